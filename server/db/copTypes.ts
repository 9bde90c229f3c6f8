/** Kysely tables of the contract progress claims and their registers (migration 0014), merged into `Database`. */
import type { Generated } from 'kysely';

type Signer = 'prepare' | 'check';
type SignerColumns = {
  [K in `${Signer}_signature_id` | `${Signer}_user_id`]: number | null;
} & {
  [K in `${Signer}_name` | `${Signer}_details` | `${Signer}_options` | `${Signer}_signed_at` | `${Signer}_figures`]:
    string | null;
};

export type CopTable = SignerColumns & {
  id: Generated<number>;
  reference_number: string;
  zone: string;
  year: number;
  month: number;
  period: number;
  payment_claim_no: number;
  status: string;
  claim_date: string | null;
  created_by: number | null;
  submitted_at: string | null;
  total_month: number | null;
  kpi_amount: number | null;
  liquidated_damages: number | null;
  sub_total: number | null;
  gst_amount: number | null;
  grand_total: number | null;
  kpi_type: string | null;
  kpi_bp: number | null;
  gst_percent: number | null;
  ld_by_school: string | null;
  version: Generated<number>;
  report_path: string | null;
  report_version: number | null;
  report_generated_at: string | null;
  created_at: string;
  updated_at: string;
};

export interface CopLineTable {
  id: Generated<number>;
  cop_id: number;
  school_id: number;
  category: string;
  contract_year: number | null;
  contract_from: string | null;
  contract_amount: number;
  percent_bp: number | null;
  addition: number;
  omission: number;
  variation_edited: number;
  deduction: number;
  monthly_claim: number;
  payment: number;
  reference: string | null;
}

export interface CopSoiTable {
  id: Generated<number>;
  school_id: number;
  category: string;
  type: string;
  start_date: string;
  end_date: string | null;
  amount: number | null;
  remarks: string | null;
  created_at: string;
  updated_at: string;
}

export interface CopLiquidatedDamageTable {
  id: Generated<number>;
  school_id: number;
  mo: number;
  yr: number;
  amount: number;
  created_at: string;
  updated_at: string;
}

export interface CopKpiTable {
  id: Generated<number>;
  zone: string;
  type: string;
  month: number;
  year: number;
  total_percentage: number;
  created_at: string;
  updated_at: string;
}

declare module './types.js' {
  interface Database {
    cops: CopTable;
    cop_lines: CopLineTable;
    cop_sois: CopSoiTable;
    cop_liquidated_damages: CopLiquidatedDamageTable;
    cop_kpis: CopKpiTable;
  }
}
