/**
 * Administrators' side of API tokens: the list (never a secret — the secret is not stored), creating one (the token
 * is answered once, here, and only its hash kept) and revoking one. A token's user is a service account: an ordinary
 * user of a role, so what the token may do and see is exactly what that user may (the auth plugin loads the user).
 */
import type { FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import type { ListOptions } from '../../lib/crud.js';
import { displayPrefix, newApiToken } from '../../lib/apiTokens.js';
import { audit } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';

/** The longest life a token may be given: an integrator renews it at least every two years. */
export const MAX_TOKEN_DAYS = 730;
const DAY_MS = 86_400_000;

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

export interface ApiTokenRecord {
  id: number;
  name: string;
  prefix: string;
  status: ApiTokenStatus;
  user: { id: number; full_name: string; email: string; role_name: string | null };
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  created_by: { id: number; full_name: string } | null;
  created_at: string;
}

export interface ApiTokenInput {
  name: string;
  user_id: number;
  expires_in_days: number;
}

/** The joins and columns a token's record is built from, on a query of `api_tokens` (the list's or one token's). */
function withJoins(qb: SelectQueryBuilder<Database, 'api_tokens', object>) {
  return qb
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('users as creators', 'creators.id', 'api_tokens.created_by')
    .select([
      'api_tokens.id',
      'api_tokens.name',
      'api_tokens.lookup_id',
      'api_tokens.expires_at',
      'api_tokens.last_used_at',
      'api_tokens.revoked_at',
      'api_tokens.created_at',
      'users.id as user_id',
      'users.full_name as user_full_name',
      'users.email as user_email',
      'roles.name as role_name',
      'creators.id as creator_id',
      'creators.full_name as creator_name',
    ]);
}
const baseQuery = (db: Db) => withJoins(db.selectFrom('api_tokens'));
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function present(row: Row, now = new Date().toISOString()): ApiTokenRecord {
  return {
    id: row.id,
    name: row.name,
    prefix: displayPrefix(row.lookup_id),
    status: row.revoked_at ? 'revoked' : row.expires_at <= now ? 'expired' : 'active',
    user: { id: row.user_id, full_name: row.user_full_name, email: row.user_email, role_name: row.role_name },
    expires_at: row.expires_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
    created_by: row.creator_id === null ? null : { id: row.creator_id, full_name: row.creator_name! },
    created_at: row.created_at,
  };
}

/** The token list (schemas/apiToken.ts apiTokenListSchema) for lib/crud's listRecords: every token, never a secret. */
export const apiTokenListOptions: ListOptions = {
  select: withJoins,
  map: (rows: Row[]) => {
    const now = new Date().toISOString();
    return rows.map((r) => present(r, now));
  },
};

async function findApiToken(db: Db, id: number): Promise<ApiTokenRecord> {
  const row = await baseQuery(db).where('api_tokens.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('API token not found.');
  return present(row);
}

/** Creates a token for the service account; answers the record and the token itself, which is never shown again. */
export async function createApiToken(
  db: Db,
  request: FastifyRequest,
  input: ApiTokenInput,
): Promise<ApiTokenRecord & { token: string }> {
  const errors: Record<string, string[]> = {};
  const name = input.name.trim();
  if (!name) errors.name = ['This field is required.'];
  else {
    // The name is what the audit log shows for the token's use: two tokens of one name could not be told apart.
    const taken = await db
      .selectFrom('api_tokens')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
    if (taken) errors.name = ['An API token with this name already exists.'];
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'deactivated_at'])
    .where('id', '=', input.user_id)
    .executeTakeFirst();
  if (!user) errors.user_id = ['The selected user does not exist.'];
  else if (user.deactivated_at) errors.user_id = ['The selected user is deactivated.'];
  if (Object.keys(errors).length) throw unprocessable(errors);

  const { token, lookupId, hash } = newApiToken();
  const now = new Date();
  const inserted = await db
    .insertInto('api_tokens')
    .values({
      user_id: input.user_id,
      name,
      lookup_id: lookupId,
      token_hash: hash,
      expires_at: new Date(now.getTime() + input.expires_in_days * DAY_MS).toISOString(),
      last_used_at: null,
      revoked_at: null,
      revoked_by: null,
      created_by: request.user?.id ?? null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const record = await findApiToken(db, inserted.id);
  await audit(db, request, { action: 'create', entity: 'api_token', entityId: record.id, after: record });
  return { ...record, token };
}

/** Revokes a token at once, on every instance (each request reads the row). Revoking a revoked token changes nothing. */
export async function revokeApiToken(db: Db, request: FastifyRequest, id: number): Promise<ApiTokenRecord> {
  const before = await findApiToken(db, id);
  if (before.revoked_at) return before;
  await db
    .updateTable('api_tokens')
    .set({ revoked_at: new Date().toISOString(), revoked_by: request.user?.id ?? null })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  const after = await findApiToken(db, id);
  await audit(db, request, { action: 'revoke', entity: 'api_token', entityId: id, before, after });
  return after;
}
