import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';

const SECRET_FIELDS = new Set(['password', 'password_hash', 'token', 'token_hash']);

function redact(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (k, v) => (SECRET_FIELDS.has(k) ? '[redacted]' : v));
}

/** Writes one audit entry: who did what to which record, with the record before and after. */
export async function audit(
  db: Db | Transaction<Database> | Kysely<any>,
  request: FastifyRequest | null,
  entry: {
    action: string;
    entity: string;
    entityId?: string | number | null;
    before?: unknown;
    after?: unknown;
    actor?: { id: number | null; name: string | null };
  },
): Promise<void> {
  const actor =
    entry.actor ?? (request?.user ? { id: request.user.id, name: request.user.full_name } : { id: null, name: null });
  await (db as Db)
    .insertInto('audit_logs')
    .values({
      actor_id: actor.id,
      actor_name: actor.name,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: redact(entry.before),
      after: redact(entry.after),
      ip: request?.ip ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
