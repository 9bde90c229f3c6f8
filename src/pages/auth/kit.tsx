/**
 * What the public pages need from their surroundings — translation, notices, navigation, signing in, the public
 * configuration — behind one small interface. The pages run in two places with the same code: the sign-in page's
 * own small bundle (PublicApp.tsx, no react-admin) and inside the react-admin shell (ShellAuthPage.tsx).
 */
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { MSG } from '../../../domain/messages.js';
import type { AppConfig } from '../../appConfigData.js';
import type { SignInOutcome } from '../../signIn.js';
import { PUBLIC_TEXTS, type SpecMessages } from './i18n.js';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface AuthKit {
  translate: Translate;
  locale: string;
  setLocale(locale: string): void;
  notify(message: string, type: 'success' | 'error' | 'info'): void;
  navigate(to: string, options?: { replace?: boolean }): void;
  location: { pathname: string; search: string; state: unknown };
  /** Signs in: the server's welcome message, or the second step still to take; throws the refusal. */
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** After a second step stored the session: whatever the surroundings refresh for a signed-in user. */
  sessionStarted(): Promise<void>;
  /** Opens a page of the signed-in application. */
  enterShell(to: string): void;
  isKnownPath(pathname: string): boolean;
  config: AppConfig;
}

const AuthKitContext = createContext<AuthKit | null>(null);
export const AuthKitProvider = AuthKitContext.Provider;

export function useAuthKit(): AuthKit {
  const kit = useContext(AuthKitContext);
  if (!kit) throw new Error('The public pages need an AuthKitProvider.');
  return kit;
}

/** A link between pages: a real address (new tab, copy link), followed in the app on a plain click. */
export function AuthLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { navigate } = useAuthKit();
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={follow}>
      {children}
    </a>
  );
}

const interpolate = (text: string, options?: Record<string, unknown>) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (options && name in options ? String(options[name]) : whole));

/**
 * The public pages' keys (`app.auth.*`, `app.messages.*`, `app.validation.password_*`, `ra.validation.{required,email}`)
 * resolved as the full catalogue resolves them (src/i18n/en.ts `specMessages`), falling back to English, then to `_`.
 */
export function publicTranslator(locale: string): Translate {
  const lookup = (texts: (typeof PUBLIC_TEXTS)[string], key: string): string | undefined => {
    const [scope, group, name] = key.split('.');
    if (scope === 'app' && group === 'auth') return texts.auth[name as keyof typeof texts.auth];
    if (scope === 'app' && group === 'messages') return texts.msg[name as keyof SpecMessages];
    if (key === 'app.validation.password_rule') return texts.passwordRule;
    if (key === 'app.validation.password_mismatch') return texts.msg.passwordMismatch;
    if (key === 'ra.validation.required') return texts.msg.requiredShort;
    if (key === 'ra.validation.email') return texts.msg.invalidEmail;
    return undefined;
  };
  return (key, options) => {
    const text =
      lookup(PUBLIC_TEXTS[locale] ?? PUBLIC_TEXTS.en, key) ??
      lookup(PUBLIC_TEXTS.en, key) ??
      (options?._ as string | undefined) ??
      key;
    return interpolate(text, options);
  };
}

/** A server message in the chosen language when it is one of the specification's (the server speaks English). */
export function localMessage(translate: Translate, text: string | undefined, fallback: keyof SpecMessages): string {
  const key = text ? (Object.keys(MSG) as (keyof SpecMessages)[]).find((k) => MSG[k] === text) : fallback;
  return key ? translate(`app.messages.${key}`, { _: text || MSG[key] }) : (text as string);
}
