import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { MSG } from '../../domain/messages.js';
import type { PermissionSlug } from '../../domain/permissions.js';
import { signUrl, StreamTickets, ticketSecret, verifyUrl, type TicketHolder } from '../lib/tickets.js';
import { hashToken } from '../lib/tokens.js';
import { API_TOKEN_PREFIX } from '../lib/apiTokens.js';
import { checkApiToken } from '../services/apiTokens/authenticate.js';
import { recordApiTokenUse } from '../services/apiTokens/use.js';
import { BUS_RESUMED } from './clusterBus.js';

export interface AuthUser {
  id: number;
  full_name: string;
  email: string;
  role_id: number | null;
  role_slug: string | null;
  role_name: string | null;
  school_id: number | null;
  contractor: string | null;
  zone_in_charge: string[];
  session_id: number;
  login_id: string;
  permissions: ReadonlySet<string>;
  /** Set when the request came with a service account's API token (no session: session_id 0). */
  api_token?: { id: number; name: string };
}

/**
 * Every /api route declares who may call it in its `config`:
 * `{ auth: 'public' }`, `{ auth: 'user' }` (any signed-in user) or `{ permission: 'user.view' }`.
 * A route without a declaration refuses to register, so no route can be left open by accident.
 */
export interface RouteAccess {
  auth?: 'public' | 'user';
  permission?: PermissionSlug | readonly PermissionSlug[];
  /**
   * Besides the bearer header, accept `?ticket=`: 'url' a signed URL from `POST /api/file-tickets` (a link the
   * browser opens itself), 'stream' a one-time ticket from `POST /api/notifications/stream-ticket` (EventSource).
   * The session token itself is never accepted in a URL.
   */
  ticket?: 'url' | 'stream';
  /** The message of an invalid e-mail in this route's 422 (the users area words it its own way, spec part 1 §5). */
  emailMessage?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyInstance {
    /** Every /api route with its declared access, for the route-permission test and the OpenAPI document. */
    apiRoutes: { method: string; url: string; access: RouteAccess }[];
    invalidatePermissions(roleId?: number): void;
    requireUser(request: FastifyRequest): AuthUser;
    /** `url` (a GET route declaring `ticket: 'url'`) signed for this user's session, valid five minutes at most. */
    signUrl(user: AuthUser, url: string): { url: string; expiresAt: Date };
    streamTickets: StreamTickets;
    /**
     * The user as a job acting for them sees themselves (their role's permissions and scope now, no session): a
     * background export is scoped like the list its owner would read. Null when the user is gone or deactivated.
     */
    userForJob(userId: number): Promise<AuthUser | null>;
  }
}

