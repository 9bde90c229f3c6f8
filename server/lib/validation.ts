import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { MSG } from '../../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password.js';

/** Turns ajv errors into `{ field: [message] }` with the specification's wording. */
export function fieldErrors(errors: FastifySchemaValidationError[], emailMessage: string = MSG.invalidEmail): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (field: string, text: string) => {
    const key = field || '_';
    const list = (out[key] ??= []);
    if (!list.includes(text)) list.push(text);
  };
  for (const e of errors) {
    const path = e.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    const params = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required':
        add(String(params.missingProperty), MSG.required);
        break;
      case 'format':
        add(path, params.format === 'email' ? emailMessage : `Must be a valid ${String(params.format)}.`);
        break;
      case 'minLength':
        if (path === 'password' || path.endsWith('password')) add(path, PASSWORD_RULE_MESSAGE);
        else if (params.limit === 1) add(path, MSG.required);
        else add(path, `Must be at least ${String(params.limit)} characters.`);
        break;
      case 'maxLength':
        add(path, `May not be greater than ${String(params.limit)} characters.`);
        break;
      case 'additionalProperties':
        add(String(params.additionalProperty), 'This field is not allowed.');
        break;
      case 'type':
        add(path, `Must be of type ${String(params.type)}.`);
        break;
      case 'enum':
        add(path, 'The selected value is invalid.');
        break;
      case 'pattern':
        add(path, 'The format is invalid.');
        break;
      case 'maxItems':
        add(path, `May not have more than ${String(params.limit)} items.`);
        break;
      default:
        add(path, e.message ?? 'The value is invalid.');
    }
  }
  return out;
}
