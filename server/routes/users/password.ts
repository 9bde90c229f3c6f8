import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { MSG } from '../../../domain/messages.js';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '../../../domain/password.js';
import { audit } from '../../lib/audit.js';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { revokeSessions } from '../../lib/sessions.js';
import { hashPassword, verifyPassword } from '../../lib/tokens.js';
import { dataMessage, errorResponses, ok } from '../../lib/openapi/responses.js';
import { SignInThrottle } from '../auth/throttle.js';

export default async function passwordRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  // A guess at the current password is a guess at the account's password: the sign-in keys count it.
  const throttle = new SignInThrottle(app.db, app.config.loginRateLimit);
  app.put(
    '/user/change-password/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        params: idParams,
        body: {
          type: 'object',
          required: ['current_password', 'new_password', 'confirm_password'],
          properties: {
            current_password: { type: 'string', minLength: 1, maxLength: 1024 },
            new_password: { type: 'string', maxLength: 128 },
            confirm_password: { type: 'string', maxLength: 128 },
            password_reset: { type: 'boolean' },
          },
        },
        summary: "Change one's own password",
        response: { ...ok(dataMessage), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = app.requireUser(request);
      // Only the owner changes a password this way: it needs the current one.
      if (user.id !== id) throw forbidden();
      const body = request.body;
      const row = await app.db
        .selectFrom('users')
        .select(['password_hash', 'email'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound();
      const admission = await throttle.admitSignIn(row.email, request.ip, await throttle.isKnownIp(id, request.ip));
      if (!admission.admitted)
        return reply
          .code(429)
          .header('retry-after', String(admission.retryAfterSeconds))
          .send({ message: MSG.loginThrottled });
      if (!(await verifyPassword(row.password_hash, body.current_password)))
        throw unprocessable({ current_password: [MSG.currentPasswordWrong] });
      await throttle.succeeded(admission, id, request.ip);
      if (!isStrongPassword(body.new_password)) throw unprocessable({ new_password: [PASSWORD_RULE_MESSAGE] });
      if (body.new_password !== body.confirm_password)
        throw unprocessable({ confirm_password: [MSG.passwordMismatch] });
      const now = new Date().toISOString();
      const hash = await hashPassword(body.new_password);
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: hash, updated_at: now }).where('id', '=', id).execute();
        // Other sessions end; the one in use stays so the user is not thrown out mid-task.
        await revokeSessions(trx, id, { keep: user.session_id, now });
        await audit(trx, request, { action: 'user.password_change', entity: 'user', entityId: id });
      });
      return { message: MSG.passwordUpdated, data: { message: MSG.passwordUpdated } };
    },
  );
}
