/** Validators of the password screens (spec part 1 §5), returning i18n keys react-admin translates. */
import { isStrongPassword } from '../../../domain/password.js';

export const strongPassword = (value: unknown) =>
  value && !isStrongPassword(String(value)) ? 'app.validation.password_rule' : undefined;

export const matches = (field: string) => (value: unknown, values: Record<string, unknown>) =>
  value && value !== values[field] ? 'app.validation.password_mismatch' : undefined;
