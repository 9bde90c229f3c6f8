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
  loginRateLimit: { max: number; windowMs: number };
  logLevel: string;
  /** HMAC key of signed download URLs; random per start when unset. */
  ticketSecret?: string;
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
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_MAX ?? 10),
      windowMs: Number(env.LOGIN_RATE_WINDOW_MS ?? 15 * 60 * 1000),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    ticketSecret: env.TICKET_SECRET || undefined,
  };
}
