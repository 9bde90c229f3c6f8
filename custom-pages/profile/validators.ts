/** Password validators shared by the user form and the change-password tab (spec part 1 §5). */
import { isStrongPassword } from '../../domain/password.js';

/** The domain rule: at least 12 characters with a letter, a digit and a special character. */
export function strongPassword(value: unknown) {
  return typeof value === 'string' && value !== '' && !isStrongPassword(value)
    ? 'caretaker.users.password_rule'
    : undefined;
}

/** The confirmation must equal `field` ('Password does not match'). */
export function matches(field: string) {
  return function passwordsMatch(value: unknown, values: Record<string, unknown>) {
    return value !== values?.[field] ? 'caretaker.profile.password.mismatch' : undefined;
  };
}
