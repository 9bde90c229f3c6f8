/**
 * Webhook endpoints an administrator registers. The secret is stored as given (it must sign) and answered only when the
 * endpoint is created or its secret replaced; lists show it masked. The audit entry names the URL and the events, never
 * the secret.
 */
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { maskSecret } from '../../../domain/webhooks.js';
import type { Db } from '../../db/index.js';
import type { WebhookEndpointTable } from '../../db/webhookTypes.js';
import { audit } from '../../lib/audit.js';
import type { ListOptions } from '../../lib/crud.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { newWebhookSecret } from '../../lib/webhooks/signature.js';

export interface EndpointInput {
  url?: string;
  description?: string | null;
  secret?: string;
  events?: string[];
  active?: boolean;
}

type EndpointRow = Selectable<WebhookEndpointTable>;

/**
 * An absolute http(s) address. Private and loopback hosts are allowed on purpose: only an administrator registers an
 * endpoint, and receivers on the same network (or host) are the usual case; see docs/webhooks.md "Security".
 */
function checkUrl(raw: string): string {
  let url: URL | null = null;
  try {
    url = new URL(raw.trim());
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname)
    throw unprocessable({ url: ['Enter an http:// or https:// address.'] });
  return url.toString();
}

export async function presentEndpoints(db: Db, rows: EndpointRow[]) {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .selectFrom('webhook_deliveries')
        .select(['endpoint_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('endpoint_id', 'in', ids)
        .where('status', 'in', ['PENDING', 'SENDING', 'FAILED'])
        .groupBy(['endpoint_id', 'status'])
        .execute()
    : [];
  const count = (id: number, statuses: string[]) =>
    counts.filter((c) => c.endpoint_id === id && statuses.includes(c.status)).reduce((n, c) => n + Number(c.n), 0);
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    description: r.description,
    events: JSON.parse(r.events) as string[],
    active: r.active === 1,
    secret_hint: maskSecret(r.secret),
    pending: count(r.id, ['PENDING', 'SENDING']),
    failed: count(r.id, ['FAILED']),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

/** The endpoint list (schemas/webhook.ts webhookEndpointListSchema) for lib/crud's listRecords: each row presented. */
export const endpointListOptions = (db: Db): ListOptions => ({
  map: (rows: EndpointRow[]) => presentEndpoints(db, rows),
});

export async function findEndpoint(db: Db, id: number): Promise<EndpointRow> {
  const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Webhook endpoint not found.');
  return row;
}

export async function createEndpoint(db: Db, request: FastifyRequest, userId: number, input: EndpointInput) {
  const url = checkUrl(input.url ?? '');
  const secret = input.secret ?? newWebhookSecret();
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('webhook_endpoints')
      .values({
        url,
        description: input.description ?? null,
        secret,
        events: JSON.stringify(input.events ?? []),
        active: input.active === false ? 0 : 1,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, request, {
      action: 'webhook.create',
      entity: 'webhook_endpoint',
      entityId: row.id,
      after: { url, events: input.events, active: row.active === 1 },
    });
    return { row, secret };
  });
}

export async function updateEndpoint(db: Db, request: FastifyRequest, id: number, input: EndpointInput) {
  const before = await findEndpoint(db, id);
  const values: Partial<EndpointRow> = { updated_at: new Date().toISOString() };
  if (input.url !== undefined) values.url = checkUrl(input.url);
  if (input.description !== undefined) values.description = input.description;
  if (input.secret !== undefined) values.secret = input.secret;
  if (input.events !== undefined) values.events = JSON.stringify(input.events);
  if (input.active !== undefined) values.active = input.active ? 1 : 0;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('webhook_endpoints')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, request, {
      action: 'webhook.update',
      entity: 'webhook_endpoint',
      entityId: id,
      before: { url: before.url, events: JSON.parse(before.events), active: before.active === 1 },
      after: {
        url: row.url,
        events: JSON.parse(row.events),
        active: row.active === 1,
        ...(input.secret !== undefined ? { secret: 'replaced' } : {}),
      },
    });
    return row;
  });
}

export async function deleteEndpoint(db: Db, request: FastifyRequest, id: number) {
  const before = await findEndpoint(db, id);
  await db.transaction().execute(async (trx) => {
    // deliveries go with their endpoint (cascade); events nobody else is to receive go with them
    await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
    await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    await trx
      .deleteFrom('webhook_events')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('webhook_deliveries').select('id').whereRef('event_id', '=', 'webhook_events.id'))),
      )
      .execute();
    await audit(trx, request, {
      action: 'webhook.delete',
      entity: 'webhook_endpoint',
      entityId: id,
      before: { url: before.url, events: JSON.parse(before.events) },
    });
  });
}
