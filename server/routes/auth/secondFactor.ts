import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { MSG } from '../../../domain/messages.js';
import { audit } from '../../lib/audit.js';
import { arrayOf, errorResponses, objectOf, ok, str, type JsonSchema } from '../../lib/openapi/responses.js';
import {
  findChallenge,
  spendChallenge,
  type Challenge,
  type ChallengePurpose,
} from '../../services/twoFactor/challenge.js';
import { checkCode, confirmEnrolment, isEnrolled, startEnrolment } from '../../services/twoFactor/factor.js';
import { CodeThrottle } from '../../services/twoFactor/throttle.js';
import { issueSession, sessionData } from './session.js';

export const challengeData = objectOf({ challenge: str, expires_at: str });

const challengeProp = { type: 'string', minLength: 1, maxLength: 200 } as const;
const codeProp = { type: 'string', minLength: 1, maxLength: 64 } as const;
const enrolmentData = objectOf({ secret: str, otpauth_url: str, qr_code: str });
const signedIn = (data = sessionData) => objectOf({ status: str, message: str, data });

/**
 * The second step of sign-in (docs/two-factor.md): a challenge from POST /auth/login and a code give the session. The
 * step has its own throttle per user, counted before the code is checked.
 */
export default async function secondFactorRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const key = app.config.twoFactorKey;
  const codeThrottle = new CodeThrottle(app.db, app.config.loginRateLimit.windowMs);
  const refuse = (reply: FastifyReply, code: number, message: string) =>
    reply.code(code).send({ status: 'ERROR', message });

  /** The live challenge and its user, or a 401 sent. */
  async function challengeOf(reply: FastifyReply, token: string, purpose: ChallengePurpose) {
    const challenge = await findChallenge(app.db, token, purpose);
    const user =
      challenge &&
      (await app.db
        .selectFrom('users')
        .select(['id', 'full_name', 'email'])
        .where('id', '=', challenge.user_id)
        .executeTakeFirst());
    if (!challenge || !user) {
      await refuse(reply, 401, MSG.signInChallengeInvalid);
      return null;
    }
    return { challenge, user };
  }

  /** Reserves one try of a code; a 429 sent when the user's second step is locked. */
  async function admit(reply: FastifyReply, userId: number): Promise<boolean> {
    const wait = await codeThrottle.admit(userId);
    if (wait === null) return true;
    await reply
      .code(429)
      .header('retry-after', String(wait))
      .send({ status: 'ERROR', message: MSG.secondFactorThrottled });
    return false;
  }

  async function wrongCode(request: FastifyRequest, reply: FastifyReply, user: { id: number; full_name: string }) {
    await audit(app.db, request, {
      action: 'login.second_factor_failure',
      entity: 'auth',
      entityId: user.id,
      actor: { id: user.id, name: user.full_name },
    });
    return refuse(reply, 401, MSG.secondFactorWrong);
  }

  /** Spends the challenge (once, whatever runs in parallel) and clears the user's wrong-code count. */
  async function finish(reply: FastifyReply, challenge: Challenge) {
    if (!(await spendChallenge(app.db, challenge.id))) {
      await refuse(reply, 401, MSG.signInChallengeInvalid);
      return false;
    }
    await codeThrottle.succeeded(challenge.user_id);
    return true;
  }

  app.post(
    '/auth/login/second-factor',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in: the second step (an authenticator code or a recovery code)',
        body: {
          type: 'object',
          required: ['challenge', 'code'],
          properties: { challenge: challengeProp, code: codeProp },
        },
        response: { ...ok(signedIn()), ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const found = await challengeOf(reply, request.body.challenge, 'verify');
      if (!found) return reply;
      const { challenge, user } = found;
      if (!(await admit(reply, user.id))) return reply;
      const how = await checkCode(app.db, key, user.id, request.body.code);
      if (!how) return wrongCode(request, reply, user);
      if (!(await finish(reply, challenge))) return reply;
      return issueSession(app, request, user, { second_factor: how });
    },
  );

  app.post(
    '/auth/login/enrol',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in: start the enrolment a role requires (the secret and its QR code, shown once)',
        body: { type: 'object', required: ['challenge'], properties: { challenge: challengeProp } },
        response: { ...ok(objectOf({ data: enrolmentData })), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const found = await challengeOf(reply, request.body.challenge, 'enrol');
      if (!found) return reply;
      // Enrolled meanwhile (another tab): this challenge no longer enrols.
      if (await isEnrolled(app.db, found.user.id)) return refuse(reply, 401, MSG.signInChallengeInvalid);
      return { data: await startEnrolment(app.db, key, found.user, app.config.companyName) };
    },
  );

  app.post(
    '/auth/login/enrol/confirm',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in: confirm the enrolment with a first code; answers the session and the recovery codes',
        body: {
          type: 'object',
          required: ['challenge', 'code'],
          properties: { challenge: challengeProp, code: codeProp },
        },
        response: {
          ...ok(
            signedIn(
              objectOf({ ...(sessionData.properties as Record<string, JsonSchema>), recovery_codes: arrayOf(str) }),
            ),
          ),
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const found = await challengeOf(reply, request.body.challenge, 'enrol');
      if (!found) return reply;
      const { challenge, user } = found;
      if (!(await admit(reply, user.id))) return reply;
      const recovery = await confirmEnrolment(app.db, key, user.id, request.body.code);
      if (!recovery) return wrongCode(request, reply, user);
      if (!(await finish(reply, challenge))) return reply;
      await audit(app.db, request, {
        action: 'user.two_factor_enable',
        entity: 'user',
        entityId: user.id,
        actor: { id: user.id, name: user.full_name },
      });
      const session = await issueSession(app, request, user, { second_factor: 'enrolled' });
      return { ...session, data: { ...session.data, recovery_codes: recovery } };
    },
  );
}
