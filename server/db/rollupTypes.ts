/**
 * Kysely tables of the dashboards' rollups (migration 0098), merged into `Database`. Written only by the database's
 * triggers; the dashboards read them. `month` is yyyy-MM, '' for a row without a date, '*' for the all-time row.
 * Counts and cents are bigint (read through Number()).
 */

export interface QuotationRollupTable {
  zone: string;
  school_id: number;
  /** '' for none. */
  contractor: string;
  status: string;
  /** 1 when payment_status is YES. */
  paid: number;
  month: string;
  n: number | string;
  cents: number | string;
}

export interface InspectionRollupTable {
  school_id: number;
  zone: string;
  category: string;
  inspection_type: string;
  /** 0 for none. */
  checklist_id: number;
  checklist_name: string;
  status: string;
  month: string;
  n: number | string;
}

/** A defect's school, status and month (of created_at) with its inspection's zone, category and type. */
export interface DefectRollupTable {
  school_id: number;
  zone: string;
  category: string;
  inspection_type: string;
  status: string;
  month: string;
  n: number | string;
}

declare module './types.js' {
  interface Database {
    quotation_rollups: QuotationRollupTable;
    inspection_rollups: InspectionRollupTable;
    defect_rollups: DefectRollupTable;
  }
}
