/** Users: generated list (filters name, email, role, contractor), hand-assembled create/edit with profile mode. */
import PeopleIcon from '@mui/icons-material/People';
import { userSchema } from '../../schemas/user.js';
import { generateResource } from '../../src/generator/generateResource.js';
import { userOverrides } from '../../custom-pages/users/fields.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const form = () => import('../../custom-pages/users/UserForm.js');
const UserCreate = lazyScreen(form, (m) => m.UserCreate);
const UserEdit = lazyScreen(form, (m) => m.UserEdit);

export const users = generateResource(userSchema, {
  icon: PeopleIcon,
  fields: userOverrides,
  create: UserCreate,
  edit: UserEdit,
});
export default users;
