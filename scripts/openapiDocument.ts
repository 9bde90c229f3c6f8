// Writes the OpenAPI document the server publishes at /api/docs/json to a file (argument 1), for `npm run lint:openapi`.
// The app is built on a throwaway in-memory SQLite database: the document depends on the routes, not on data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createDb } from '../server/db/index.js';

const out = process.argv[2];
if (!out) throw new Error('usage: tsx scripts/openapiDocument.ts <out.json>');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-openapi-'));
const db = createDb({ sqlitePath: ':memory:' });
const app = await buildApp({ config: loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }), db });
await app.ready();
fs.writeFileSync(out, JSON.stringify(app.swagger(), null, 2));
await app.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
