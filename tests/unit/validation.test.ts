import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password.js';
import { fieldErrors } from '../../server/lib/validation.js';
import { userSchema } from '../../schemas/user.js';
import { ANNOTATION_KEYWORDS } from '../../schemas/resource.js';
import { createBodySchema } from '../../server/lib/schemaRegistry.js';

/** Real ajv errors, produced with the server's options, turned into field messages. */
const ajv = new Ajv({ allErrors: true, coerceTypes: 'array', keywords: [...ANNOTATION_KEYWORDS], strict: false });
addFormats(ajv);
const validateUser = ajv.compile({
  ...createBodySchema(userSchema),
  required: ['full_name', 'email', 'role_id', 'password'],
});
const errorsFor = (body: unknown, email?: string) => {
  expect(validateUser(body)).toBe(false);
  return fieldErrors(validateUser.errors as never, email);
};

describe('fieldErrors', () => {
  it('names each missing required field', () => {
    expect(errorsFor({})).toEqual({
      full_name: [MSG.required],
      email: [MSG.required],
      role_id: [MSG.required],
      password: [MSG.required],
    });
  });

  it('uses the e-mail message it is given', () => {
    const base = { full_name: 'A', role_id: 1, password: 'Abcdefghij1@' };
    expect(errorsFor({ ...base, email: 'nope' })).toEqual({ email: [MSG.invalidEmail] });
    expect(errorsFor({ ...base, email: 'nope' }, MSG.invalidEmailUser)).toEqual({ email: ['Invalid email address'] });
  });

  it('gives the password rule for a short password and the required message for an empty name', () => {
    expect(errorsFor({ full_name: '', email: 'a@b.co', role_id: 1, password: 'short' })).toEqual({
      full_name: [MSG.required],
      password: [PASSWORD_RULE_MESSAGE],
    });
  });

  it('words type, length, enum, pattern, unknown-field and item errors', () => {
    const e = errorsFor({
      full_name: 'x'.repeat(200),
      email: 'a@b.co',
      role_id: 'abc',
      password: 'Abcdefghij1@',
      designation: 'Wizard',
      mobile_no: 'call me',
      zone_in_charge: ['MARS'],
      favourite_colour: 'red',
    });
    expect(e).toEqual({
      full_name: ['May not be greater than 191 characters.'],
      role_id: ['Must be of type integer.'],
      designation: ['The selected value is invalid.'],
      mobile_no: ['The format is invalid.'],
      zone_in_charge: ['The selected value is invalid.'],
      favourite_colour: ['This field is not allowed.'],
    });
  });

  it('lists a message once per field even when ajv repeats it', () => {
    const e = fieldErrors([
      { keyword: 'type', instancePath: '/role_id', schemaPath: '', params: { type: 'integer' }, message: '' },
      { keyword: 'type', instancePath: '/role_id', schemaPath: '', params: { type: 'integer' }, message: '' },
    ] as never);
    expect(e).toEqual({ role_id: ['Must be of type integer.'] });
  });

  it('files errors about the whole body under _ and passes unknown keywords through', () => {
    const e = fieldErrors([
      { keyword: 'type', instancePath: '', schemaPath: '', params: { type: 'object' }, message: 'must be object' },
      { keyword: 'minimum', instancePath: '/cost', schemaPath: '', params: { limit: 0 }, message: 'must be >= 0' },
      { keyword: 'minLength', instancePath: '/code', schemaPath: '', params: { limit: 3 }, message: '' },
      { keyword: 'maxItems', instancePath: '/ids', schemaPath: '', params: { limit: 2 }, message: '' },
    ] as never);
    expect(e).toEqual({
      _: ['Must be of type object.'],
      cost: ['must be >= 0'],
      code: ['Must be at least 3 characters.'],
      ids: ['May not have more than 2 items.'],
    });
  });
});
