/** The user schema's fields with the screen's overrides (spec part 1 §2.5, §5, §6). */
import { userSchema } from '../../schemas/user.js';
import { inferFields } from '../../src/generator/inferFields.js';
import type { FieldOverrides } from '../../src/generator/types.js';
import { strongPassword } from '../profile/validators.js';

export const USERS_ROUTE = userSchema['x-resource'].route;

export const userOverrides: FieldOverrides = {
  // password: required on create only, with the domain rule (its message covers the length)
  password: { requiredOnCreate: true, minLength: undefined, validate: [strongPassword] },
  // mobile number: a numeric input
  mobile_no: { type: 'tel' },
  // school: a single select fed by GET /api/school?all=1 (schools have no screens of their own yet)
  school_id: { type: 'options', optionsUrl: '/school?all=1', reference: undefined, displaySource: 'school.name' },
  // the user record embeds its role: no look-up per row
  role_id: { displaySource: 'role.name' },
};

export const userFields = inferFields(userSchema, userOverrides);
