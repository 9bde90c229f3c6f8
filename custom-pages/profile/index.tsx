/**
 * 'My profile': the user edit screen in profile mode. The shell's user menu opens /settings/users/{uid}
 * with navigation state `{ profile: true }` (handled by the users resource); `ProfilePage` serves a
 * dedicated route too (id from the route, else the signed-in user's).
 */
import { ResourceContextProvider } from 'react-admin';
import { useIdentity } from '../../src/useIdentity.js';
import { useParams } from 'react-router-dom';
import { UserEdit } from '../users/UserForm.js';
import { USERS_ROUTE } from '../users/fields.js';

export { SignatureTab, signatureCanvasHeight } from './SignatureTab.js';
export { ChangePasswordTab } from './ChangePasswordTab.js';

export function ProfilePage() {
  const params = useParams();
  const { identity } = useIdentity();
  const id = params.id ?? identity?.id;
  if (id === undefined) return null;
  return (
    <ResourceContextProvider value={USERS_ROUTE}>
      <UserEdit profile id={id} />
    </ResourceContextProvider>
  );
}

export default ProfilePage;