export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorate('apiRoutes', []);

  const rolePermissions = new Map<number, Set<string>>();
  // Every instance caches role permissions; a change made on one is announced to all (this one included).
  const forget = (roleId?: number | null) => {
    if (roleId === undefined || roleId === null) rolePermissions.clear();
    else rolePermissions.delete(roleId);
  };
  app.clusterBus.subscribe('permissions', (payload) => forget((payload as { roleId?: number | null }).roleId));
  // A change announced while this instance's bus was down never arrived: a revoked permission must not outlive it.
  app.clusterBus.subscribe(BUS_RESUMED, () => forget());
  app.decorate('invalidatePermissions', (roleId?: number) => {
    forget(roleId);
    app.clusterBus
      .publish('permissions', { roleId: roleId ?? null })
      .catch((err) => app.log.error({ err }, 'permission change not announced'));
  });
  app.decorate('requireUser', (request: FastifyRequest) => {
    if (!request.user) throw Object.assign(new Error(MSG.unauthorized), { statusCode: 401 });
    return request.user;
  });

  const secret = ticketSecret(app.config.ticketSecret);
  app.decorate('signUrl', (user: AuthUser, url: string) =>
    signUrl(secret, url, { userId: user.id, sessionId: user.session_id }),
  );
  app.decorate('streamTickets', new StreamTickets(app.db));

  async function permissionsOf(roleId: number | null): Promise<Set<string>> {
    if (roleId === null) return new Set();
    const cached = rolePermissions.get(roleId);
    if (cached) return cached;
    const rows = await app.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select('permissions.slug')
      .where('role_permissions.role_id', '=', roleId)
      .execute();
    const set = new Set(rows.map((r) => r.slug));
    rolePermissions.set(roleId, set);
    return set;
  }

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // The OpenAPI pages are public; they describe the API and carry no data.
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config ?? {}), auth: 'public' };
    const access = (route.config ?? {}) as RouteAccess;
    if (!access.auth && !access.permission)
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) if (m !== 'HEAD') app.apiRoutes.push({ method: m, url: route.url, access });
  });

  const userColumns = [
    'users.id',
    'users.full_name',
    'users.email',
    'users.role_id',
    'users.school_id',
    'users.contractor',
    'users.zone_in_charge',
    'roles.slug as role_slug',
    'roles.name as role_name',
  ] as const;
  type UserRow = {
    id: number;
    full_name: string;
    email: string;
    role_id: number | null;
    school_id: number | null;
    contractor: string | null;
    zone_in_charge: string;
    role_slug: string | null;
    role_name: string | null;
  };
  const toAuthUser = async (row: UserRow, session: { session_id: number; login_id: string }): Promise<AuthUser> => ({
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    role_id: row.role_id,
    role_slug: row.role_slug,
    role_name: row.role_name,
    school_id: row.school_id,
    contractor: row.contractor,
    zone_in_charge: safeJsonArray(row.zone_in_charge),
    session_id: session.session_id,
    login_id: session.login_id,
    permissions: await permissionsOf(row.role_id),
  });

  /** The user of a live session, found by its token (bearer header) or by what a ticket names. */
  async function loadUser(by: { token: string } | TicketHolder): Promise<AuthUser | null> {
    let query = app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('roles', 'roles.id', 'users.role_id')
      .select(['sessions.id as session_id', 'sessions.login_id', 'sessions.expires_at', 'sessions.revoked_at'])
      .select(userColumns);
    query =
      'token' in by
        ? query.where('sessions.token_hash', '=', hashToken(by.token))
        : query.where('sessions.id', '=', by.sessionId).where('sessions.user_id', '=', by.userId);
    // A deactivated user's sessions were revoked when they were deactivated; checked here too, so a session that
    // slipped past (issued while the deactivation committed) never authenticates either.
    query = query.where('users.deactivated_at', 'is', null);
    const row = await query.executeTakeFirst();
    if (!row || row.revoked_at || row.expires_at <= new Date().toISOString()) return null;
    return toAuthUser(row, row);
  }

  app.decorate('userForJob', async (userId: number) => {
    const row = await app.db
      .selectFrom('users')
      .leftJoin('roles', 'roles.id', 'users.role_id')
      .select(userColumns)
      .where('users.id', '=', userId)
      // A deactivated user is gone for their jobs and API tokens alike: the job stops, the token is answered 401.
      .where('users.deactivated_at', 'is', null)
      .executeTakeFirst();
    return row ? toAuthUser(row, { session_id: 0, login_id: '' }) : null;
  });

  /** Requests made with an API token, and whether each was the token's first in its rate window. */
  const tokenUses = new WeakMap<FastifyRequest, boolean>();
  // Before the answer leaves (not after): the client that got its answer finds the use in the audit log.
  app.addHook('onSend', async (request, reply, payload) => {
    const firstInWindow = tokenUses.get(request);
    if (firstInWindow === undefined) return payload;
    tokenUses.delete(request);
    await recordApiTokenUse(app.db, request, reply.statusCode, firstInWindow).catch((err) =>
      request.log.error({ err }, 'API token use not audited'),
    );
    return payload;
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config as RouteAccess | undefined;
    // Judge by the matched route, not the raw URL: the UI's static wildcard route also sees /api/... misses.
    if (!request.routeOptions.url?.startsWith('/api') || !access || access.auth === 'public') return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    // The hook runs before the route's querystring is parsed against its schema: the raw query is read as it came.
    const query: unknown = request.query;
    const ticket =
      !token && access.ticket && typeof query === 'object' && query !== null && 'ticket' in query
        ? query.ticket
        : undefined;
    let holder: TicketHolder | null = null;
    if (typeof ticket === 'string')
      holder =
        access.ticket === 'stream' ? await app.streamTickets.consume(ticket) : verifyUrl(secret, request.url, ticket);
    let user: AuthUser | null;
    if (token?.startsWith(API_TOKEN_PREFIX)) {
      // A service account's API token: its own checks and rate limit, never the sign-in throttle.
      const check = await checkApiToken(app.db, token, app.config.apiTokenRatePerMinute);
      if (!check.ok) {
        if (check.status === 429) reply.header('retry-after', String(check.retryAfterSeconds));
        return reply.code(check.status).send({ message: check.message });
      }
      const owner = await app.userForJob(check.token.userId);
      user = owner && { ...owner, api_token: { id: check.token.id, name: check.token.name } };
      tokenUses.set(request, check.firstInWindow);
    } else user = token ? await loadUser({ token }) : holder ? await loadUser(holder) : null;
    if (!user) return reply.code(401).send({ message: MSG.unauthorized });
    request.user = user;
    // From here on, every log line of this request (its "request completed" too) names the user.
    request.log = request.log.child({ userId: user.id, ...(user.api_token && { apiTokenId: user.api_token.id }) });
    reply.log = request.log;
    if (access.permission) {
      const needed = typeof access.permission === 'string' ? [access.permission] : access.permission;
      if (!needed.some((p) => user.permissions.has(p))) {
        return reply.code(403).send({ message: 'You do not have permission to perform this action.' });
      }
    }
  });

  // Keep expired sessions from piling up; cheap enough to run at start and hourly.
  const purge = () =>
    app.db
      .deleteFrom('sessions')
      .where(sql<boolean>`expires_at < ${new Date(Date.now() - 86400_000).toISOString()}`)
      .execute()
      .catch(() => undefined);
  const timer = setInterval(purge, 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});

export function safeJsonArray(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}
