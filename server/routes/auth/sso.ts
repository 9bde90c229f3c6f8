/**
 * OpenID Connect sign-in (docs/single-sign-on.md; the sign-in page's buttons come from GET /api/config): the start (authorization code +
 * PKCE S256, state and nonce kept server-side), the provider's answer checked by openid-client, and the one-time
 * handoff that the SPA turns into our usual session. Nothing secret travels in an address: the session token is
 * answered to a POST, the handoff is an HttpOnly cookie, errors are short codes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import * as oidc from 'openid-client';
import { MSG } from '../../../domain/messages.js';
import type { SsoErrorCode } from '../../../domain/sso.js';
import { noBody } from '../../../schemas/common.js';
import { errorResponses, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { newToken } from '../../lib/tokens.js';
import { accountFor, type Claims } from '../../services/sso/account.js';
import { configurationOf, SsoUnavailable } from '../../services/sso/client.js';
import {
  createFlow,
  createHandoff,
  FLOW_TTL_MS,
  HANDOFF_TTL_MS,
  mayStartFlow,
  spendFlow,
  spendHandoff,
} from '../../services/sso/flow.js';
import type { SsoProvider } from '../../ssoConfig.js';
import { issueSession, sessionData } from './session.js';

const COOKIE_PATH = '/api/auth/sso';
const FLOW_COOKIE = 'ct_sso_flow';
const HANDOFF_COOKIE = 'ct_sso_handoff';
const SIGN_IN_PAGE = '/auth/sign-in';
const COMPLETE_PAGE = '/auth/sso';

const providerParams = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { type: 'string', maxLength: 64 } },
} as const;

// a redirect has no body: documented by its description (and the Location header) only
const redirect = (description: string) => ({ 302: { description, type: 'null' } });

/** The base of our own addresses as the browser and the provider see them (PUBLIC_URL). */
export const publicBase = (app: FastifyInstance) => app.config.publicUrl.replace(/\/+$/, '');
export const callbackUrl = (app: FastifyInstance, provider: SsoProvider) =>
  `${publicBase(app)}/api/auth/sso/${provider.id}/callback`;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

function cookie(app: FastifyInstance, name: string, value: string, maxAgeMs: number): string {
  const secure = publicBase(app).startsWith('https:') ? '; Secure' : '';
  const age = Math.floor(maxAgeMs / 1000);
  return `${name}=${encodeURIComponent(value)}; Path=${COOKIE_PATH}; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`;
}

