/**
 * Reset-password page (spec part 1 §2.2, §5): e-mail read-only, new password and confirmation, 'Reset password';
 * on success the user goes to /auth/sign-in. Reached as /reset-password/{token}/{email} (the e-mailed link)
 * or /reset-password?token=..&email=.. .
 */
import { useState } from 'react';
import { api } from '../../http.js';
import { AuthAlert, AuthShell, AuthSubmit, BackToSignIn } from './AuthShell.js';
import { Field, required, useFormChecks } from './fields.js';
import { localMessage, useAuthKit } from './kit.js';
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
  const { translate, notify, navigate, location } = useAuthKit();
  const [, pathToken, pathEmail] = location.pathname.match(/^\/reset-password\/([^/]+)\/([^/]+)\/?$/) ?? [];
  const query = new URLSearchParams(location.search);
  const token = safeDecode(pathToken ?? query.get('token'));
  const email = safeDecode(pathEmail ?? query.get('email'));
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string | null>(null);
  const form = useFormChecks(
    { password: '', password_confirmation: '' },
    { password: [required, strongPassword], password_confirmation: [required, matches('password')] },
  );

  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    setServerErrors(null);
    try {
      const json = await api<{ data?: { message?: string }; message?: string }>('/reset-password', {
        method: 'POST',
        auth: false,
        body: { email, token, password: values.password, password_confirmation: values.password_confirmation },
      });
      notify(localMessage(translate, json?.data?.message || json?.message, 'resetDone'), 'success');
      navigate('/auth/sign-in', { replace: true });
    } catch (e) {
      const err = e as Error & { body?: { errors?: Record<string, string> } };
      const fieldErrors = err.body?.errors ? Object.values(err.body.errors).join(' ') : '';
      if (fieldErrors && fieldErrors !== err.message) setServerErrors(fieldErrors);
      notify(localMessage(translate, err?.message, 'serverError'), 'error');
      setBusy(false);
    }
  };

  return (
    <AuthShell title={translate('app.auth.reset_title')} subtitle={translate('app.auth.reset_subtitle')}>
      {!token || !email ? <AuthAlert>{translate('app.messages.resetInvalid')}</AuthAlert> : null}
      {serverErrors ? <AuthAlert>{serverErrors}</AuthAlert> : null}
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Field label="app.auth.email" value={email} readOnly />
        <Field
          label="app.auth.new_password"
          type="password"
          autoComplete="new-password"
          required
          value={form.values.password}
          onChange={form.set('password')}
          error={form.errors.password}
          helper="app.validation.password_rule"
        />
        <Field
          label="app.auth.confirm_password"
          type="password"
          autoComplete="new-password"
          required
          value={form.values.password_confirmation}
          onChange={form.set('password_confirmation')}
          error={form.errors.password_confirmation}
        />
        <AuthSubmit busy={busy} disabled={!token || !email}>
          {translate('app.auth.reset_button')}
        </AuthSubmit>
        <BackToSignIn />
      </form>
    </AuthShell>
  );
}
