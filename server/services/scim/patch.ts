/**
 * PATCH of a User (RFC 7644 §3.5.2): `add`, `replace` and `remove` operations applied to the user's draft, which then
 * goes through the same checks as a PUT. Both forms directories send are read: with a `path`
 * (`{"op":"replace","path":"active","value":false}`) and without one, the value an object of attributes
 * (`{"op":"Replace","value":{"active":false}}`, Microsoft Entra ID's form, op names capitalised, booleans as "False").
 */
import { ScimError, invalidValue } from './errors.js';
import {
  CARETAKER_USER,
  attr,
  booleanOf,
  fullNameOf,
  primaryValue,
  readExtension,
  setExtensionAttribute,
  type UserDraft,
} from './resource.js';

const CORE_PREFIX = 'urn:ietf:params:scim:schemas:core:2.0:user:';
const EXT = CARETAKER_USER.toLowerCase();

type Op = 'add' | 'replace' | 'remove';

const text = (v: unknown, name: string) => {
  if (typeof v !== 'string') throw invalidValue(`${name} must be a string.`);
  return v;
};
const badPath = (path: string) =>
  new ScimError(400, `The path ${path} names no attribute this server keeps.`, 'invalidPath');

export function applyPatch(current: UserDraft, body: Record<string, unknown>): UserDraft {
  const operations = attr(body, 'Operations');
  if (!Array.isArray(operations) || operations.length === 0)
    throw new ScimError(400, 'Operations must be a non-empty list of operations.', 'invalidSyntax');
  if (operations.length > 100) throw new ScimError(400, 'At most 100 operations at once.', 'tooMany');
  const draft: UserDraft = { ...current, ext: { ...current.ext } };
  const names: { given?: string; family?: string; whole?: boolean } = {};

  const set = (op: Op, rawPath: string, value: unknown) => {
    const path = rawPath.trim().toLowerCase().replace(CORE_PREFIX, '');
    if (op === 'remove') return remove(path, rawPath);
    if (path === 'active') draft.active = booleanOf(value, 'active');
    else if (path === 'username') draft.email = text(value, 'userName');
    else if (path === 'displayname' || path === 'name.formatted') {
      draft.fullName = text(value, rawPath);
      names.whole = true;
    } else if (path === 'name') {
      const full = fullNameOf({ name: value });
      if (full !== undefined) {
        draft.fullName = full;
        names.whole = true;
      }
    } else if (path === 'name.givenname') names.given = text(value, 'name.givenName');
    else if (path === 'name.familyname') names.family = text(value, 'name.familyName');
    else if (path === 'emails')
      draft.email = primaryValue(Array.isArray(value) ? value : [value], 'emails') ?? draft.email;
    else if (/^emails(\[[^\]]*\])?\.value$/.test(path)) draft.email = text(value, 'emails.value');
    else if (path === 'externalid') draft.externalId = value === null ? null : text(value, 'externalId');
    else if (path === 'phonenumbers')
      draft.mobile = primaryValue(Array.isArray(value) ? value : [value], 'phoneNumbers') ?? null;
    else if (/^phonenumbers(\[[^\]]*\])?\.value$/.test(path))
      draft.mobile = value === null ? null : text(value, 'phoneNumbers.value');
    else if (path === EXT) draft.ext = readExtension(value, draft.ext);
    else if (path.startsWith(`${EXT}:`)) setExtensionAttribute(draft.ext, path.slice(EXT.length + 1), value);
    else throw badPath(rawPath);
  };

  const remove = (path: string, rawPath: string) => {
    if (path === 'externalid') draft.externalId = null;
    else if (path === 'phonenumbers' || /^phonenumbers(\[[^\]]*\])?(\.value)?$/.test(path)) draft.mobile = null;
    else if (path.startsWith(`${EXT}:`)) {
      const name = path.slice(EXT.length + 1);
      setExtensionAttribute(draft.ext, name, name === 'zones' ? [] : null);
    } else if (
      ['active', 'username', 'displayname', 'name', 'emails'].some((p) => path === p || path.startsWith(`${p}.`))
    )
      throw new ScimError(400, `${rawPath} is required and cannot be removed.`, 'mutability');
    else throw badPath(rawPath);
  };

  for (const operation of operations) {
    if (typeof operation !== 'object' || operation === null || Array.isArray(operation))
      throw new ScimError(400, 'Each operation is an object with op, path and value.', 'invalidSyntax');
    const o = operation as Record<string, unknown>;
    const op = String(attr(o, 'op') ?? '').toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw new ScimError(
        400,
        `The operation ${String(attr(o, 'op'))} is not add, replace or remove.`,
        'invalidSyntax',
      );
    const path = attr(o, 'path');
    const value = attr(o, 'value');
    if (path !== undefined && path !== null && path !== '') set(op, text(path, 'path'), value);
    else if (op === 'remove') throw new ScimError(400, 'A remove operation names its path.', 'noTarget');
    else if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new ScimError(
        400,
        'An operation without a path carries an object of attributes as its value.',
        'invalidSyntax',
      );
    else for (const [key, v] of Object.entries(value)) set(op, key, v);
  }
  // Given and family names alone (a directory that keeps them apart) make the full name, unless it came whole.
  if (!names.whole && (names.given !== undefined || names.family !== undefined)) {
    const [given, ...family] = current.fullName.split(/\s+/);
    draft.fullName = `${names.given ?? given} ${names.family ?? family.join(' ')}`.trim();
  }
  return draft;
}
