/** /forgot-password (spec part 1 §2.2): e-mail form, 'Send password reset link', 'Back to sign in page'. */
import { Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { email, Form, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../domain/messages.js';
import { api } from '../../http.js';
import { AuthShell } from './AuthShell.js';

export function ForgotPassword() {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      const json = await api<{ data?: { message?: string }; message?: string }>('/forgot-password', {
        method: 'POST',
        body: { email: String(values.email ?? '').trim() },
        auth: false,
      });
      notify(json?.data?.message || json?.message || MSG.resetLinkSent, { type: 'success' });
    } catch (e) {
      notify((e as Error)?.message || MSG.serverError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={translate('app.auth.forgot_title')} subtitle={translate('app.auth.forgot_subtitle')}>
      <Form onSubmit={submit} noValidate>
        <Stack>
          <TextInput source="email" type="email" label="app.auth.email" autoComplete="email" autoFocus validate={[required(), email()]} fullWidth />
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}>
            {translate('app.auth.send_reset_link')}
          </Button>
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Link component={RouterLink} to="/auth/sign-in" variant="body2" underline="hover">
              {translate('app.auth.back_to_sign_in')}
            </Link>
          </Box>
        </Stack>
      </Form>
    </AuthShell>
  );
}
