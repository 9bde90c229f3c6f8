import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_TIME_ZONE } from '../domain/calendar.js';
import { FULL_PERCENT, parsePercent } from '../domain/money.js';
import { ssoProviders, type SsoProvider } from './ssoConfig.js';

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
  smtp?: {
    host: string;
    port: number;
    secure: boolean;
    /** SMTP_TLS_REJECT_UNAUTHORIZED=false accepts a self-signed certificate (a test relay). */
    rejectUnauthorized: boolean;
    user?: string;
    pass?: string;
    from: string;
  };
  mailFrom: string;
  sessionTtlSeconds: number;
  loginRateLimit: LoginRateLimit;
  /** Fastify's `trustProxy`: which hops may set X-Forwarded-For. `false` trusts none (the socket address is the client). */
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** HMAC key of signed download URLs; random per start when unset. */
  ticketSecret?: string;
  /** TWO_FACTOR_KEY: encrypts the TOTP secrets at rest (docs/two-factor.md); a key kept in the database when unset. */
  twoFactorKey?: string;
  /** APP_TIME_ZONE: the zone of "today" and of month boundaries (COP months, dashboards, reference years). */
  timeZone: string;
  /** Per-area upload ceilings set by the operator (each area has its own default). */
  uploads: { deliverableMaxBytes?: number; treePhotoMaxBytes?: number };
  jobs: JobsConfig;
  /** SHUTDOWN_TIMEOUT_SECONDS: how long a stop signal waits for requests and jobs before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Create each month's COP claims on its first day (COP_AUTO_GENERATE=false turns it off, as the tests do). */
  copAutoGenerate: boolean;
  /** CLAIM_GST_PERCENT: the claim GST used when no claimed quotation has a completed WSO (spec part 2 §9); null = 8 %. */
  claimGstBp: number | null;
  /** Bearer token of GET /metrics; without it the endpoint does not exist. */
  metricsToken?: string;
  retention: RetentionConfig;
  /** API_TOKEN_RATE_PER_MINUTE: requests one API token may make per minute (every instance together) before a 429. */
  apiTokenRatePerMinute: number;
  webhooks: WebhooksConfig;
  /** PDF_WORKERS: threads that render PDFs off the event loop (server/plugins/pdf.ts); 0 renders on the request's. */
  pdfWorkers: number;
  /**
   * PostgreSQL connections the server holds at most (DATABASE_POOL_MAX, 10 by default). Fewer shorten a burst of saves
   * that wait on the same row (they queue in the server instead of inside the database) but make every read during the
   * burst queue behind them; more do the opposite (bench/README.md, writes.ts).
   */
  databasePoolMax: number;
  /** OIDC_PROVIDERS / OIDC_PROVIDERS_FILE: OpenID Connect sign-in (docs/single-sign-on.md); empty when none. */
  ssoProviders: SsoProvider[];
  /** LIST_EXACT_TOTAL: lists count their rows exactly up to this many; beyond, `meta.total_exact` is false. */
  listExactTotal: number;
}

/** Webhook deliveries (docs/webhooks.md). */
export interface WebhooksConfig {
  /** WEBHOOK_POLL_MS: how often each instance looks for deliveries that are due. */
  pollMs: number;
  /** WEBHOOK_TIMEOUT_MS: how long one POST may take, connection included. */
  timeoutMs: number;
  /** WEBHOOK_RETRY_MS: the first retry's wait; each further one waits twice as long (at most an hour). */
  retryMs: number;
  /** WEBHOOK_MAX_ATTEMPTS: attempts before a delivery is FAILED (an administrator may replay it). */
  maxAttempts: number;
  /** WEBHOOK_RETENTION_DAYS: delivered and failed deliveries, and their events, are kept this long. */
  retentionDays: number;
}

/** How long operational leftovers are kept (README "Retention"); each is swept on a schedule. */
export interface RetentionConfig {
  /** Finished exports (their files and job rows), in days after they ended. */
  exportDays: number;
  /** Resumable uploads never completed, in hours since their last chunk. */
  partialUploadHours: number;
  /** Audit log entries, in days; 0 keeps them forever. */
  auditDays: number;
  /** How often the sweep runs. */
  sweepSeconds: number;
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
  /** Attempts per client IP across all accounts (password spraying) before each further one waits, as `accountMax`. */
  ipMax: number;
}

