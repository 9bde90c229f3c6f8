import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { createDb, migrate } from './db/index.js';
import { seedAccessControl, seedDemo, DEMO_PASSWORD, demoEmail } from './db/seed.js';
import { seedChecklists } from './db/seedChecklists.js';
import { seedTreeChecklists } from './db/seedTrees.js';
import { buildApp } from './app.js';
import { ROLE_SLUGS } from '../domain/roles.js';

const config = loadConfig();
const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath: path.join(config.dataDir, 'caretaker.sqlite') });
await migrate(db);
const fresh = !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
if (config.seed === 'demo') await seedDemo(db);
else await seedAccessControl(db);
// Checklist templates are reference data (no screen edits them): every installation needs them.
await seedChecklists(db);
await seedTreeChecklists(db);

const uiDir = process.env.UI_DIR
  ? path.resolve(process.env.UI_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const app = await buildApp({ config, db, closeDbOnShutdown: true, uiDir, logger: true });
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
console.log(`\nCaretaker is running at ${url}  (API docs: ${url}/api/docs)`);
console.log(`Database: ${config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'caretaker.sqlite')}`);
if (config.seed === 'demo') {
  console.log(
    `${fresh ? 'Seeded demo data. ' : ''}Demo accounts (password ${DEMO_PASSWORD} — change them before real use):`,
  );
  for (const slug of ROLE_SLUGS) console.log(`  ${demoEmail(slug)}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
