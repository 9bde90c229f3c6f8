import type { FastifyInstance, FastifyReply } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { MSG } from '../../../domain/messages.js';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '../../../domain/password.js';
import { audit } from '../../lib/audit.js';
import { HttpError, unprocessable } from '../../lib/errors.js';
import { revokeSessions } from '../../lib/sessions.js';
import { dummyPasswordHash, hashPassword, hashToken, verifyPassword } from '../../lib/tokens.js';
import { createChallenge, purgeChallenges } from '../../services/twoFactor/challenge.js';
import { secondStepOf } from '../../services/twoFactor/factor.js';
import secondFactorRoutes, { challengeData } from './secondFactor.js';
import ssoRoutes from './sso.js';
import { endSessionUrl, passwordSignInOff } from '../../services/sso/password.js';
import { purgeSsoFlows } from '../../services/sso/flow.js';
import { issueSession, sessionData } from './session.js';
import { queueResetLink, registerMailJobs } from '../../services/auth/resetMail.js';
import { loadProfile } from '../users/profile.js';
import { SignInThrottle, type Admission } from './throttle.js';
import { dataMessage, errorResponses, int, objectOf, ok, recordOf, str } from '../../lib/openapi/responses.js';
import { offlineKeyOf } from '../../services/users/offlineKey.js';
import { meRecord } from '../../lib/openapi/records.js';

/** `SUCCESS` with the session; `SECOND_FACTOR` / `ENROL_SECOND_FACTOR` with a sign-in challenge (no session yet). */
const loginAnswer = objectOf({
  status: { type: 'string', enum: ['SUCCESS', 'SECOND_FACTOR', 'ENROL_SECOND_FACTOR'] },
  message: str,
  data: { anyOf: [sessionData, challengeData] },
});

const emailProp = { type: 'string', format: 'email', maxLength: 191 } as const;

