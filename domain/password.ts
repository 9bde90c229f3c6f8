import { PASSWORD_MIN_LENGTH } from './constants.js';

/** Spec part 1 §5: at least 12 characters with a letter, a digit and a special character from @$!%*#?&. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&]).{12,}$/;

export const PASSWORD_RULE_MESSAGE =
  'Password must contain at least 12 characters, one uppercase letter, one lowercase letter, one number and one special character';

export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && PASSWORD_PATTERN.test(value);
}
