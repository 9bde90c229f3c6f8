import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams, noBody } from '../../../schemas/common.js';
import { MSG } from '../../../domain/messages.js';
import { audit } from '../../lib/audit.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { arrayOf, bool, errorResponses, int, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { revokeSessions } from '../../lib/sessions.js';
import { verifyPassword } from '../../lib/tokens.js';
import {
  confirmEnrolment,
  factorStatus,
  isEnrolled,
  isRequired,
  removeFactor,
  startEnrolment,
} from '../../services/twoFactor/factor.js';
import { CodeThrottle } from '../../services/twoFactor/throttle.js';
import { SignInThrottle } from '../auth/throttle.js';

const statusData = objectOf({ enabled: bool, required: bool, recovery_codes_left: int });
const messageData = (data: Record<string, unknown>) => objectOf({ message: str, data: objectOf(data as never) });

/** 'My profile' → Two-factor sign-in, and the administrator's reset (docs/two-factor.md). */
export default async function twoFactorRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const key = app.config.twoFactorKey;
  const throttle = new SignInThrottle(app.db, app.config.loginRateLimit);
  const codeThrottle = new CodeThrottle(app.db, app.config.loginRateLimit.windowMs);

  app.get(
    '/user/two-factor',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: "One's own two-factor sign-in",
        response: ok(objectOf({ data: statusData })),
      },
    },
    async (request) => ({ data: await factorStatus(app.db, app.requireUser(request).id) }),
  );

  app.post(
    '/user/two-factor/setup',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Start enrolling an authenticator app: the secret and its QR code, shown once',
        body: noBody,
        response: {
          ...ok(objectOf({ data: objectOf({ secret: str, otpauth_url: str, qr_code: str }) })),
          ...errorResponses(409),
        },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      if (await isEnrolled(app.db, user.id)) throw conflict(MSG.twoFactorAlreadyOn);
      return { data: await startEnrolment(app.db, key, user, app.config.companyName) };
    },
  );

  app.post(
    '/user/two-factor/confirm',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Confirm the enrolment with a first code; answers the recovery codes (shown once)',
        body: { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 64 } } },
        response: { ...ok(messageData({ recovery_codes: arrayOf(str) })), ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const wait = await codeThrottle.admit(user.id);
      if (wait !== null)
        return reply.code(429).header('retry-after', String(wait)).send({ message: MSG.secondFactorThrottled });
      const codes = await confirmEnrolment(app.db, key, user.id, request.body.code);
      if (!codes) throw unprocessable({ code: [MSG.secondFactorWrong] }, MSG.secondFactorWrong);
      await codeThrottle.succeeded(user.id);
      await audit(app.db, request, { action: 'user.two_factor_enable', entity: 'user', entityId: user.id });
      return { message: MSG.twoFactorEnabled, data: { message: MSG.twoFactorEnabled, recovery_codes: codes } };
    },
  );

  app.post(
    '/user/two-factor/disable',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: "Turn one's own two-factor sign-in off (needs the current password)",
        body: {
          type: 'object',
          required: ['current_password'],
          properties: { current_password: { type: 'string', minLength: 1, maxLength: 1024 } },
        },
        response: { ...ok(messageData({ message: str })), ...errorResponses(409, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      if (await isRequired(app.db, user.id)) throw conflict(MSG.twoFactorRequiredByRole);
      const row = await app.db
        .selectFrom('users')
        .select(['password_hash', 'email'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      // A guess at the current password is a guess at the account's password: the sign-in keys count it.
      const admission = await throttle.admitSignIn(
        row.email,
        request.ip,
        await throttle.isKnownIp(user.id, request.ip),
      );
      if (!admission.admitted)
        return reply
          .code(429)
          .header('retry-after', String(admission.retryAfterSeconds))
          .send({ message: MSG.loginThrottled });
      if (!(await verifyPassword(row.password_hash, request.body.current_password)))
        throw unprocessable({ current_password: [MSG.currentPasswordWrong] });
      await throttle.succeeded(admission, user.id, request.ip);
      await app.db.transaction().execute(async (trx) => {
        await removeFactor(trx, user.id);
        await audit(trx, request, { action: 'user.two_factor_disable', entity: 'user', entityId: user.id });
      });
      return { message: MSG.twoFactorDisabled, data: { message: MSG.twoFactorDisabled } };
    },
  );

  app.post(
    '/user/:id/two-factor/reset',
    {
      config: { permission: 'user.edit' },
      schema: {
        tags: ['users'],
        summary: "Reset a user's two-factor sign-in (they sign in again; a role that requires it enrols anew)",
        params: idParams,
        body: noBody,
        response: { ...ok(messageData({ message: str })), ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Turning one's own factor off needs the password (the profile's step): a session alone may not skip it here.
      if (id === app.requireUser(request).id) throw forbidden(MSG.twoFactorResetOwn);
      const target = await app.db.selectFrom('users').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
      if (!target) throw notFound();
      await app.db.transaction().execute(async (trx) => {
        if (!(await removeFactor(trx, id))) throw conflict(MSG.twoFactorNotOn);
        // Whoever holds a session of the user loses it: the next sign-in asks for the (new) second factor.
        await revokeSessions(trx, id);
        await audit(trx, request, {
          action: 'user.two_factor_reset',
          entity: 'user',
          entityId: id,
          after: { email: target.email },
        });
      });
      return { message: MSG.twoFactorReset, data: { message: MSG.twoFactorReset } };
    },
  );
}
