/** /forgot-password (spec part 1 §2.2): e-mail form, 'Send password reset link', 'Back to sign in page'. */
import { useState } from 'react';
import { api } from '../../http.js';
import { AuthShell, AuthSubmit, BackToSignIn } from './AuthShell.js';
import { Field, required, useFormChecks, validEmail } from './fields.js';
import { localMessage, useAuthKit } from './kit.js';

export function ForgotPassword() {
  const { translate, notify } = useAuthKit();
  const [busy, setBusy] = useState(false);
  const form = useFormChecks({ email: '' }, { email: [required, validEmail] });

  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    try {
      const json = await api<{ data?: { message?: string }; message?: string }>('/forgot-password', {
        method: 'POST',
        body: { email: values.email.trim() },
        auth: false,
      });
      notify(localMessage(translate, json?.data?.message || json?.message, 'resetLinkSent'), 'success');
    } catch (e) {
      notify(localMessage(translate, (e as Error)?.message, 'serverError'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={translate('app.auth.forgot_title')} subtitle={translate('app.auth.forgot_subtitle')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Field
          label="app.auth.email"
          type="email"
          autoComplete="email"
          autoFocus
          required
          value={form.values.email}
          onChange={form.set('email')}
          error={form.errors.email}
        />
        <AuthSubmit busy={busy}>{translate('app.auth.send_reset_link')}</AuthSubmit>
        <BackToSignIn />
      </form>
    </AuthShell>
  );
}