export default async function authRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const { config } = app;
  const throttle = new SignInThrottle(app.db, config.loginRateLimit);
  registerMailJobs(app);
  const tooMany = (reply: FastifyReply, refused: Admission & { admitted: false }, body: object) =>
    reply.code(429).header('retry-after', String(refused.retryAfterSeconds)).send(body);
  // Keys that have been quiet for a window would start afresh anyway; drop them at start and hourly.
  const purge = () =>
    Promise.all([throttle.purge(), purgeChallenges(app.db), purgeSsoFlows(app.db)]).catch((err: unknown) =>
      app.log.warn({ err }, 'sign-in throttle purge failed'),
    );
  void purge();
  const timer = setInterval(purge, 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  await app.register(secondFactorRoutes);
  await app.register(ssoRoutes);

  app.post(
    '/auth/login',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: emailProp, password: { type: 'string', minLength: 1, maxLength: 1024 } },
        },
        summary: 'Sign in',
        response: { ...ok(loginAnswer), ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const normalised = email.trim().toLowerCase();
      const user = await app.db
        .selectFrom('users')
        .leftJoin('login_known_ips', (join) =>
          join
            .onRef('login_known_ips.user_id', '=', 'users.id')
            .on('login_known_ips.ip', '=', request.ip)
            .on('login_known_ips.last_success_at', '>=', SignInThrottle.knownSince()),
        )
        .select([
          'users.id',
          'users.full_name',
          'users.password_hash',
          'users.deactivated_at',
          'login_known_ips.ip as known_ip',
        ])
        .where('users.email', '=', normalised)
        .executeTakeFirst();
      // Counted before argon2 runs: however many arrive at once, only what the throttle admits reaches the password check.
      const admission = await throttle.admitSignIn(normalised, request.ip, Boolean(user?.known_ip));
      if (!admission.admitted) return tooMany(reply, admission, { status: 'ERROR', message: MSG.loginThrottled });

      const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
      if (!user || !ok) {
        await audit(app.db, request, {
          action: 'login.failure',
          entity: 'auth',
          entityId: user?.id ?? null,
          after: { email: normalised },
          actor: { id: user?.id ?? null, name: user?.full_name ?? normalised },
        });
        return reply.code(401).send({ status: 'ERROR', message: MSG.loginFailed });
      }
      // Said only after the password is right, so nobody without it learns whether an address was deactivated.
      if (user.deactivated_at) {
        await audit(app.db, request, {
          action: 'login.deactivated',
          entity: 'auth',
          entityId: user.id,
          actor: { id: user.id, name: user.full_name },
        });
        return reply.code(403).send({ status: 'ERROR', message: MSG.accountDeactivated });
      }
      await throttle.succeeded(admission, user.id, request.ip);
      // Checked after the password, so the answer tells nothing about an address to someone who does not know it.
      if (await passwordSignInOff(app.db, user.id)) {
        await audit(app.db, request, {
          action: 'login.password_refused',
          entity: 'auth',
          entityId: user.id,
          actor: { id: user.id, name: user.full_name },
        });
        return reply.code(403).send({ status: 'ERROR', message: MSG.passwordSignInOff, errors: {} });
      }
      // A second factor, or a role that asks for one: a challenge instead of the session (docs/two-factor.md).
      const step = await secondStepOf(app.db, user.id);
      if (step) {
        const challenge = await createChallenge(app.db, user.id, step, request.ip);
        return {
          status: step === 'verify' ? 'SECOND_FACTOR' : 'ENROL_SECOND_FACTOR',
          message: step === 'verify' ? MSG.secondFactorNeeded : MSG.secondFactorEnrolNeeded,
          data: { challenge: challenge.token, expires_at: challenge.expiresAt },
        };
      }
      return issueSession(app, request, user);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out',
        body: { type: ['object', 'null'], properties: { login_id: { type: 'string', maxLength: 64 } } },
        // end_session_url: only for a session opened through a provider that supports RP-initiated logout
        response: ok(objectOf({ message: str, end_session_url: str }, ['end_session_url'])),
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const session = await app.db
        .updateTable('sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', user.session_id)
        .returning('sso_provider')
        .executeTakeFirst();
      await audit(app.db, request, { action: 'logout', entity: 'auth', entityId: user.id });
      const endSession = session?.sso_provider ? await endSessionUrl(app, session.sso_provider) : undefined;
      return endSession ? { message: MSG.logout, end_session_url: endSession } : { message: MSG.logout };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: ok(recordOf(meRecord)) },
    },
    async (request) => {
      const user = app.requireUser(request);
      const profile = await loadProfile(app.db, user.id);
      return { data: { ...profile, permissions: [...user.permissions].sort() } };
    },
  );

  // Cache-Control no-store: the key must never sit in an HTTP cache the next user of the device could read.
  app.get(
    '/auth/offline-key',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: "The key that encrypts what this user's device keeps offline",
        response: {
          ...ok(objectOf({ data: objectOf({ key: str, user_id: int }) })),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      // an API token's service account works online only
      if (!user.session_id) throw new HttpError(403, MSG.forbidden);
      reply.header('cache-control', 'no-store');
      return { data: { key: await offlineKeyOf(app.db, user.id), user_id: user.id } };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        body: { type: 'object', required: ['email'], properties: { email: emailProp } },
        response: { ...ok(dataMessage), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const admission = await throttle.admitResetRequest(email, request.ip);
      if (!admission.admitted) return tooMany(reply, admission, { message: MSG.loginThrottled });
      // A deactivated user is sent nothing (the answer stays the same): a new password would not let them in anyway.
      const user = await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
      // Queued, not sent here: the answer is the same whether the address is known or the mail server is down — or
      // the user's role signs in through its organisation only (no password to reset, the same answer).
      if (user && !(await passwordSignInOff(app.db, user.id))) await queueResetLink(app, user.id);
      return { data: { message: MSG.resetLinkSent } };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['email', 'token', 'password', 'password_confirmation'],
          properties: {
            email: emailProp,
            token: { type: 'string', minLength: 1, maxLength: 200 },
            password: { type: 'string', maxLength: 128 },
            password_confirmation: { type: 'string', maxLength: 128 },
          },
        },
        summary: 'Choose a new password with a reset link',
        response: ok(dataMessage),
      },
    },
    async (request) => {
      const body = request.body;
      if (!isStrongPassword(body.password)) throw unprocessable({ password: [PASSWORD_RULE_MESSAGE] });
      if (body.password !== body.password_confirmation)
        throw unprocessable({ password_confirmation: [MSG.passwordMismatch] });
      const now = new Date().toISOString();
      const row = await app.db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select([
          'password_resets.id',
          'password_resets.expires_at',
          'password_resets.used_at',
          'users.id as user_id',
          'users.email',
        ])
        .where('password_resets.token_hash', '=', hashToken(body.token))
        // A link sent before the user was deactivated is spent by the deactivation; this keeps it refused regardless.
        .where('users.deactivated_at', 'is', null)
        .executeTakeFirst();
      if (!row || row.used_at || row.expires_at <= now || row.email !== body.email.trim().toLowerCase())
        throw unprocessable({ token: [MSG.resetInvalid] }, MSG.resetInvalid);
      const passwordHash = await hashPassword(body.password);
      await app.db.transaction().execute(async (trx) => {
        // The token is spent by one conditional update before the password changes: of parallel requests carrying
        // it, only the one whose update finds it unused goes on.
        const consumed = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('id')
          .executeTakeFirst();
        if (!consumed) throw unprocessable({ token: [MSG.resetInvalid] }, MSG.resetInvalid);
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', row.user_id)
          .execute();
        await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('user_id', '=', row.user_id)
          .where('used_at', 'is', null)
          .execute();
        // A reset signs the user out everywhere: whoever knew the old password loses their session.
        await revokeSessions(trx, row.user_id, { now });
        await audit(trx, request, {
          action: 'user.password_reset',
          entity: 'user',
          entityId: row.user_id,
          actor: { id: row.user_id, name: row.email },
        });
      });
      return { data: { message: MSG.resetDone } };
    },
  );
}
