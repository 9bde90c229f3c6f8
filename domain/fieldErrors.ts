/**
 * A `{ field: [message] }` map without a prototype: field names come from request bodies, and a plain object would
 * already "have" `constructor`, `toString`, `__proto__`… before any message was added.
 */
export type FieldErrors = Record<string, string[]>;

export const emptyFieldErrors = (): FieldErrors => Object.create(null) as FieldErrors;
