import { named } from '../../lib/openapi/components.js';
/** Request and answer schemas of the user organisation routes. */
import { arrayOf, bool, int, nullable, nullableStr, objectOf, str } from '../../lib/openapi/responses.js';
import { person } from '../../lib/openapi/records.js';

export const schoolPerson = objectOf({ id: int, full_name: nullableStr });
export const organisationRow = named(
  'OrganisationRow',
  objectOf({
    id: int,
    name: str,
    zone: str,
    operation_managers: arrayOf(schoolPerson),
    managing_agents: arrayOf(schoolPerson),
  }),
);
export const organisationDetail = named(
  'Organisation',
  objectOf({
    data: objectOf({
      school: objectOf({
        id: int,
        name: str,
        zone: str,
        address: nullableStr,
        school_type: nullableStr,
        telephone: nullableStr,
      }),
      operation_managers: arrayOf(
        objectOf({
          id: int,
          full_name: str,
          email: str,
          school_send_email: bool,
          school_updated_by: nullable(person),
          school_updated_at: nullableStr,
        }),
      ),
      managing_agents: arrayOf(
        objectOf({
          id: int,
          full_name: str,
          email: str,
          category_options: arrayOf(str),
          is_send_email: bool,
          updated_by: nullable(person),
          updated_at: nullableStr,
        }),
      ),
    }),
  }),
);
export const outstandingItems = objectOf({
  data: objectOf({ operation_managers: arrayOf({}), managing_agents: { type: 'object' } }),
});

export const schoolParams = {
  type: 'object',
  properties: { school: { type: 'integer', minimum: 1 } },
  required: ['school'],
} as const;
