/**
 * SCIM's own error answer (RFC 7644 §3.12): `{ schemas: [Error], status: "400", scimType?, detail }`. The API's
 * `message` is kept beside `detail` (the same text), so the answer is also the error envelope every route documents.
 */
export const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue';

export class ScimError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly scimType?: ScimType,
  ) {
    super(message);
  }
}

export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');

export function scimErrorBody(status: number, detail: string, scimType?: ScimType) {
  return { schemas: [SCIM_ERROR], status: String(status), ...(scimType && { scimType }), detail, message: detail };
}
