/**
 * A real OpenID provider for the tests (oidc-provider, a certified OP implementation) on 127.0.0.1, in this process.
 * Its login step has no password: a test names the account — API tests through the `test_login` cookie their cookie
 * jar sends, the browser through a one-field form — and the provider then completes the flow as any provider would
 * (code, tokens signed with its own keys, userinfo, RP-initiated logout with its confirmation page).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  /** Registers our client with these addresses (known once the app listens) and starts answering. */
  register(redirectUris: string[], postLogoutRedirectUris: string[]): void;
  close(): Promise<void>;
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head><body>${body}</body></html>`;

export async function startTestProvider(): Promise<TestProvider> {
  let provider: Provider | null = null;
  const accounts = new Map<string, TestAccount>();
  const server = http.createServer((req, res) => {
    if (!provider) {
      res.writeHead(503).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://op');
    if (url.pathname.startsWith('/interaction/')) {
      void interaction(provider, accounts, req, res, url).catch((err: Error) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(err.message);
      });
      return;
    }
    void provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'caretaker';
  const clientSecret = 'test-client-secret-of-enough-length-0123456789';
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    register(redirectUris, postLogoutRedirectUris) {
      const configuration: Configuration = {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: redirectUris,
            post_logout_redirect_uris: postLogoutRedirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
        scopes: ['openid', 'email', 'profile', 'groups'],
        features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        async findAccount(_ctx, sub) {
          const account = accounts.get(sub);
          if (!account) return undefined;
          return { accountId: sub, claims: async () => ({ ...account }) };
        },
        // our client is first-party: what it asks is granted without a consent page
        async loadExistingGrant(ctx) {
          const session = ctx.oidc.session!;
          const client = ctx.oidc.client!;
          const existing = session.grantIdFor(client.clientId);
          if (existing) return ctx.oidc.provider.Grant.find(existing);
          const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
          grant.addOIDCScope('openid email profile groups');
          await grant.save();
          session.grantIdFor(client.clientId, grant.jti);
          return grant;
        },
      };
      provider = new Provider(issuer, configuration);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function cookieOf(req: http.IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

/** The login step: the account of the test_login cookie, or the e-mail typed in the form. */
async function interaction(
  provider: Provider,
  accounts: Map<string, TestAccount>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
) {
  const details = await provider.interactionDetails(req, res);
  let sub = cookieOf(req, 'test_login');
  if (!sub && req.method === 'POST') {
    const email = (await readForm(req)).get('email')?.trim().toLowerCase();
    sub = [...accounts.values()].find((a) => a.email === email)?.sub;
  }
  if (!sub || !accounts.has(sub)) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      page(
        `<main><h1>Test provider sign-in</h1><form method="post" action="${url.pathname}">` +
          `<label>E-mail <input name="email" type="email"></label> <button type="submit">Continue</button></form></main>`,
      ),
    );
    return;
  }
  if (details.prompt.name !== 'login') throw new Error(`unexpected prompt ${details.prompt.name}`);
  await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
}
