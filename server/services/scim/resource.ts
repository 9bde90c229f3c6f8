/**
 * A Caretaker user as a SCIM User (RFC 7643 §4.1) and back. `userName` is the e-mail address (what the user signs in
 * with); role, zones, school and contractor travel in Caretaker's extension. What a directory sends is read into
 * a `UserDraft` — the user's fields in Caretaker's words — which the user service's rules then check.
 */
import type { FastifyRequest } from 'fastify';
import { safeJsonArray } from '../../plugins/auth.js';
import { invalidValue } from './errors.js';

export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const CARETAKER_USER = 'urn:ietf:params:scim:schemas:extension:caretaker:2.0:User';
export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** The extension's attributes, in the words of the administrator's user form. */
export interface CaretakerAttributes {
  /** The role's slug (e.g. OPERATIONS-MANAGER). */
  role: string | null;
  zones: string[];
  /** The school's slug (an operations manager's school). */
  school: string | null;
  contractor: string | null;
  designation: string | null;
}

/** A user in Caretaker's words, as stored or as a directory wants it. */
export interface UserDraft {
  email: string;
  fullName: string;
  externalId: string | null;
  mobile: string | null;
  active: boolean;
  ext: CaretakerAttributes;
}

export interface ScimUserRow {
  id: number;
  full_name: string;
  email: string;
  designation: string | null;
  mobile_no: string | null;
  contractor: string | null;
  zone_in_charge: string;
  created_at: string;
  updated_at: string;
  deactivated_at: string | null;
  external_id: string | null;
  role_slug: string | null;
  school_slug: string | null;
}

export function draftOf(row: ScimUserRow): UserDraft {
  return {
    email: row.email,
    fullName: row.full_name,
    externalId: row.external_id,
    mobile: row.mobile_no,
    active: !row.deactivated_at,
    ext: {
      role: row.role_slug,
      zones: safeJsonArray(row.zone_in_charge),
      school: row.school_slug,
      contractor: row.contractor,
      designation: row.designation,
    },
  };
}

/** The absolute address of a user, as `meta.location` and the `Location` header give it. */
export const locationOf = (request: FastifyRequest, id: number) =>
  `${request.protocol}://${request.host}/api/scim/v2/Users/${id}`;

export function presentUser(row: ScimUserRow, request: FastifyRequest) {
  const d = draftOf(row);
  const [givenName, ...family] = d.fullName.split(/\s+/);
  return {
    schemas: [CORE_USER, CARETAKER_USER],
    id: String(row.id),
    ...(d.externalId !== null && { externalId: d.externalId }),
    userName: d.email,
    name: { formatted: d.fullName, givenName, familyName: family.join(' ') },
    displayName: d.fullName,
    emails: [{ value: d.email, type: 'work', primary: true }],
    ...(d.mobile && { phoneNumbers: [{ value: d.mobile, type: 'mobile' }] }),
    active: d.active,
    [CARETAKER_USER]: d.ext,
    meta: {
      resourceType: 'User',
      created: row.created_at,
      lastModified: row.updated_at,
      location: locationOf(request, row.id),
    },
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Attribute names are case-insensitive (RFC 7643 §2.1): the value of `name` in `obj`, whatever its case. */
export function attr(obj: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(obj).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : obj[key];
}

const text = (v: unknown, name: string): string => {
  if (typeof v !== 'string') throw invalidValue(`${name} must be a string.`);
  return v;
};
const textOrNull = (v: unknown, name: string): string | null => (v === null ? null : text(v, name));

/** A boolean as SCIM sends it, or as Microsoft Entra ID does in PATCH ("True" / "False"). */
export function booleanOf(v: unknown, name: string): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  throw invalidValue(`${name} must be true or false.`);
}

/** The primary (else the first, else the work) value of a multi-valued attribute such as emails. */
export function primaryValue(v: unknown, name: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) throw invalidValue(`${name} must be a list.`);
  const items = v.filter(isObject);
  const chosen = items.find((i) => attr(i, 'primary') === true) ?? items[0];
  if (!chosen) return undefined;
  return text(attr(chosen, 'value'), `${name}.value`);
}

/** The full name from displayName, else name.formatted, else given and family names. */
export function fullNameOf(body: Record<string, unknown>): string | undefined {
  const display = attr(body, 'displayName');
  if (display !== undefined && display !== null) return text(display, 'displayName');
  const name = attr(body, 'name');
  if (name === undefined || name === null) return undefined;
  if (!isObject(name)) throw invalidValue('name must be an object.');
  const formatted = attr(name, 'formatted');
  if (formatted !== undefined && formatted !== null) return text(formatted, 'name.formatted');
  const parts = [attr(name, 'givenName'), attr(name, 'familyName')].filter((p) => p !== undefined && p !== null);
  return parts.length ? parts.map((p) => text(p, 'name')).join(' ') : undefined;
}

/** The extension's attributes that `value` carries, over `current`. */
export function readExtension(value: unknown, current: CaretakerAttributes): CaretakerAttributes {
  if (value === undefined || value === null) return current;
  if (!isObject(value)) throw invalidValue(`${CARETAKER_USER} must be an object.`);
  const out = { ...current };
  for (const [key, v] of Object.entries(value)) setExtensionAttribute(out, key, v);
  return out;
}

export function setExtensionAttribute(ext: CaretakerAttributes, key: string, v: unknown): void {
  const name = key.toLowerCase();
  if (name === 'zones') {
    if (v === null) ext.zones = [];
    else if (!Array.isArray(v) || v.some((z) => typeof z !== 'string'))
      throw invalidValue('zones must be a list of zones.');
    else ext.zones = v as string[];
  } else if (name === 'role') ext.role = textOrNull(v, 'role');
  else if (name === 'school') ext.school = textOrNull(v, 'school');
  else if (name === 'contractor') ext.contractor = textOrNull(v, 'contractor');
  else if (name === 'designation') ext.designation = textOrNull(v, 'designation');
  else throw invalidValue(`${CARETAKER_USER} has no attribute ${key}.`);
}

/**
 * A whole User as POST and PUT send it, over `current` (PUT) or nothing (POST). What PUT leaves out of the extension
 * stays as it is: a directory that maps no role must not strip a user's role by updating their name.
 */
export function readUser(body: Record<string, unknown>, current: UserDraft | null): UserDraft {
  const userName = attr(body, 'userName');
  const email =
    userName !== undefined && userName !== null
      ? text(userName, 'userName')
      : primaryValue(attr(body, 'emails'), 'emails');
  const fullName = fullNameOf(body);
  const active = attr(body, 'active');
  const externalId = attr(body, 'externalId');
  const phones = attr(body, 'phoneNumbers');
  if (email === undefined && !current) throw invalidValue('userName (the e-mail address) is required.');
  if (fullName === undefined && !current) throw invalidValue('displayName or name is required.');
  const base: UserDraft = current ?? {
    email: '',
    fullName: '',
    externalId: null,
    mobile: null,
    active: true,
    ext: { role: null, zones: [], school: null, contractor: null, designation: null },
  };
  return {
    email: email ?? base.email,
    fullName: fullName ?? base.fullName,
    externalId: externalId === undefined ? (current ? null : base.externalId) : textOrNull(externalId, 'externalId'),
    mobile: phones === undefined ? (current ? null : base.mobile) : (primaryValue(phones, 'phoneNumbers') ?? null),
    active: active === undefined || active === null ? true : booleanOf(active, 'active'),
    ext: readExtension(attr(body, CARETAKER_USER), base.ext),
  };
}
