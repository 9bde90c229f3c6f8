/** Response schemas of the SCIM routes: the documents, the User resource and SCIM's error (docs/provisioning.md). */
import { named } from '../../lib/openapi/components.js';
import { arrayOf, bool, int, objectOf, str, type JsonSchema, type ResponseMap } from '../../lib/openapi/responses.js';

/** Every SCIM answer is application/scim+json; a client that asks only for application/json gets that. */
export const SCIM_MEDIA = ['application/scim+json', 'application/json'];

export const scimUser = named(
  'ScimUser',
  objectOf(
    {
      schemas: arrayOf(str),
      id: str,
      externalId: str,
      userName: str,
      name: objectOf({ formatted: str, givenName: str, familyName: str }),
      displayName: str,
      emails: arrayOf(objectOf({ value: str, type: str, primary: bool })),
      phoneNumbers: arrayOf(objectOf({ value: str, type: str })),
      active: bool,
      meta: objectOf({ resourceType: str, created: str, lastModified: str, location: str }),
    },
    ['externalId', 'phoneNumbers'],
  ),
);

export const listResponse = (item: JsonSchema) =>
  objectOf({ schemas: arrayOf(str), totalResults: int, startIndex: int, itemsPerPage: int, Resources: arrayOf(item) });

export const scimDocument: JsonSchema = objectOf({ schemas: arrayOf(str) });

const scimError = objectOf(
  {
    schemas: arrayOf(str),
    status: str,
    scimType: str,
    detail: str,
    message: str,
    errors: { type: 'object', additionalProperties: arrayOf(str) },
  },
  ['scimType', 'errors'],
);

const TEXT: Record<number, string> = {
  400: 'Bad request: scimType invalidFilter, invalidSyntax, invalidPath, invalidValue, mutability or tooMany, and the detail.',
  401: 'No API token, or one that is wrong, revoked or expired.',
  403: "The token's service account lacks the permission (or would deactivate itself).",
  404: 'No user has this id.',
  409: 'uniqueness: another user has this userName (e-mail address).',
  413: 'The body is too large.',
  415: 'The body is not application/scim+json or application/json.',
  422: 'Not used by SCIM (bad input is 400); listed because every route with input may answer it.',
  429: "The API token's per-minute limit; Retry-After says when to try again.",
  503: 'The database is not available at the moment.',
  507: 'The server has no space left.',
};

/** SCIM's error under each of these codes. */
export function scimErrors(...codes: number[]): ResponseMap {
  return Object.fromEntries(
    codes.map((c) => [c, named(`ErrorScim${c}`, { ...scimError, description: TEXT[c] ?? 'Error.' })]),
  );
}
