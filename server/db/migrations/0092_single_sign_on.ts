import type { Kysely } from 'kysely';
import { withId } from '../columns.js';

/**
 * OpenID Connect single sign-on (docs/single-sign-on.md):
 * - `user_identities`: an account's link to a provider's subject (`sub`), one per provider and subject; found first at
 *   every SSO sign-in, so an e-mail changed at the provider keeps the same account.
 * - `sso_flows`: a sign-in under way at a provider, found by the SHA-256 of its `state` and of the browser's flow
 *   cookie, with the PKCE verifier and the nonce the answer must carry; spent once (`used_at`), valid 10 minutes;
 *   `ip` counts the flows a client has open (a client starting too many is refused).
 * - `sso_handoffs`: the one-time step between the provider's answer and our session (HttpOnly cookie, SHA-256 kept),
 *   valid one minute, spent by POST /api/auth/sso/complete.
 * - `sessions.sso_provider`: the provider a session was opened through, so sign-out can end the provider's session.
 * - `roles.password_sign_in`: 0 makes the role's users sign in through their organisation's provider only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('user_identities'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(191)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .addUniqueConstraint('user_identities_provider_subject_unique', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();
  await withId(db, db.schema.createTable('sso_flows'))
    .addColumn('state_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('provider', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(255)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(255)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_flows_ip_idx').on('sso_flows').columns(['ip', 'expires_at']).execute();
  await withId(db, db.schema.createTable('sso_handoffs'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('sessions').addColumn('sso_provider', 'varchar(64)').execute();
  await db.schema
    .alterTable('roles')
    .addColumn('password_sign_in', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('roles').dropColumn('password_sign_in').execute();
  await db.schema.alterTable('sessions').dropColumn('sso_provider').execute();
  for (const t of ['sso_handoffs', 'sso_flows', 'user_identities']) await db.schema.dropTable(t).execute();
}
