import zlib from 'node:zlib';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { hashPassword } from '../../server/lib/tokens.js';
import type { TestApp } from '../support/testApp.js';

/** Fills `:param` segments with 1 and drops a trailing wildcard, so any declared route can be called. */
export const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, '');

/** Creates a role with exactly these permission slugs (none by default) and a user holding it; answers the user id and a token. */
export async function userWithPermissions(
  t: TestApp,
  slugs: string[] = [],
  tag = `r${Math.random().toString(36).slice(2, 8)}`,
) {
  const now = new Date().toISOString();
  const role = await t.db
    .insertInto('roles')
    .values({
      name: `Role ${tag}`,
      slug: `ROLE-${tag.toUpperCase()}`,
      description: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (slugs.length) {
    const perms = await t.db.selectFrom('permissions').select('id').where('slug', 'in', slugs).execute();
    if (perms.length !== slugs.length) throw new Error(`unknown permission among ${slugs.join(', ')}`);
    await t.db
      .insertInto('role_permissions')
      .values(perms.map((p) => ({ role_id: role.id, permission_id: p.id })))
      .execute();
  }
  const email = `${tag.toLowerCase()}@caretaker.test`;
  const { userId, token } = await userOfRole(t, role.id, email);
  return { roleId: role.id, userId, email, token };
}

/** A user of an existing role (demo password; no school, contractor or zone unless given); answers its id and a token. */
export async function userOfRole(
  t: TestApp,
  roleId: number,
  email: string,
  extra: { contractor?: string | null; zone_in_charge?: string[] } = {},
) {
  const now = new Date().toISOString();
  const user = await t.db
    .insertInto('users')
    .values({
      full_name: `User ${email.split('@')[0]}`,
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      designation: null,
      mobile_no: null,
      role_id: roleId,
      school_id: null,
      contractor: extra.contractor ?? null,
      zone_in_charge: JSON.stringify(extra.zone_in_charge ?? []),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, token: await t.login(email) };
}

/** Row count of every table in the test database (its own PostgreSQL schema, or the SQLite file). */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const names = process.env.DATABASE_URL
    ? (
        await sql<{
          n: string;
        }>`select table_name as n from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
          t.db,
        )
      ).rows
    : (
        await sql<{
          n: string;
        }>`select name as n from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db)
      ).rows;
  const out: Record<string, number> = {};
  for (const { n } of names) {
    const r = await sql<{ c: number }>`select count(*) as c from ${sql.table(n)}`.execute(t.db);
    out[n] = Number(r.rows[0]?.c);
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid PNG of one RGBA pixel (signature, IHDR, IDAT, IEND with real CRCs). */
export function onePixelPng(rgba: [number, number, number, number] = [0, 0, 0, 255]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.from([0, ...rgba]); // filter byte 0, then the pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Sends a FormData through app.inject as a real multipart body (serialised by the platform's Request). */
export async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

/** The school of the demo operations manager (the seed puts one OM per school; this one signs in as OPERATIONS-MANAGER). */
export async function omSchoolId(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('school_id')
    .where('email', '=', 'operations-manager@caretaker.test')
    .executeTakeFirstOrThrow();
  return row.school_id!;
}

/** A new REGULAR checklist at the OM's school with the demo technician as member; its id and its first item's. */
export async function newInspection(t: TestApp, token: string): Promise<{ id: number; subItemId: number }> {
  const template = await t.db
    .selectFrom('checklists')
    .select('id')
    .where('type', '=', 'REGULAR')
    .executeTakeFirstOrThrow();
  const member = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'technician@caretaker.test')
    .executeTakeFirstOrThrow();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inspection-schedule',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      checklist_id: template.id,
      school_id: await omSchoolId(t),
      members: [member.id],
      check_in: '2026-03-02 08:00',
    },
  });
  if (res.statusCode !== 201) throw new Error(`inspection not created: ${res.body}`);
  const id = res.json().data.id as number;
  const sub = await t.db
    .selectFrom('inspection_sub_items')
    .select('id')
    .where('inspection_id', '=', id)
    .where('header', '=', 0)
    .executeTakeFirstOrThrow();
  return { id, subItemId: sub.id };
}

/** POSTs text fields (and, under `photoField`, one PNG) as a real multipart form. */
export async function postForm(
  t: TestApp,
  url: string,
  token: string,
  fields: Record<string, string>,
  photo?: { field: string; png: Buffer },
) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (photo) f.append(photo.field, new Blob([new Uint8Array(photo.png)]), 'form.png');
  const { payload, headers } = await multipart(f);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}
