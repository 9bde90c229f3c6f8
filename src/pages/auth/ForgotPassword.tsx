/** /forgot-password (spec part 1 §2.2): e-mail form, 'Send password reset link', 'Back to sign in page'. */
import { Stack } from '@mui/material';
import { useState } from 'react';
import { email, Form, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { MSG } from '../../../domain/messages.js';
import { api } from '../../http.js';
import { AuthShell, AuthSubmit, BackToSignIn } from './AuthShell.js';

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
          <AuthSubmit busy={busy}>
            {translate('app.auth.send_reset_link')}
          </AuthSubmit>
          <BackToSignIn />
        </Stack>
      </Form>
    </AuthShell>
  );
}
