/** A public page shown inside the react-admin shell (after signing out, or reached from a page): react-admin's services. */
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppConfig } from '../../appConfig.js';
import { isKnownPath } from '../../knownRoutes.js';
import type { SignInOutcome } from '../../signIn.js';
import { AuthKitProvider, type AuthKit } from './kit.js';

export function ShellAuthPage({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const navigate = useNavigate();
  const location = useLocation();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const kit: AuthKit = {
    translate: (key, options) => translate(key, options),
    locale,
    setLocale,
    notify: (message, type) => notify(message, { type }),
    navigate: (to, options) => navigate(to, { replace: options?.replace }),
    location,
    async signIn(email, password) {
      const result = (await authProvider!.login({ email, password })) as SignInOutcome | undefined;
      // react-admin's auth state (requireAuth) was computed while signed out: refresh it before leaving
      if (!result?.second) await queryClient.resetQueries({ queryKey: ['auth'] });
      return { message: result?.message ?? '', second: result?.second };
    },
    sessionStarted: () => queryClient.resetQueries({ queryKey: ['auth'] }),
    enterShell: (to) => navigate(to, { replace: true }),
    isKnownPath,
    config,
  };
  return <AuthKitProvider value={kit}>{children}</AuthKitProvider>;
}
