/** The 409 of a save guarded by a record's version, with the version the record has now (docs/offline-sync.md). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { staleVersion, type HttpError } from './errors.js';

/** The tables whose rows carry a `version` that field saves are checked against. */
export type VersionedTable = 'inspections' | 'defects' | 'tree_inspections' | 'work_service_orders';

/** 409 with `message` and the row's current version (absent when the row is gone). */
export async function staleAnswer(
  db: Kysely<Database> | Transaction<Database>,
  table: VersionedTable,
  id: number,
  message: string,
): Promise<HttpError> {
  // One query shape for the four tables: each has an integer `id` and `version`.
  const row = await (db as Kysely<Database>)
    .selectFrom(table as 'inspections')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirst();
  return staleVersion(message, row?.version);
}
