/**
 * SQLite only: the FTS5 trigram tables that serve the workflow lists' contains searches (`x-filter: 'search'`), one per
 * searched table, over the columns its list searches; kept in step with the table by triggers (migration 0097).
 * PostgreSQL serves the same searches with pg_trgm GIN indexes (migration 0094).
 */
export const SEARCH_TABLES: Readonly<Record<string, { fts: string; columns: readonly string[] }>> = {
  quotations: { fts: 'quotations_search', columns: ['reference_number', 'job'] },
  inspections: { fts: 'inspections_search', columns: ['checklist_name'] },
  claims: { fts: 'claims_search', columns: ['reference_number', 'job'] },
  work_service_orders: { fts: 'wso_search', columns: ['reference_number'] },
};
