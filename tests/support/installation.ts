/**
 * A throwaway installation for the operator's commands (migrate, backup, restore): its own data folder, and on
 * PostgreSQL its own schema reached through DATABASE_URL's search_path, as an operator would point a command at it.
 */
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../../server/db/index.js';

export interface Installation {
  dataDir: string;
  /** The environment a command of this installation runs with. */
  env: Record<string, string>;
  /** PostgreSQL schema (null on SQLite). */
  schema: string | null;
  open(): Db;
  remove(): Promise<void>;
}

async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** A URL for the same server as DATABASE_URL, on `database` (default: its own) with `schema` first in the search path. */
export function databaseUrl(schema: string, database?: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  if (database) url.pathname = `/${database}`;
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export async function newInstallation(opts: { database?: string; schema?: string } = {}): Promise<Installation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-install-'));
  const base = { ...process.env, DATA_DIR: dataDir, SEED: 'none', COP_AUTO_GENERATE: 'false' } as Record<
    string,
    string
  >;
  if (!process.env.DATABASE_URL) {
    delete base.DATABASE_URL;
    return {
      dataDir,
      env: base,
      schema: null,
      open: () => createDb({ sqlitePath: path.join(dataDir, 'caretaker.sqlite') }),
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const schema = opts.schema ?? `i_${crypto.randomBytes(6).toString('hex')}`;
  const url = databaseUrl(schema, opts.database);
  if (!opts.database) await admin(`create schema ${schema}`);
  return {
    dataDir,
    env: { ...base, DATABASE_URL: url },
    schema,
    open: () => createDb({ databaseUrl: url }),
    async remove() {
      if (!opts.database) {
        await admin(`drop schema if exists ${schema} cascade`);
        await admin(`drop schema if exists ${schema}_boss cascade`);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the server's commands (`server/cli/<name>.ts`) the way its npm script does. */
export function runCommand(name: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${name}.ts`, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