export default async function ssoRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const providers = new Map(app.config.ssoProviders.map((p) => [p.id, p]));
  const findProvider = (id: string, reply: FastifyReply) => {
    const found = providers.get(id);
    if (!found) void reply.code(404).send({ message: MSG.notFound, errors: {} });
    return found;
  };
  const toSignIn = (reply: FastifyReply, code: SsoErrorCode) =>
    reply.redirect(`${SIGN_IN_PAGE}?sso_error=${code}`, 302);
  const unavailable = (request: FastifyRequest, reply: FastifyReply, err: SsoUnavailable) => {
    request.log.error({ provider: err.provider, reason: err.reason }, 'identity provider unavailable');
    return toSignIn(reply, 'unavailable');
  };

  app.get(
    '/auth/sso/:provider/start',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Start signing in with an organisation's account: to the provider",
        params: providerParams,
        response: {
          ...redirect("To the provider's sign-in, or back to the sign-in page with an error code."),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const provider = findProvider(request.params.provider, reply);
      if (!provider) return reply;
      if (!(await mayStartFlow(app.db, request.ip))) {
        request.log.warn({ provider: provider.id }, 'SSO sign-ins started too often by one client');
        return toSignIn(reply, 'throttled');
      }
      let config: oidc.Configuration;
      try {
        config = await configurationOf(provider);
      } catch (err) {
        if (err instanceof SsoUnavailable) return unavailable(request, reply, err);
        throw err;
      }
      const secrets = {
        state: oidc.randomState(),
        browser: newToken(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
      };
      await createFlow(app.db, provider.id, request.ip, secrets);
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl(app, provider),
        scope: provider.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        state: secrets.state,
        nonce: secrets.nonce,
      });
      reply.header('set-cookie', cookie(app, FLOW_COOKIE, secrets.browser, FLOW_TTL_MS));
      reply.header('cache-control', 'no-store');
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/auth/sso/:provider/callback',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: "The provider's answer: checked, then on to the SPA's handoff page",
        params: providerParams,
        querystring: {
          type: 'object',
          properties: { state: { type: 'string', maxLength: 512 } },
          additionalProperties: true,
        },
        response: {
          ...redirect('To /auth/sso with a one-time handoff cookie, or to the sign-in page with an error code.'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const provider = findProvider(request.params.provider, reply);
      if (!provider) return reply;
      reply.header('cache-control', 'no-store');
      // the flow cookie has done its work whatever happens next
      reply.header('set-cookie', cookie(app, FLOW_COOKIE, '', 0));
      const state = request.query.state;
      const flow = state ? await spendFlow(app.db, provider.id, state, readCookie(request, FLOW_COOKIE)) : undefined;
      if (!flow || !state) return toSignIn(reply, 'expired');
      let claims: Claims;
      try {
        claims = await claimsOf(app, request, provider, { ...flow, state });
      } catch (err) {
        if (err instanceof SsoUnavailable) return unavailable(request, reply, err);
        // the token or userinfo endpoint could not be reached
        if (err instanceof TypeError && /fetch failed/i.test(err.message))
          return unavailable(request, reply, new SsoUnavailable(provider.id, err.message));
        // a refusal by the provider (the user cancelled) or a check that failed (nonce, issuer, PKCE, signature)
        request.log.warn({ provider: provider.id, ...refusalOf(err) }, 'SSO sign-in refused');
        return toSignIn(reply, 'refused');
      }
      const outcome = await accountFor(app.db, request, provider, claims);
      if ('refused' in outcome) {
        const log = outcome.refused === 'mapping_invalid' ? request.log.error : request.log.info;
        log.call(request.log, { provider: provider.id, refused: outcome.refused }, 'SSO sign-in refused');
        return toSignIn(reply, outcome.refused);
      }
      const handoff = await createHandoff(app.db, outcome.user.id, provider.id);
      reply.header('set-cookie', [
        cookie(app, FLOW_COOKIE, '', 0),
        cookie(app, HANDOFF_COOKIE, handoff, HANDOFF_TTL_MS),
      ]);
      return reply.redirect(COMPLETE_PAGE, 302);
    },
  );

  app.post(
    '/auth/sso/complete',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Turn the one-time handoff cookie into a session (the same answer as a password sign-in)',
        body: noBody,
        response: {
          ...ok(objectOf({ status: { type: 'string', enum: ['SUCCESS'] }, message: str, data: sessionData })),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const token = readCookie(request, HANDOFF_COOKIE);
      reply.header('set-cookie', cookie(app, HANDOFF_COOKIE, '', 0));
      const handoff = token ? await spendHandoff(app.db, token) : undefined;
      const user = handoff
        ? await app.db
            .selectFrom('users')
            .select(['id', 'full_name'])
            .where('id', '=', handoff.user_id)
            .executeTakeFirst()
        : undefined;
      if (!handoff || !user) return reply.code(401).send({ status: 'ERROR', message: MSG.ssoExpired, errors: {} });
      // The provider ran its own checks (its MFA included): no second factor of ours is asked here.
      return issueSession(app, request, user, { sso: handoff.provider }, handoff.provider);
    },
  );
}

/**
 * The provider's answer checked by openid-client (state, PKCE, nonce, issuer, ID token signature and audience), then
 * the claims: the ID token's, completed from the userinfo endpoint when the e-mail or groups claim is not in it.
 */
async function claimsOf(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: SsoProvider,
  flow: { codeVerifier: string; nonce: string; state: string },
): Promise<Claims> {
  const config = await configurationOf(provider);
  const currentUrl = new URL(`${publicBase(app)}${request.url}`);
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: flow.codeVerifier,
    expectedNonce: flow.nonce,
    expectedState: flow.state,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims()!;
  let claims: Claims = { ...idClaims, sub: idClaims.sub };
  const missing = !(provider.emailClaim in claims) || !(provider.groupsClaim in claims);
  if (missing && config.serverMetadata().userinfo_endpoint && tokens.access_token) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    claims = { ...info, ...claims, [provider.groupsClaim]: claims[provider.groupsClaim] ?? info[provider.groupsClaim] };
    if (!(provider.emailClaim in idClaims)) claims[provider.emailClaim] = info[provider.emailClaim];
    if (!('email_verified' in idClaims) && 'email_verified' in info) claims.email_verified = info.email_verified;
  }
  return claims;
}

/** What the log says of a refused answer: the library's code, its innermost reason and the claim that failed. */
function refusalOf(err: unknown) {
  const top = err as { code?: string; error?: string };
  let reason: string | undefined;
  let claim: string | undefined;
  let cause: unknown = err;
  for (let depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    const c = cause as { message?: unknown; claim?: unknown; cause?: unknown };
    if (typeof c.message === 'string') reason = c.message;
    if (typeof c.claim === 'string') claim ??= c.claim;
    cause = c.cause;
  }
  return { code: top.code ?? top.error, reason, claim };
}
