/** Errors that carry an HTTP status and, for 422, field messages in the API's `{ message, errors }` shape. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** More of the answer's body beside `message` (a stale version's current `version`). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);
export const unprocessable = (errors: Record<string, string[]>, message?: string) =>
  new HttpError(422, message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new HttpError(403, message);
export const notFound = (message = 'Record not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/**
 * 409 for a save made on a version that is no longer the record's: the answer carries the record's current `version`,
 * so a client that saved offline can load it, merge and save again (docs/offline-sync.md).
 */
export const staleVersion = (message: string, version: number | null | undefined) =>
  new HttpError(409, message, undefined, typeof version === 'number' ? { version } : undefined);
