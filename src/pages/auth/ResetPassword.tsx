/**
 * Reset-password page (spec part 1 §2.2, §5): e-mail read-only, new password and confirmation, 'Reset password';
 * on success the user goes to /auth/sign-in. Reached as /reset-password/{token}/{email} (the e-mailed link)
 * or /reset-password?token=..&email=.. .
 */
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { MSG } from '../../../domain/messages.js';
import { api } from '../../http.js';
import { AuthShell, AuthSubmit, BackToSignIn } from './AuthShell.js';
import { matches, strongPassword } from './validators.js';

function safeDecode(v: string | undefined | null): string {
  if (!v) return '';
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

export function ResetPassword() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const params = useParams<{ token?: string; email?: string }>();
  const query = new URLSearchParams(useLocation().search);
  const token = safeDecode(params.token ?? query.get('token'));
  const email = safeDecode(params.email ?? query.get('email'));
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setServerErrors(null);
    try {
      const json = await api<{ data?: { message?: string }; message?: string }>('/reset-password', {
        method: 'POST',
        auth: false,
        body: { email, token, password: values.password, password_confirmation: values.password_confirmation },
      });
      notify(json?.data?.message || json?.message || MSG.resetDone, { type: 'success' });
      navigate('/auth/sign-in', { replace: true });
    } catch (e) {
      const err = e as Error & { body?: { errors?: Record<string, string> } };
      const fieldErrors = err.body?.errors ? Object.values(err.body.errors).join(' ') : '';
      if (fieldErrors && fieldErrors !== err.message) setServerErrors(fieldErrors);
      notify(err?.message || MSG.serverError, { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <AuthShell title={translate('app.auth.reset_title')} subtitle={translate('app.auth.reset_subtitle')}>
      {!token || !email ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.messages.resetInvalid', { _: MSG.resetInvalid })}
        </Alert>
      ) : null}
      {serverErrors ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverErrors}
        </Alert>
      ) : null}
      <Form onSubmit={submit} noValidate defaultValues={{ email }}>
        <Stack>
          <TextInput source="email" label="app.auth.email" readOnly fullWidth />
          <PasswordInput
            source="password"
            label="app.auth.new_password"
            autoComplete="new-password"
            validate={[required(), strongPassword]}
            fullWidth
            helperText="app.validation.password_rule"
          />
          <PasswordInput
            source="password_confirmation"
            label="app.auth.confirm_password"
            autoComplete="new-password"
            validate={[required(), matches('password')]}
            fullWidth
          />
          <AuthSubmit busy={busy} disabled={!token || !email}>
            {translate('app.auth.reset_button')}
          </AuthSubmit>
          <BackToSignIn />
        </Stack>
      </Form>
    </AuthShell>
  );
}
