/**
 * Frame of the public pages (sign-in, password): centred card, app name, language, company and support link.
 * Plain elements styled by auth.css — no MUI, no react-admin — so the sign-in page paints from a small bundle.
 */
import type { ReactNode } from 'react';
import { PUBLIC_LOCALES } from './i18n.js';
import { AuthLink, useAuthKit } from './kit.js';
import './auth.css';

export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { config, translate, locale, setLocale } = useAuthKit();
  return (
    <main className="ct-auth">
      <select
        className="ct-auth-locale"
        aria-label={translate('app.auth.language')}
        value={locale}
        onChange={(e) => setLocale(e.target.value)}
      >
        {PUBLIC_LOCALES.map((l) => (
          <option key={l.locale} value={l.locale}>
            {l.name}
          </option>
        ))}
      </select>
      <div className="ct-auth-app">{config.app_name}</div>
      <section className="ct-auth-card">
        {title ? <h1>{title}</h1> : null}
        {subtitle ? <p className="ct-auth-subtitle">{subtitle}</p> : null}
        {children}
      </section>
      <footer className="ct-auth-footer">
        {config.support_email ? (
          <p>
            <a href={`mailto:${config.support_email}`}>
              {translate('app.auth.support', { email: config.support_email })}
            </a>
          </p>
        ) : null}
        <small>
          © {new Date().getFullYear()} {config.company_name}
        </small>
      </footer>
    </main>
  );
}

/** The full-width submit button of the public forms, with a spinner while the request runs. */
export function AuthSubmit({
  busy,
  disabled = false,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="ct-auth-submit" disabled={busy || disabled} aria-busy={busy}>
      {busy ? <span className="ct-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** 'Back to sign in page' under the password forms. */
export function BackToSignIn() {
  const { translate } = useAuthKit();
  return (
    <p className="ct-auth-center">
      <AuthLink to="/auth/sign-in">{translate('app.auth.back_to_sign_in')}</AuthLink>
    </p>
  );
}

/** An error box above a form. */
export function AuthAlert({ children }: { children: ReactNode }) {
  return (
    <div className="ct-auth-alert" role="alert">
      {children}
    </div>
  );
}
