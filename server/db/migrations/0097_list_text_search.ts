import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../columns.js';

/**
 * SQLite: an FTS5 `trigram` table per searched workflow table (the lists' `lower(column) like '%term%'` filters), so a
 * search of three characters or more finds its rows through the trigram index instead of reading every row (a rare
 * quotation reference at a million rows: 0.9–1.5 s). External-content tables (the text stays in the table; the FTS
 * table holds the index only), filled from the rows already there and kept in step by triggers. The lists still apply
 * their own LIKE to the rows found (lib/textSearch.ts), so the answers are the same as before.
 *
 * PostgreSQL: nothing — migration 0094 made the pg_trgm GIN indexes on `lower(column)` when pg_trgm is available.
 *
 * The tables and columns are written out here, not imported: a migration must stay as it ran.
 */
const TABLES = [
  ['quotations', 'quotations_search', ['reference_number', 'job']],
  ['inspections', 'inspections_search', ['checklist_name']],
  ['claims', 'claims_search', ['reference_number', 'job']],
  ['work_service_orders', 'wso_search', ['reference_number']],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const [table, fts, columns] of TABLES) {
    const cols = columns.join(', ');
    const news = columns.map((c) => `new.${c}`).join(', ');
    const olds = columns.map((c) => `old.${c}`).join(', ');
    const statements = [
      `create virtual table ${fts} using fts5(${cols}, content='${table}', content_rowid='id', tokenize='trigram')`,
      `insert into ${fts}(${fts}) values ('rebuild')`,
      `create trigger ${fts}_insert after insert on ${table} begin
         insert into ${fts}(rowid, ${cols}) values (new.id, ${news});
       end`,
      `create trigger ${fts}_delete after delete on ${table} begin
         insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${olds});
       end`,
      `create trigger ${fts}_update after update of ${cols} on ${table} begin
         insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${olds});
         insert into ${fts}(rowid, ${cols}) values (new.id, ${news});
       end`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const [, fts] of TABLES) {
    for (const op of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${fts}_${op}`).execute(db);
    await sql.raw(`drop table if exists ${fts}`).execute(db);
  }
}
