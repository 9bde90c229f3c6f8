import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';
import type { ResourceSchema } from '../../schemas/resource.js';

/** Portable column helpers so one migration serves SQLite and PostgreSQL. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function withId<T extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, any>,
): CreateTableBuilder<T, any> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export function withTimestamps<T extends string>(table: CreateTableBuilder<T, any>): CreateTableBuilder<T, any> {
  return table
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
}

export const nowIso = (): string => new Date().toISOString();

/**
 * A unique index per `x-unique` field of a resource schema (`<table>_<field>_unique`), so the database enforces what the
 * generic routes check (a 422 with the field's message before the insert): a resource's migration calls this after
 * creating its table.
 */
export async function createUniqueIndexes(db: Kysely<any>, schema: ResourceSchema): Promise<void> {
  const table = schema['x-resource'].table;
  for (const [field, p] of Object.entries(schema.properties)) {
    if (!p['x-unique']) continue;
    await db.schema.createIndex(`${table}_${field}_unique`).on(table).column(field).unique().execute();
  }
}
