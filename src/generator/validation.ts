/**
 * Validators of a field descriptor, as `Code` values: they run in the generated form and print as the
 * same react-admin validator calls in the ejected TSX.
 */
import { email, maxLength, maxValue, minLength, minValue, regex, required } from 'react-admin';
import { code, type Code } from './spec.js';
import type { FieldDescriptor, FormMode } from './types.js';

export const VALIDATION_KEYS = {
  required: 'caretaker.generator.validation.required',
  email: 'caretaker.generator.validation.email',
  pattern: 'caretaker.generator.validation.pattern',
} as const;

export function validatorsFor(f: FieldDescriptor, mode: FormMode): Code[] {
  const out: Code[] = [];
  if (f.required || (f.requiredOnCreate && mode === 'create')) {
    out.push(code(required(VALIDATION_KEYS.required), `required(${JSON.stringify(VALIDATION_KEYS.required)})`));
  }
  if (f.type === 'email')
    out.push(code(email(VALIDATION_KEYS.email), `email(${JSON.stringify(VALIDATION_KEYS.email)})`));
  if (f.type !== 'multiselect' && f.type !== 'number') {
    if (f.minLength !== undefined && f.minLength > 1)
      out.push(code(minLength(f.minLength), `minLength(${f.minLength})`));
    if (f.maxLength !== undefined) out.push(code(maxLength(f.maxLength), `maxLength(${f.maxLength})`));
  }
  if (f.type === 'number') {
    if (f.minimum !== undefined) out.push(code(minValue(f.minimum), `minValue(${f.minimum})`));
    if (f.maximum !== undefined) out.push(code(maxValue(f.maximum), `maxValue(${f.maximum})`));
  }
  if (f.pattern && (f.type === 'string' || f.type === 'tel')) {
    out.push(
      code(
        regex(new RegExp(f.pattern), VALIDATION_KEYS.pattern),
        `regex(/${f.pattern}/, ${JSON.stringify(VALIDATION_KEYS.pattern)})`,
      ),
    );
  }
  for (const v of f.validate ?? []) out.push(code(v, v.name || 'customValidator'));
  return out;
}

/** The react-admin validator names a printed form needs to import. */
export function validatorImports(src: string): string[] {
  return ['required', 'email', 'minLength', 'maxLength', 'minValue', 'maxValue', 'regex'].filter((n) =>
    new RegExp(`\\b${n}\\(`).test(src),
  );
}
