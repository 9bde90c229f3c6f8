import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createDb, migrate } from '../db/index.js';
import { seedAccessControl } from '../db/seed.js';
import { withStartupLock } from '../db/startupLock.js';
import { hashPassword } from '../lib/tokens.js';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '../../domain/password.js';
import { ROLE } from '../../domain/roles.js';

/** `npm run create-admin -- --email a@b.c --password '…' [--name 'Full Name']`: the first administrator of a clean install. */
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
if (!values.email || !values.password) {
  console.error(
    "Usage: npm run create-admin -- --email admin@example.com --password 'Str0ng#Password!' [--name 'Full Name']",
  );
  process.exit(2);
}
if (!isStrongPassword(values.password)) {
  console.error(PASSWORD_RULE_MESSAGE);
  process.exit(2);
}
const config = loadConfig();
const sqlitePath = path.join(config.dataDir, 'caretaker.sqlite');
const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath });
// the same lock as a server start, so a server starting meanwhile does not race these migrations and seeds
const roles = await withStartupLock(db, config.databaseUrl ? undefined : sqlitePath, async () => {
  await migrate(db);
  return seedAccessControl(db);
});
const email = values.email.trim().toLowerCase();
const now = new Date().toISOString();
const hash = await hashPassword(values.password);
const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
if (existing) {
  await db
    .updateTable('users')
    .set({ password_hash: hash, role_id: roles.get(ROLE.ADMIN)!, updated_at: now })
    .where('id', '=', existing.id)
    .execute();
  // A new password ends every session signed in with the old one.
  const revoked = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', existing.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  console.log(
    `Updated ${email}: administrator with the new password; ${Number(revoked.numUpdatedRows)} session(s) signed out.`,
  );
} else {
  await db
    .insertInto('users')
    .values({
      full_name: values.name ?? 'Administrator',
      email,
      password_hash: hash,
      designation: 'Admin',
      mobile_no: null,
      role_id: roles.get(ROLE.ADMIN)!,
      school_id: null,
      contractor: null,
      zone_in_charge: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
  console.log(`Created administrator ${email}.`);
}
await db.destroy();
