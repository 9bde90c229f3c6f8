import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../columns.js';

/**
 * The workflow lists at a million rows (bench/lists.ts). An index for each offered list filter that had none
 * (tests/api/list-indexes.test.ts explains the SQL each list sends and finds them): without one, a filtered page and
 * its total read the whole table. Each carries the list's default order after the filtered column (the inspection
 * date, else the id), so one filter value's page is read in order and stops after its rows.
 */
const INDEXES = [
  ['quotations_wso_status_idx', 'quotations', ['wso_status', 'id']],
  ['quotations_trade_idx', 'quotations', ['trade', 'id']],
  ['inspections_type_idx', 'inspections', ['inspection_type', 'inspected_at', 'id']],
  ['inspections_frequency_idx', 'inspections', ['frequency', 'inspected_at', 'id']],
] as const;

/**
 * The inspection and defect lists' filter indexes end in their sort column but not in the id tie-break: enough for
 * SQLite (every index ends in the rowid), not for PostgreSQL, which then walked the date index filtering row by row
 * (a status or school page at a million inspections: 1–2 s, where the matching rows are not spread evenly over the
 * dates). With the id they give the whole order of one value's rows.
 */
const WITH_ID = [
  ['inspections_status_idx', 'inspections', ['status', 'inspected_at']],
  ['inspections_school_idx', 'inspections', ['school_id', 'inspected_at']],
  ['inspections_category_idx', 'inspections', ['inspection_category', 'inspected_at']],
  ['defects_status_idx', 'defects', ['status', 'created_at']],
] as const;

/**
 * SQLite only: the lists sorted by id (newest first) walk the table itself, whose rows are wide, so a deep page reads
 * every skipped row; an index of the id alone is a narrow copy of that order (a page at offset 150,000: 16 ms → 4 ms).
 * PostgreSQL's primary key index is already that.
 */
const ID_INDEXES = [
  ['quotations_id_idx', 'quotations'],
  ['claims_id_idx', 'claims'],
  ['wso_id_idx', 'work_service_orders'],
] as const;

/**
 * PostgreSQL with pg_trgm (installed by 0003 when it could be): the lists' text searches, `lower(column) like '%term%'`,
 * find their rows through trigram indexes instead of reading the table. SQLite has no such index: there the search
 * reads the rows the other filters keep.
 */
const SEARCHES = [
  ['quotations_job_trgm_idx', 'quotations', 'job'],
  ['quotations_reference_trgm_idx', 'quotations', 'reference_number'],
  ['inspections_checklist_name_trgm_idx', 'inspections', 'checklist_name'],
  ['claims_job_trgm_idx', 'claims', 'job'],
  ['claims_reference_trgm_idx', 'claims', 'reference_number'],
  ['wso_reference_trgm_idx', 'work_service_orders', 'reference_number'],
] as const;

const trgmSchema = async (db: Kysely<any>) =>
  (
    await sql<{
      s: string;
    }>`select n.nspname as s from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
      db,
    )
  ).rows[0]?.s;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of WITH_ID) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns, 'id'])
      .execute();
  }
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  if (!isPostgres(db)) {
    for (const [name, table] of ID_INDEXES) await db.schema.createIndex(name).on(table).column('id').execute();
    return;
  }
  const schema = await trgmSchema(db);
  if (!schema) return;
  const ops = sql.raw(`${JSON.stringify(schema)}.gin_trgm_ops`);
  for (const [name, table, column] of SEARCHES)
    await sql`create index ${sql.id(name)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) ${ops})`.execute(
      db,
    );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of WITH_ID) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  if (!isPostgres(db)) for (const [name] of ID_INDEXES) await db.schema.dropIndex(name).execute();
  else for (const [name] of SEARCHES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
