/**
 * Single sign-on on the public pages (docs/single-sign-on.md): the "Sign in with <organisation>" buttons under the
 * password form, the clear message of a refused organisation sign-in (`?sso_error=<code>`), and /auth/sso, where the
 * server's one-time handoff becomes our session before entering the application.
 */
import { useEffect, useRef } from 'react';
import { MSG } from '../../../domain/messages.js';
import { isSsoErrorCode, SSO_ERRORS } from '../../../domain/sso.js';
import { completeSsoSignIn } from '../../signIn.js';
import { AuthShell } from './AuthShell.js';
import { localMessage, useAuthKit } from './kit.js';

/** The organisations' sign-in buttons: plain links, the browser goes to the provider and comes back. */
export function SsoButtons() {
  const { translate, config } = useAuthKit();
  const providers = config.sso_providers ?? [];
  if (!providers.length) return null;
  return (
    <div className="ct-auth-sso">
      <p className="ct-auth-divider">
        <span>{translate('app.auth.sso_or')}</span>
      </p>
      {providers.map((p) => (
        <a key={p.id} className="ct-auth-sso-button" href={`/api/auth/sso/${encodeURIComponent(p.id)}/start`}>
          {translate('app.auth.sso_sign_in_with', { provider: p.name })}
        </a>
      ))}
    </div>
  );
}

/** The message of an organisation sign-in the server refused, from the address's short code; null when none. */
export function ssoErrorMessage(search: string, translate: ReturnType<typeof useAuthKit>['translate']) {
  const code = new URLSearchParams(search).get('sso_error');
  if (!code) return null;
  const key = isSsoErrorCode(code) ? SSO_ERRORS[code] : 'ssoRefused';
  return translate(`app.messages.${key}`, { _: MSG[key] });
}

/** /auth/sso: asks for the session once (a second request would find the handoff spent), then enters the app. */
export function SsoComplete() {
  const kit = useAuthKit();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    completeSsoSignIn().then(
      (message) =>
        void kit.sessionStarted().then(() => {
          kit.enterShell('/');
          kit.notify(localMessage(kit.translate, message, 'loginSuccess'), 'success');
        }),
      () => kit.navigate('/auth/sign-in?sso_error=expired', { replace: true }),
    );
    // once, for the handoff the browser holds now
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <AuthShell title={kit.translate('app.auth.sso_completing')}>
      <p className="ct-auth-center" role="status">
        <span className="ct-spinner" aria-hidden="true" />
      </p>
    </AuthShell>
  );
}
