/**
 * Bridges domain/quotationValidation.ts to react-admin forms: the domain returns `{ 'a.b': message }`
 * with the specification's English text; forms get nested errors whose messages are i18n keys
 * (`caretaker.quotations.msg.<name>`), so every language shows its own wording.
 */
import type { FieldValues } from 'react-hook-form';
import { QUOTATION_MSG, type FieldErrors } from '../../domain/quotationValidation.js';

const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(QUOTATION_MSG).map(([name, text]) => [text, `caretaker.quotations.msg.${name}`]),
);

/** The i18n key of a domain message (the message itself when it has none). */
export function messageKey(text: string): string {
  return KEY_BY_TEXT.get(text) ?? text;
}

/** `{ 'contacts.tel': text }` -> `{ contacts: { tel: key } }`. */
export function nestErrors(errors: FieldErrors): FieldValues {
  const out: FieldValues = {};
  for (const [path, text] of Object.entries(errors)) {
    const parts = path.split('.');
    let node = out;
    parts.slice(0, -1).forEach((p) => {
      node[p] = node[p] && typeof node[p] === 'object' ? node[p] : {};
      node = node[p];
    });
    node[parts[parts.length - 1]] = messageKey(text);
  }
  return out;
}

/** A react-admin `validate` from a domain validator. */
export function domainValidate<T>(fn: (values: T) => FieldErrors) {
  return (values: T) => nestErrors(fn(values));
}
