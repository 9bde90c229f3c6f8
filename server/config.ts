import net from 'node:net';
import path from 'node:path';

/** Runtime configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  seed: 'demo' | 'none';
  companyName: string;
  supportEmail: string;
  publicUrl: string;
  smtp?: { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string };
  mailFrom: string;
  sessionTtlSeconds: number;
  loginRateLimit: LoginRateLimit;
  /** Fastify's `trustProxy`: which hops may set X-Forwarded-For. `false` trusts none (the socket address is the client). */
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** HMAC key of signed download URLs; random per start when unset. */
  ticketSecret?: string;
  jobs: JobsConfig;
  /** Create each month's COP claims on its first day (COP_AUTO_GENERATE=false turns it off, as the tests do). */
  copAutoGenerate: boolean;
}

/** Background jobs (README "Background jobs"). */
export interface JobsConfig {
  /** Jobs this instance runs at once; 0 makes an instance that only enqueues. */
  concurrency: number;
  /** A run that reports no progress for this long is thought dead and taken over. */
  leaseMs: number;
  /** How often the SQLite pool looks for due jobs (a new job wakes it at once). */
  pollMs: number;
  /** The first retry's wait; each further one waits four times longer. */
  retrySeconds: number;
}

/** Sign-in throttle policy (README, Security): the counts are attempts that reach the password check. */
export interface LoginRateLimit {
  /** Attempts per (account, client IP); the key unlocks after `windowMs` without an admitted attempt. */
  max: number;
  windowMs: number;
  /** Attempts per account from IPs that have not signed in to it recently, before each further one waits. */
  accountMax: number;
  /** The wait after the first attempt beyond `accountMax`; it doubles per further attempt up to `delayCapMs`. */
  delayMs: number;
  /** Longest wait between two attempts on an account. */
  delayCapMs: number;
  /** Attempts per client IP across all accounts (password spraying). */
  ipMax: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const mailFrom = env.SMTP_FROM ?? 'Caretaker <no-reply@caretaker.test>';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    seed: env.SEED === 'none' ? 'none' : 'demo',
    companyName: env.COMPANY_NAME ?? 'Caretaker Facility Services',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@caretaker.test',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: Number(env.SMTP_PORT ?? 587),
          secure: env.SMTP_SECURE === 'true',
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
          from: mailFrom,
        }
      : undefined,
    mailFrom,
    sessionTtlSeconds: 10800,
    loginRateLimit: loginRateLimit(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    ticketSecret: env.TICKET_SECRET || undefined,
    copAutoGenerate: env.COP_AUTO_GENERATE !== 'false',
    jobs: {
      concurrency: env.JOB_CONCURRENCY === '0' ? 0 : positiveInt(env, 'JOB_CONCURRENCY', 2),
      leaseMs: positiveInt(env, 'JOB_LEASE_SECONDS', 30) * 1000,
      pollMs: positiveInt(env, 'JOB_POLL_MS', 1000),
      retrySeconds: positiveInt(env, 'JOB_RETRY_SECONDS', 5),
    },
  };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, not '${raw}'`);
  return n;
}

function loginRateLimit(env: NodeJS.ProcessEnv): LoginRateLimit {
  const max = positiveInt(env, 'LOGIN_RATE_MAX', 10);
  return {
    max,
    windowMs: positiveInt(env, 'LOGIN_RATE_WINDOW_MS', 15 * 60 * 1000),
    accountMax: positiveInt(env, 'LOGIN_RATE_ACCOUNT_MAX', 3 * max),
    delayMs: positiveInt(env, 'LOGIN_RATE_DELAY_MS', 1000),
    delayCapMs: positiveInt(env, 'LOGIN_RATE_DELAY_CAP_MS', 5 * 60 * 1000),
    ipMax: positiveInt(env, 'LOGIN_RATE_IP_MAX', 10 * max),
  };
}

/**
 * TRUST_PROXY: unset (or `false`, `0`) trusts no proxy header; `true` trusts every hop (only behind a proxy that
 * overwrites X-Forwarded-For); a number trusts that many hops; otherwise a comma-separated list of proxy IPs/CIDRs.
 */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits);
    if (!family || badBits || rest.length)
      throw new Error(`TRUST_PROXY: '${entry}' is neither a hop count, true, nor an IP address or CIDR`);
  }
  return list;
}