/** A setting the server cannot run with: main prints its one-line message and exits, without a stack trace. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = portNumber(env, 'PORT', 8080, 0);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const mailFrom = env.SMTP_FROM || 'Caretaker <no-reply@caretaker.test>';
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    seed: oneOf(env, 'SEED', ['demo', 'none'] as const, 'demo'),
    companyName: env.COMPANY_NAME ?? 'Caretaker Facility Services',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@caretaker.test',
    publicUrl: httpUrl(env, 'PUBLIC_URL') ?? `http://localhost:${port}`,
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: portNumber(env, 'SMTP_PORT', 587, 1),
          secure: flag(env, 'SMTP_SECURE', false),
          rejectUnauthorized: flag(env, 'SMTP_TLS_REJECT_UNAUTHORIZED', true),
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
          from: mailFrom,
        }
      : undefined,
    mailFrom,
    sessionTtlSeconds: positiveInt(env, 'SESSION_TTL_SECONDS', 10800),
    loginRateLimit: loginRateLimit(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    ticketSecret: env.TICKET_SECRET || undefined,
    twoFactorKey: twoFactorKey(env.TWO_FACTOR_KEY),
    ssoProviders: ssoProviders(env),
    timeZone: timeZone(env.APP_TIME_ZONE),
    copAutoGenerate: flag(env, 'COP_AUTO_GENERATE', true),
    shutdownTimeoutMs: positiveInt(env, 'SHUTDOWN_TIMEOUT_SECONDS', 20) * 1000,
    metricsToken: env.METRICS_TOKEN || undefined,
    retention: {
      exportDays: positiveInt(env, 'EXPORT_RETENTION_DAYS', 7),
      partialUploadHours: positiveInt(env, 'UPLOAD_PARTIAL_RETENTION_HOURS', 24),
      auditDays: env.AUDIT_RETENTION_DAYS === '0' ? 0 : positiveInt(env, 'AUDIT_RETENTION_DAYS', 730),
      sweepSeconds: positiveInt(env, 'RETENTION_SWEEP_SECONDS', 3600),
    },
    uploads: {
      deliverableMaxBytes: positiveInt(env, 'DELIVERABLE_MAX_BYTES', 0) || undefined,
      treePhotoMaxBytes: positiveInt(env, 'TREE_PHOTO_MAX_BYTES', 0) || undefined,
    },
    claimGstBp: claimGstBp(env.CLAIM_GST_PERCENT),
    apiTokenRatePerMinute: positiveInt(env, 'API_TOKEN_RATE_PER_MINUTE', 600),
    listExactTotal: positiveInt(env, 'LIST_EXACT_TOTAL', 10_000),
    pdfWorkers: wholeNumber(env, 'PDF_WORKERS', Math.max(1, Math.min(4, os.availableParallelism() - 1)), 0, 16),
    databasePoolMax: wholeNumber(env, 'DATABASE_POOL_MAX', 10, 2, 100),
    webhooks: {
      pollMs: positiveInt(env, 'WEBHOOK_POLL_MS', 1000),
      timeoutMs: positiveInt(env, 'WEBHOOK_TIMEOUT_MS', 10_000),
      retryMs: positiveInt(env, 'WEBHOOK_RETRY_MS', 10_000),
      maxAttempts: positiveInt(env, 'WEBHOOK_MAX_ATTEMPTS', 10),
      retentionDays: positiveInt(env, 'WEBHOOK_RETENTION_DAYS', 30),
    },
    jobs: {
      concurrency: wholeNumber(env, 'JOB_CONCURRENCY', 2, 0),
      leaseMs: positiveInt(env, 'JOB_LEASE_SECONDS', 30) * 1000,
      pollMs: positiveInt(env, 'JOB_POLL_MS', 1000),
      retrySeconds: positiveInt(env, 'JOB_RETRY_SECONDS', 5),
    },
  };
}

const quoted = (raw: string) => `'${raw}'`;

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max?: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || (max !== undefined && n > max)) {
    const range = max !== undefined ? `from ${min} to ${max}` : min === 0 ? '(0 or more)' : `(${min} or more)`;
    throw new ConfigError(name, `must be a whole number ${range}, not ${quoted(env[name]!)}`);
  }
  return n;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return wholeNumber(env, name, fallback, 1);
}

function portNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  return wholeNumber(env, name, fallback, min, 65535);
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if ((values as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(name, `must be one of ${values.join(', ')}, not ${quoted(raw)}`);
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  return oneOf(env, name, ['true', 'false'] as const, fallback ? 'true' : 'false') === 'true';
}

function httpUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  if (!/^https?:$/.test(parseUrl(raw)?.protocol ?? ''))
    throw new ConfigError(name, `must be an http:// or https:// address, not ${quoted(raw)}`);
  return raw;
}

function databaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = parseUrl(raw);
  if (!url || !/^postgres(ql)?:$/.test(url.protocol) || (!url.hostname && !url.searchParams.get('host')))
    // the address may hold a password: name the variable and what is wrong, never echo it
    throw new ConfigError('DATABASE_URL', 'must be a postgres://user:password@host:port/database address');
  return raw;
}

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** APP_TIME_ZONE: an IANA zone name that this Node's time zone data knows. */
function timeZone(raw: string | undefined): string {
  if (!raw) return DEFAULT_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    throw new ConfigError('APP_TIME_ZONE', `must be a time zone name such as Asia/Singapore, not ${quoted(raw)}`);
  }
}

/** TWO_FACTOR_KEY: unset, or a secret of at least 32 characters; never echoed in the refusal (it is a secret). */
function twoFactorKey(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 32)
    throw new ConfigError('TWO_FACTOR_KEY', `must be at least 32 characters (a random secret); it has ${raw.length}`);
  return raw;
}

/** CLAIM_GST_PERCENT: a percent from 0 to 100 with at most 2 decimals ('9', '8.5'); unset or empty = not configured. */
export function claimGstBp(raw: string | undefined): number | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const bp = parsePercent(value);
  if (bp === null || bp < 0 || bp > FULL_PERCENT)
    throw new ConfigError(
      'CLAIM_GST_PERCENT',
      `must be a percent from 0 to 100 with at most 2 decimals, not ${quoted(raw!)}`,
    );
  return bp;
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
      throw new ConfigError('TRUST_PROXY', `'${entry}' is neither a hop count, true, nor an IP address or CIDR`);
  }
  return list;
}
