/**
 * The public pages on their own: what the browser runs when it opens /auth/sign-in, /forgot-password or
 * /reset-password, without react-admin, MUI or the shell. Address bar, language (react-admin's stored
 * `RaStore.locale`), notices and the public configuration are handled here; signing in hands over to the shell,
 * whose code is fetched while the user types.
 */
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_CONFIG, fetchAppConfig, type AppConfig } from '../../appConfigData.js';
import { signInWithPassword } from '../../signIn.js';
import { ForgotPassword } from './ForgotPassword.js';
import { PUBLIC_TEXTS } from './i18n.js';
import { AuthKitProvider, publicTranslator, type AuthKit } from './kit.js';
import { ResetPassword } from './ResetPassword.js';
import { SignIn } from './SignIn.js';
import { SsoComplete } from './SsoSignIn.js';

/** The addresses this small app shows; any other one belongs to the shell. */
export const PUBLIC_PAGE = /^\/(auth\/sign-in|auth\/sso|forgot-password|reset-password)(\/|$)/;

const LOCALE_KEY = 'RaStore.locale';

function storedLocale(): string {
  try {
    const value = JSON.parse(localStorage.getItem(LOCALE_KEY) ?? 'null');
    if (typeof value === 'string' && PUBLIC_TEXTS[value]) return value;
  } catch {
    // no storage
  }
  return 'en';
}

export interface Notice {
  message: string;
  type: 'success' | 'error' | 'info';
}

/** A notice at the bottom of the screen, gone after a few seconds (react-admin's notification, lighter). */
export function Toast({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onClose, 6000);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  if (!notice) return null;
  return (
    <div className={`ct-toast ct-toast-${notice.type}`} role={notice.type === 'error' ? 'alert' : 'status'}>
      {notice.message}
    </div>
  );
}

const readLocation = () => ({
  pathname: window.location.pathname,
  search: window.location.search,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
});

export interface PublicAppProps {
  notify(notice: Notice): void;
  /** Shows the shell at the current address. */
  openShell(): void;
  /** Starts fetching the shell's code. */
  prefetchShell(): void;
}

export function PublicApp({ notify, openShell, prefetchShell }: PublicAppProps) {
  const [location, setLocation] = useState(readLocation);
  const [locale, setLocaleState] = useState(storedLocale);
  const [config, setConfig] = useState<AppConfig>(DEFAULT_CONFIG);

  useEffect(() => {
    fetchAppConfig().then(setConfig, () => undefined);
    const onPop = () => setLocation(readLocation());
    // the shell is fetched while the user types (or taps), not before: the first paint stays light
    const prefetch = () => {
      prefetchShell();
      for (const type of ['input', 'pointerdown'] as const) document.removeEventListener(type, prefetch, true);
    };
    for (const type of ['input', 'pointerdown'] as const) document.addEventListener(type, prefetch, true);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      for (const type of ['input', 'pointerdown'] as const) document.removeEventListener(type, prefetch, true);
    };
  }, [prefetchShell]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const kit = useMemo<AuthKit>(() => {
    const go = (to: string, replace: boolean) => {
      // the shape react-router keeps in history.state, so the shell reads the same entry
      const entry = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: 0 };
      if (replace) window.history.replaceState(entry, '', to);
      else window.history.pushState(entry, '', to);
    };
    return {
      translate: publicTranslator(locale),
      locale,
      setLocale(next) {
        localStorage.setItem(LOCALE_KEY, JSON.stringify(next));
        setLocaleState(next);
      },
      notify: (message, type) => notify({ message, type }),
      navigate(to, options) {
        go(to, !!options?.replace);
        if (PUBLIC_PAGE.test(new URL(to, window.location.origin).pathname)) setLocation(readLocation());
        else openShell();
      },
      location,
      signIn: signInWithPassword,
      sessionStarted: async () => {},
      enterShell(to) {
        go(to, true);
        openShell();
      },
      // the only page this app is sent back from is the home page (main.tsx); the shell checks others itself
      isKnownPath: () => true,
      config,
    };
  }, [locale, location, config, notify, openShell]);

  const page = location.pathname.startsWith('/forgot-password') ? (
    <ForgotPassword />
  ) : location.pathname.startsWith('/reset-password') ? (
    <ResetPassword />
  ) : location.pathname === '/auth/sso' ? (
    <SsoComplete />
  ) : (
    <SignIn />
  );
  return <AuthKitProvider value={kit}>{page}</AuthKitProvider>;
}
