import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams, noBody } from '../../../schemas/common.js';
import { MSG } from '../../../domain/messages.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { errorResponses, ok, recordOf } from '../../lib/openapi/responses.js';
import { profileRecord } from '../../lib/openapi/records.js';
import { setUserActive } from '../../services/users/deactivation.js';
import { announceSessionsEnded } from '../../lib/sessions.js';
import { loadProfile } from './profile.js';

/**
 * The administrator's Deactivate and Reactivate of a user (docs/provisioning.md): the user keeps their records; a
 * deactivated one is signed out at once and cannot sign in. One's own account cannot be deactivated (403): an
 * administrator would lock themselves out with no one to let them back in.
 */
export default async function statusRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/user/:id/${action}`,
      {
        config: { permission: 'user.edit' },
        schema: {
          tags: ['users'],
          summary: active
            ? 'Reactivate a user (they may sign in again)'
            : 'Deactivate a user: their sessions and API tokens end at once, their records stay',
          params: idParams,
          body: noBody,
          response: { ...ok(recordOf(profileRecord)), ...errorResponses(403, 404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (id === app.requireUser(request).id) throw forbidden(MSG.deactivateOwn);
        const exists = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
        if (!exists) throw notFound('User not found.');
        const changed = await db.transaction().execute((trx) => setUserActive(trx, request, id, active));
        if (changed && !active) announceSessionsEnded(app, id);
        return {
          data: await loadProfile(db, id),
          message: active ? MSG.userReactivated : MSG.userDeactivated,
        };
      },
    );
  }
}
