/** Types and queries of the COP screens; every call goes through the data provider's `send`. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CopTab } from '../../domain/cop.js';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';

export interface Signer {
  name: string | null;
  signature_details: string | null;
  signed_at: string | null;
  signature: string;
}

export interface CopHeader {
  id: number;
  reference_number: string;
  status: 'DRAFT' | 'PENDING';
  zone: string;
  month: number;
  year: number;
  /** yyyy-MM */
  period: string;
  payment_claim_no: number;
  claim_date: string | null;
  description: string;
  total_label: string;
  contract_number: string;
  contract_term_months: number;
  ministry_address: string[];
  attention: string;
  grand_total: number | null;
  prepare_details: Signer | null;
  check_details: Signer | null;
  version: number;
  actions: string[];
}

export type Totals = Record<
  | 'contract_amount'
  | 'monthly_claim'
  | 'addition'
  | 'omission'
  | 'deduction'
  | 'summarypayment'
  | 'summarydeduction'
  | 'payment',
  number
>;

export interface CategoryRow extends Totals {
  id: number;
  school_id: number;
  school_name: string;
  contract_year: number | null;
  grn_percentage: number | null;
  summarygrnpercentage: number | null;
  reference: string | null;
}

export interface Grouped<R> {
  groups: { group: string; rows: R[]; sub_total: Totals }[];
  total: Totals;
}

export interface Cover {
  contract_sum: number;
  school_types: { school_type: string; payment: number; cumulative_payment: number }[];
  total_month_amount: number;
  kpi_type: 'ADDITIONAL' | 'DEDUCTION';
  kpi_percentage: number;
  kpi_percentage_amount: number;
  liquidated_damages: number;
  sub_total: number;
  gst: number;
  gst_amount: number;
  grand_total: number;
}

export interface SummarySchool {
  school_id: number;
  school_name: string;
  school_type: string;
  LD: number;
  PAYMENT: number;
  [category: string]: number | string;
}

export interface CopTabData {
  claim: CopHeader;
  tab: CopTab;
  cover?: Cover;
  table?: Grouped<CategoryRow> & { category: string };
  overall?: Grouped<Totals & { school_id: number; school_name: string; reference: string | null }>;
  summary?: {
    schools: SummarySchool[];
    by_type: { school_type: string; previously_paid: number; payment: number }[];
  };
}

export interface CopConfig {
  tabs: CopTab[];
  categories: { id: string; name: string; percentage: boolean }[];
  statuses: string[];
  zones: string[];
  months: number[];
  years: number[];
  can_create: boolean;
}

export const useProvider = () => useDataProvider<CaretakerDataProvider>();

export const copTabKey = (id: string | number, tab: string) => ['caretaker.cop', String(id), tab];

export function useCopConfig() {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.cop.config'],
    queryFn: () => dp.configGet<CopConfig>('cop'),
    staleTime: 60 * 60 * 1000,
  });
}

export function useCopTab(id: string, tab: CopTab) {
  const dp = useProvider();
  return useQuery({
    queryKey: copTabKey(id, tab),
    queryFn: () => dp.copTab<CopTabData>(id, tab),
  });
}

export { errorMessage, fieldErrors } from '../../src/apiErrors.js';
