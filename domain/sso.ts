/**
 * The short codes an SSO sign-in returns to the sign-in page with (`/auth/sign-in?sso_error=<code>`): never a secret,
 * each shown as one of these messages (domain/messages.ts), translated by the page.
 */
export const SSO_ERRORS = {
  not_mapped: 'ssoNotMapped',
  mapping_invalid: 'ssoNotMapped',
  no_email: 'ssoNoEmail',
  email_unverified: 'ssoEmailUnverified',
  expired: 'ssoExpired',
  refused: 'ssoRefused',
  unavailable: 'ssoUnavailable',
  throttled: 'loginThrottled',
  deactivated: 'accountDeactivated',
} as const;

export type SsoErrorCode = keyof typeof SSO_ERRORS;

export const isSsoErrorCode = (code: unknown): code is SsoErrorCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(SSO_ERRORS, code);
