import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../columns.js';
import { up as upTrigramTables } from './0097_list_text_search.js';

/**
 * Indexes for the lists' contains searches that also serve a term of one or two characters (lib/textSearch.ts), which
 * a trigram index cannot find: before, such a search read every row (1–1.6 s at a million rows when nothing matched).
 *
 * SQLite: one FTS5 `trigram` table per searched column (0097 had one per table), contentless, holding the column's
 * text followed by two U+0001 characters, so every occurrence of a one- or two-character term begins a trigram of the
 * table (the last characters and a value shorter than three characters too); its `fts5vocab` table of instances lists
 * the trigrams beginning with the term as a range of terms, with their rows. A longer term is a phrase of its trigrams
 * (`match`), read off the index without the table's rows. Kept in step by triggers; 0097's tables go.
 *
 * PostgreSQL: a GIN index per searched column on the distinct one- and two-character pieces of `lower(column)`
 * (`caretaker_grams`, an array), which `@> array[term]` reads. pg_trgm's indexes (0094) still serve the longer terms.
 *
 * The tables and columns are written out here, not imported: a migration must stay as it ran.
 */
const SEARCHED = [
  ['quotations', 'job'],
  ['quotations', 'reference_number'],
  ['inspections', 'checklist_name'],
  ['claims', 'job'],
  ['claims', 'reference_number'],
  ['work_service_orders', 'reference_number'],
] as const;

const OLD_TABLES = ['quotations_search', 'inspections_search', 'claims_search', 'wso_search'];

const ftsOf = (table: string, column: string) => `${table}_${column}_search`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create or replace function caretaker_grams(s text) returns text[] language sql immutable strict parallel safe
      as $$ select array(select distinct substr(s, i, n) from generate_series(1, length(s)) i, (values (1), (2)) k(n)
        where i + n - 1 <= length(s)) $$`.execute(db);
    for (const [table, column] of SEARCHED)
      await sql`create index ${sql.id(`${table}_${column}_grams_idx`)} on ${sql.table(table)}
        using gin (caretaker_grams(lower(${sql.ref(column)})))`.execute(db);
    return;
  }
  for (const fts of OLD_TABLES) {
    for (const op of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${fts}_${op}`).execute(db);
    await sql.raw(`drop table if exists ${fts}`).execute(db);
  }
  for (const [table, column] of SEARCHED) {
    const fts = ftsOf(table, column);
    const padded = (row: string) => `${row}.${column} || char(1, 1)`;
    const statements = [
      `create virtual table ${fts} using fts5(body, content='', contentless_delete=1, tokenize='trigram')`,
      `create virtual table ${fts}_terms using fts5vocab(${fts}, instance)`,
      `insert into ${fts}(rowid, body) select id, ${padded(table)} from ${table} where ${column} is not null`,
      `create trigger ${fts}_insert after insert on ${table} when new.${column} is not null begin
         insert into ${fts}(rowid, body) values (new.id, ${padded('new')});
       end`,
      `create trigger ${fts}_delete after delete on ${table} begin
         delete from ${fts} where rowid = old.id;
       end`,
      `create trigger ${fts}_update after update of ${column} on ${table} begin
         delete from ${fts} where rowid = old.id;
         insert into ${fts}(rowid, body) select new.id, ${padded('new')} where new.${column} is not null;
       end`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table, column] of SEARCHED)
      await sql`drop index if exists ${sql.id(`${table}_${column}_grams_idx`)}`.execute(db);
    await sql`drop function if exists caretaker_grams(text)`.execute(db);
    return;
  }
  for (const [table, column] of SEARCHED) {
    const fts = ftsOf(table, column);
    for (const op of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${fts}_${op}`).execute(db);
    await sql.raw(`drop table if exists ${fts}_terms`).execute(db);
    await sql.raw(`drop table if exists ${fts}`).execute(db);
  }
  await upTrigramTables(db);
}
