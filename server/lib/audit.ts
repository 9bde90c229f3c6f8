import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';

const SECRET_FIELDS = new Set(['password', 'password_hash', 'token', 'token_hash']);

function redact(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (k, v) => (SECRET_FIELDS.has(k) ? '[redacted]' : v));
}

interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  actor?: { id: number | null; name: string | null };
}

/** The user's name; a change made with an API token names the token too (it is how the service acted). */
function actorName(request: FastifyRequest): string {
  const user = request.user!;
  if (!user.api_token) return user.full_name;
  // The column holds 191 characters: shorten the person's name, never the token's (names are at most 100).
  const via = ` (API token "${user.api_token.name}")`;
  return user.full_name.slice(0, 191 - via.length) + via;
}

function auditRow(request: FastifyRequest | null, entry: AuditEntry, now: string) {
  const actor =
    entry.actor ?? (request?.user ? { id: request.user.id, name: actorName(request) } : { id: null, name: null });
  return {
    actor_id: actor.id,
    actor_name: actor.name,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: redact(entry.before),
    after: redact(entry.after),
    ip: request?.ip ?? null,
    created_at: now,
  };
}

/** Writes one audit entry: who did what to which record, with the record before and after. */
export async function audit(
  db: Db | Transaction<Database> | Kysely<any>,
  request: FastifyRequest | null,
  entry: AuditEntry,
): Promise<void> {
  await (db as Db)
    .insertInto('audit_logs')
    .values(auditRow(request, entry, new Date().toISOString()))
    .execute();
}

/** Many entries of one request (an import) in a few statements rather than one each. */
export async function auditMany(
  db: Db | Transaction<Database> | Kysely<any>,
  request: FastifyRequest | null,
  entries: AuditEntry[],
): Promise<void> {
  const now = new Date().toISOString();
  for (let i = 0; i < entries.length; i += 500)
    await (db as Db)
      .insertInto('audit_logs')
      .values(entries.slice(i, i + 500).map((e) => auditRow(request, e, now)))
      .execute();
}
