/**
 * The columns the workflow lists search with a contains filter (`x-filter: 'search'`), each with its index for terms of
 * any length (migration 0100): on SQLite an FTS5 trigram table of the column's text (and its `fts5vocab` instance
 * table, `<fts>_terms`), kept in step by triggers; on PostgreSQL pg_trgm's GIN index on `lower(column)` (0094) and a
 * GIN index of its one- and two-character pieces (`caretaker_grams`).
 */
export const SEARCH_TABLES: Readonly<Record<string, readonly string[]>> = {
  quotations: ['reference_number', 'job'],
  inspections: ['checklist_name'],
  claims: ['reference_number', 'job'],
  work_service_orders: ['reference_number'],
};

/** The searched column's FTS5 table on SQLite, if it has one. */
export const searchTableOf = (table: string, column: string): string | undefined =>
  SEARCH_TABLES[table]?.includes(column) ? `${table}_${column}_search` : undefined;
