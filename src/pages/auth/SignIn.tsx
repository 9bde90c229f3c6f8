/**
 * /auth/sign-in (spec part 1 §2.2, §5, §8): e-mail and password, a 'Reset password' link and a support link.
 * Reached with a page to come back to (react-admin's `state.nextPathname`), it first shows the unauthorised
 * message; after signing in the user returns to that page.
 */
import { Box, Link, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { email, Form, required, TextInput, useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '../../../domain/messages.js';
import { isKnownPath } from '../../knownRoutes.js';
import { getSession } from '../../session.js';
import { AuthShell, AuthSubmit } from './AuthShell.js';

export function SignIn() {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const warned = useRef(false);
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const alreadySignedIn = !!getSession();

  useEffect(() => {
    // the bare home address is where everyone starts: no red 'Unauthorized' before anyone has signed in
    if (state?.nextPathname && state.nextPathname !== '/' && isKnownPath(state.nextPathname) && !alreadySignedIn && !warned.current) {
      warned.current = true;
      notify(translate('app.messages.unauthorized', { _: MSG.unauthorized }), { type: 'error' });
    }
  }, [state?.nextPathname, alreadySignedIn, notify, translate]);

  if (alreadySignedIn) return <Navigate to={state?.nextPathname ?? '/'} replace />;
  // an address the application does not have: the 404 page, not "unauthorised"
  if (state?.nextPathname && !isKnownPath(state.nextPathname)) return <Navigate to="/auth/404" replace />;

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      const result = (await authProvider!.login({ email: String(values.email ?? '').trim(), password: String(values.password ?? '') })) as
        | { message?: string }
        | undefined;
      // react-admin's auth state (requireAuth) was computed while signed out: refresh it before leaving
      await queryClient.resetQueries({ queryKey: ['auth'] });
      navigate(state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : '/', { replace: true });
      // in the reader's language: the server's message is English
      notify(translate('app.messages.loginSuccess', { _: result?.message || MSG.loginSuccess }), { type: 'success' });
    } catch (e) {
      notify((e as Error)?.message || MSG.serverError, { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <AuthShell title={translate('app.auth.sign_in_title')} subtitle={translate('app.auth.sign_in_subtitle')}>
      <Form onSubmit={submit} noValidate>
        <Stack>
          <TextInput source="email" type="email" label="app.auth.email" autoComplete="username" autoFocus validate={[required(), email()]} fullWidth />
          {/* a plain password field: no visibility toggle whose label ("Show password") would also match "password" */}
          <TextInput source="password" type="password" label="app.auth.password" autoComplete="current-password" validate={required()} fullWidth />
          <Box sx={{ textAlign: 'right', mb: 2 }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2" underline="hover">
              {translate('app.auth.reset_password_link')}
            </Link>
          </Box>
          <AuthSubmit busy={busy}>
            {translate('app.auth.sign_in')}
          </AuthSubmit>
        </Stack>
      </Form>
    </AuthShell>
  );
}
