/** User menu (spec part 1 §2.3): 'My profile' (own user form in profile mode) and 'Sign out'. */
import AccountCircle from '@mui/icons-material/AccountCircle';
import ExitToApp from '@mui/icons-material/ExitToApp';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useIdentity } from '../useIdentity.js';
import { UserMenu as RaUserMenu, useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MSG } from '../../domain/messages.js';

/** Route of the signed-in user's own form; the users screen shows the profile tabs when `state.profile` is true. */
export const profilePath = (id: string | number) => `/settings/users/${id}`;

export const ProfileMenuItem = forwardRef<HTMLLIElement>(function ProfileMenuItem(_props, ref) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { identity } = useIdentity();
  const { onClose } = useUserMenu() ?? { onClose: () => undefined };
  return (
    <MenuItem
      ref={ref}
      disabled={!identity}
      onClick={() => {
        onClose();
        if (identity) navigate(profilePath(identity.id), { state: { profile: true } });
      }}
    >
      <ListItemIcon>
        <AccountCircle fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.layout.my_profile')}</ListItemText>
    </MenuItem>
  );
});

export const SignOutMenuItem = forwardRef<HTMLLIElement>(function SignOutMenuItem(_props, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const notify = useNotify();
  const { onClose } = useUserMenu() ?? { onClose: () => undefined };
  return (
    <MenuItem
      ref={ref}
      onClick={async () => {
        onClose();
        // a deliberate sign-out: no page to come back to, so the sign-in page shows no "unauthorized" notice
        await logout({}, undefined, false);
        notify(translate('app.messages.logout', { _: MSG.logout }), { type: 'success' });
      }}
    >
      <ListItemIcon>
        <ExitToApp fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.layout.sign_out')}</ListItemText>
    </MenuItem>
  );
});

export function UserMenu() {
  const { identity } = useIdentity();
  // The button shows the user's name, so its accessible name is that name (WCAG 2.5.3), not a generic 'Profile'.
  return (
    <RaUserMenu label={identity?.fullName || 'ra.auth.user_menu'}>
      <ProfileMenuItem />
      <SignOutMenuItem />
    </RaUserMenu>
  );
}
