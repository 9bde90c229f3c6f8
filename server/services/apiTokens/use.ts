/**
 * The audit trail of a token's use (README "Integrating → API tokens"). Every use stamps the token's `last_used_at`
 * (authenticate.ts); the audit log gets one entry per write request made with the token (method, route, answer) and
 * one per minute in which the token read anything — one row per GET would fill the log with an integrator's polling.
 * Entries the areas write themselves name the actor with the token too (server/lib/audit.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { audit } from '../../lib/audit.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function recordApiTokenUse(
  db: Db,
  request: FastifyRequest,
  statusCode: number,
  firstInWindow: boolean,
): Promise<void> {
  const token = request.user?.api_token;
  if (!token) return;
  const read = READS.has(request.method);
  if (read && !firstInWindow) return;
  await audit(db, request, {
    action: read ? 'api_token.read' : 'api_token.write',
    entity: 'api_token',
    entityId: token.id,
    after: { token_name: token.name, method: request.method, route: request.routeOptions.url, status: statusCode },
  });
}
