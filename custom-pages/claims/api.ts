/** Types and queries of the claim screens; every call goes through the data provider's `send`. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import type { EarlierClaims } from '../../domain/claimMoney.js';
import type { PricingItemInput } from '../../domain/pricing.js';

export const LIST_PATH = '/works-order/claims';

export interface ClaimRow {
  id: number;
  reference_number: string;
  status: string;
  current_status: string | null;
  source_fund: string;
  trade: string;
  date: string;
  job: string;
  invoice_number: string | null;
  invoice_date: string | null;
  total_amount: number;
  school: { id: number; name: string } | null;
  has_report: boolean;
  actions: string[];
}

export interface ClaimItem {
  quotation_item_id: number;
  item_number: string | null;
  item_description: string | null;
  unit: string | null;
  quantity: number;
  rate: number;
  amount: number;
  is_star_rate: boolean;
  claimed_amount: number;
  status: string;
}

export interface ClaimPart {
  id: number;
  quotation_id: number;
  reference_number: string;
  job: string;
  claim_percentage: number;
  remaining_claim_percentage: number;
  fsr_total: number;
  /** After the custodial discount. */
  fsr_final_total: number;
  custodial: number;
  less: number;
  star_rate_total: number;
  star_rate: number;
  claim_sub_total: number;
  claim_gst: number;
  claim_total: number;
  /** The summary lines (domain/claimBreakdown.ts), amounts in S$. */
  breakdown: SummaryLine[];
  items: ClaimItem[];
}

export interface SummaryLine {
  key: string;
  role: 'add' | 'deduct' | 'sum';
  label: string;
  amount: number;
  percent: number | null;
}

export interface Claim extends ClaimRow {
  version: number;
  state: string | null;
  job_type: string[];
  school_id: number | null;
  zone: string | null;
  zone_code: string | null;
  contacts: { attention?: string; cc?: string; tel?: string; fax?: string; location?: string };
  date_of_site_measurement: string | null;
  remarks: string | null;
  gst: number;
  gst_source: { kind: 'wso' | 'configured' | 'default'; year: number | null };
  sub_total_amount: number;
  total_gst: number;
  payment_status: string | null;
  payment_amount: number | null;
  /** Sub total, GST, total as summary lines. */
  breakdown: SummaryLine[];
  claim_quotations: ClaimPart[];
  approvals: {
    approval_type: string;
    status: string;
    remarks: string | null;
    name: string | null;
    signature_details: string | null;
    signature: string | null;
    date: string;
  }[];
  prepare_details: { name: string | null; signature_details: string | null; signature: string | null };
  histories: {
    id: number;
    approval_type: string;
    status: string;
    remarks: string | null;
    created_at: string;
    created_by: string | null;
  }[];
  supporting_documents: { id: number; name: string; mime: string; url: string }[];
  file_info: { bucket: string; file_path: string } | null;
}

export interface ClaimableQuotation {
  id: number;
  reference_number: string;
  job: string;
  trade: string;
  school_id: number;
  zone: string;
  date: string;
  remaining_claim_percentage: number;
  total_amount: number;
}

export interface PricingSource {
  id: number;
  reference_number: string;
  job: string;
  remaining_claim_percentage: number;
  less_percent_bp: number;
  star_rate_bp: number;
  /** What the other live claims hold: the claim reaching 100 % takes the remainder (domain/claimMoney.ts). */
  earlier: EarlierClaims;
  /** Completion years of the quotation's completed WSOs and the configured claim GST: pick the GST (domain/claimGst.ts). */
  completed_wso_years: (number | null)[];
  configured_gst_bp: number | null;
  /** The quotation's attention, telephone and location, for the claim form to take over. */
  contacts: { attention: string | null; tel: string | null; location: string | null };
  items: (PricingItemInput & {
    id: number;
    item_number: string | null;
    item_description: string | null;
    unit: string | null;
    quantity: number;
    rate: string;
    amount: number;
  })[];
}

export interface ClaimConfig {
  statuses: string[];
  current_statuses: string[];
  source_funds: string[];
  trades: { id: string; name: string }[];
  job_types: string[];
  document_types: string[];
}

export function useProvider() {
  return useDataProvider<CaretakerDataProvider>();
}

export function useClaimConfig() {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.claims.config'],
    queryFn: async () => (await dp.send<{ data: ClaimConfig }>({ path: '/config/claim' })).data,
    staleTime: 60 * 60 * 1000,
  });
}

export function useClaim(id: string | undefined) {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.claim', id],
    enabled: !!id,
    queryFn: async () => (await dp.send<{ data: Claim }>({ path: `/claims/${id}` })).data,
  });
}

export function useSchools() {
  const dp = useProvider();
  const { data } = useQuery({
    queryKey: ['caretaker.claims.schools'],
    queryFn: async () =>
      (await dp.send<{ data: { id: number; name: string; zone: string }[] }>({ path: '/school', query: { all: 1 } }))
        .data,
    staleTime: 10 * 60 * 1000,
  });
  return data ?? [];
}

/** Quotations this claim may take from: completed, not fully claimed, of the trade and the school or zone. */
export function useClaimable(filter: { trade?: string; school_id?: string; zone?: string }, enabled: boolean) {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.claims.claimable', filter],
    enabled,
    queryFn: async () =>
      (
        await dp.send<{ data: ClaimableQuotation[] }>({
          path: '/config/claim-quotations',
          query: { trade: filter.trade, school_id: filter.school_id || undefined, zone: filter.zone || undefined },
        })
      ).data,
  });
}

export { errorMessage, fieldErrors } from '../../src/apiErrors.js';
