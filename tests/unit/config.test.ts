/**
 * The configuration is checked at start: a value the server cannot run with is refused with a ConfigError naming the
 * variable (main prints it as one line and exits), never taken silently as a default — `SEED=None` used to seed the
 * demo accounts with their published password.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { ConfigError, loadConfig } from '../../server/config.js';

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('configuration checked at start', () => {
  it('seeds demo data only for SEED=demo (the default) and nothing for SEED=none', () => {
    expect(loadConfig({}).seed).toBe('demo');
    expect(loadConfig({ SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({ SEED: 'none' }).seed).toBe('none');
  });

  it.each([
    ['SEED', 'None'],
    ['SEED', 'no'],
    ['SEED', 'false'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://u:p@db/caretaker'],
    ['DATABASE_URL', 'not a url'],
    ['LOG_LEVEL', 'verbose'],
    ['LOG_LEVEL', 'INFO'],
    ['TRUST_PROXY', 'yes'],
    ['JOB_CONCURRENCY', '-1'],
    ['JOB_CONCURRENCY', 'two'],
    ['JOB_LEASE_SECONDS', '0'],
    ['SESSION_TTL_SECONDS', '3h'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0'],
    ['COP_AUTO_GENERATE', 'off'],
    ['PUBLIC_URL', 'caretaker.example.com'],
    ['APP_TIME_ZONE', 'Singapore Time'],
    ['DELIVERABLE_MAX_BYTES', '500MB'],
    ['TREE_PHOTO_MAX_BYTES', '0'],
  ])('refuses %s=%s, naming the variable and the value', (variable, value) => {
    const err = refusal({ [variable]: value });
    expect(err.variable).toBe(variable);
    expect(err.message.startsWith(`${variable}: `)).toBe(true);
    expect(err.message).not.toContain('\n');
    if (variable !== 'DATABASE_URL') expect(err.message).toContain(`'${value}'`);
  });

  it('refuses a TWO_FACTOR_KEY shorter than 32 characters without printing it, and takes a long one', () => {
    const err = refusal({ TWO_FACTOR_KEY: 'short-secret-key' });
    expect(err.variable).toBe('TWO_FACTOR_KEY');
    expect(err.message).not.toContain('short-secret-key');
    const key = 'k'.repeat(32);
    expect(loadConfig({ TWO_FACTOR_KEY: key }).twoFactorKey).toBe(key);
    expect(loadConfig({}).twoFactorKey).toBeUndefined();
  });

  it('sizes the PDF pool from the cores (at least one thread, at most four), takes 0 and refuses what is no count', () => {
    const fallback = loadConfig({}).pdfWorkers;
    expect(fallback).toBe(Math.max(1, Math.min(4, os.availableParallelism() - 1)));
    expect(loadConfig({}).listExactTotal).toBe(10_000);
    expect(loadConfig({ LIST_EXACT_TOTAL: '5' }).listExactTotal).toBe(5);
    for (const bad of ['0', 'many']) expect(refusal({ LIST_EXACT_TOTAL: bad }).variable).toBe('LIST_EXACT_TOTAL');
    expect(loadConfig({ PDF_WORKERS: '0' }).pdfWorkers).toBe(0);
    expect(loadConfig({ PDF_WORKERS: '3' }).pdfWorkers).toBe(3);
    for (const bad of ['-1', 'two', '17']) expect(refusal({ PDF_WORKERS: bad }).variable).toBe('PDF_WORKERS');
  });

  it('holds 10 PostgreSQL connections at most unless DATABASE_POOL_MAX says', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '8' }).databasePoolMax).toBe(8);
    for (const bad of ['1', 'many', '101', '4.5'])
      expect(refusal({ DATABASE_POOL_MAX: bad }).variable).toBe('DATABASE_POOL_MAX');
  });

  it('checks the SMTP settings when SMTP_HOST is set', () => {
    for (const [variable, value] of [
      ['SMTP_PORT', '0'],
      ['SMTP_PORT', 'smtp'],
      ['SMTP_SECURE', 'yes'],
      ['SMTP_TLS_REJECT_UNAUTHORIZED', 'no'],
    ])
      expect(refusal({ SMTP_HOST: 'mail.example.com', [variable]: value }).variable).toBe(variable);
    const smtp = loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_PORT: '465', SMTP_SECURE: 'true' }).smtp;
    expect(smtp).toMatchObject({ port: 465, secure: true, rejectUnauthorized: true });
    expect(
      loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_TLS_REJECT_UNAUTHORIZED: 'false' }).smtp?.rejectUnauthorized,
    ).toBe(false);
  });

  it('never echoes a DATABASE_URL, which may hold a password', () => {
    expect(refusal({ DATABASE_URL: 'mysql://user:s3cret@db/x' }).message).not.toContain('s3cret');
  });

  it('takes valid values and the documented defaults', () => {
    const c = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://u:p@db:5432/caretaker',
      LOG_LEVEL: 'warn',
      JOB_CONCURRENCY: '0',
      SESSION_TTL_SECONDS: '3600',
      APP_TIME_ZONE: 'Europe/Amsterdam',
      PUBLIC_URL: 'https://caretaker.example.com',
      DELIVERABLE_MAX_BYTES: '1000',
    });
    expect(c).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://u:p@db:5432/caretaker',
      logLevel: 'warn',
      sessionTtlSeconds: 3600,
      timeZone: 'Europe/Amsterdam',
      publicUrl: 'https://caretaker.example.com',
      uploads: { deliverableMaxBytes: 1000 },
    });
    expect(c.jobs.concurrency).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgresql:///caretaker?host=/var/run/postgresql' }).databaseUrl).toContain(
      'postgresql',
    );
    const d = loadConfig({});
    expect(d).toMatchObject({
      port: 8080,
      logLevel: 'info',
      sessionTtlSeconds: 10800,
      timeZone: 'Asia/Singapore',
      shutdownTimeoutMs: 20_000,
      copAutoGenerate: true,
    });
    expect(d.jobs.concurrency).toBe(2);
  });

  it("reads no variable that README's Configuration table leaves out, and the table names none the code ignores", () => {
    const read = new Set<string>();
    const env = new Proxy({ SMTP_HOST: 'mail.example.com' } as NodeJS.ProcessEnv, {
      get(target, name) {
        if (typeof name === 'string') read.add(name);
        return target[name as string];
      },
    });
    loadConfig(env);
    const readme = fs.readFileSync('README.md', 'utf8');
    const table = /\n## Configuration\n([\s\S]*?)\n\n/.exec(readme)?.[1] ?? '';
    const documented = new Set(
      table
        .split('\n')
        .filter((l) => l.startsWith('| `'))
        .flatMap((l) => [...l.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1])),
    );
    expect([...read].filter((v) => !documented.has(v))).toEqual([]);
    // What the start reads outside loadConfig: the UI folder (server/main.ts) and the production start (scripts/).
    const elsewhere = ['server/main.ts', 'scripts/start.mjs'].map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    expect([...documented].filter((v) => !read.has(v) && !elsewhere.includes(`process.env.${v}`))).toEqual([]);
  });
});
