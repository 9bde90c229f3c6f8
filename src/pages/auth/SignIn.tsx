/**
 * /auth/sign-in (spec part 1 §2.2, §5, §8): e-mail and password, a 'Reset password' link and a support link; the
 * organisations' sign-in buttons below when single sign-on is configured (docs/single-sign-on.md).
 * Reached with a page to come back to (react-admin's `state.nextPathname`), it first shows the unauthorised
 * message; after signing in the user returns to that page.
 */
import { useEffect, useRef, useState } from 'react';
import { getSession } from '../../session.js';
import type { SecondStep } from '../../signIn.js';
import { AuthAlert, AuthShell, AuthSubmit } from './AuthShell.js';
import { Field, required, useFormChecks, validEmail } from './fields.js';
import { AuthLink, localMessage, useAuthKit } from './kit.js';
import { SecondFactor } from './SecondFactor.js';
import { SsoButtons, ssoErrorMessage } from './SsoSignIn.js';

export function SignIn() {
  const kit = useAuthKit();
  const { translate, notify } = kit;
  const [busy, setBusy] = useState(false);
  const [second, setSecond] = useState<SecondStep | null>(null);
  const warned = useRef(false);
  const state = kit.location.state as { nextPathname?: string; nextSearch?: string } | null;
  const next = state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : '/';
  const alreadySignedIn = !!getSession();
  const unknownPage = !!state?.nextPathname && !kit.isKnownPath(state.nextPathname);
  // an organisation sign-in the server refused comes back here with a short code: its message stays on the page
  const ssoError = ssoErrorMessage(kit.location.search, translate);
  const form = useFormChecks({ email: '', password: '' }, { email: [required, validEmail], password: [required] });

  useEffect(() => {
    if (alreadySignedIn) kit.enterShell(next);
    // an address the application does not have: the 404 page, not "unauthorised"
    else if (unknownPage) kit.navigate('/auth/404', { replace: true });
    // the bare home address is where everyone starts: no red 'Unauthorized' before anyone has signed in
    else if (state?.nextPathname && state.nextPathname !== '/' && !warned.current) {
      warned.current = true;
      notify(translate('app.messages.unauthorized'), 'error');
    }
    // once, for the address the page was opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const enter = (message: string) => {
    kit.enterShell(next);
    notify(localMessage(translate, message, 'loginSuccess'), 'success');
  };
  if (second)
    return (
      <SecondFactor
        second={second}
        onDone={(message) => void kit.sessionStarted().then(() => enter(message))}
        onRestart={() => {
          setSecond(null);
          setBusy(false);
        }}
      />
    );
  if (alreadySignedIn || unknownPage) return null;

  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    try {
      const outcome = await kit.signIn(values.email.trim(), values.password);
      if (outcome.second) {
        setSecond(outcome.second);
        return;
      }
      enter(outcome.message);
    } catch (e) {
      notify(localMessage(translate, (e as Error)?.message, 'serverError'), 'error');
      setBusy(false);
    }
  };

  return (
    <AuthShell title={translate('app.auth.sign_in_title')} subtitle={translate('app.auth.sign_in_subtitle')}>
      {ssoError ? <AuthAlert>{ssoError}</AuthAlert> : null}
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Field
          label="app.auth.email"
          type="email"
          autoComplete="username"
          autoFocus
          required
          value={form.values.email}
          onChange={form.set('email')}
          error={form.errors.email}
        />
        {/* a plain password field: no visibility toggle whose label ("Show password") would also match "password" */}
        <Field
          label="app.auth.password"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={form.set('password')}
          error={form.errors.password}
        />
        <p className="ct-auth-right">
          <AuthLink to="/forgot-password">{translate('app.auth.reset_password_link')}</AuthLink>
        </p>
        <AuthSubmit busy={busy}>{translate('app.auth.sign_in')}</AuthSubmit>
      </form>
      <SsoButtons />
    </AuthShell>
  );
}
