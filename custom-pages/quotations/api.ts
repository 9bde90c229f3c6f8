/** Calls of the quotation screens (docs/api-quotations.md), through the data provider (src/useApi.ts). */
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useApi } from '../../src/useApi.js';
import type { FsrOption, Quotation, SchoolOption } from './types.js';

export { LIST_PATH } from './listPreview.js';

export interface QuotationConfig {
  statuses?: string[];
  current_statuses?: string[];
  claim_statuses?: string[];
  wso_statuses?: string[];
  trades?: { value: string; label: string }[];
  job_types?: { value: string; label: string }[];
  source_funds?: string[];
  document_types?: string[];
  default_less_percent?: number;
  default_star_rate?: number;
}

export const DEFAULT_QUOTATION_CONFIG: Required<
  Pick<
    QuotationConfig,
    'statuses' | 'claim_statuses' | 'wso_statuses' | 'trades' | 'job_types' | 'source_funds' | 'document_types'
  >
> = {
  statuses: [
    'DRAFT',
    'PENDING',
    'PENDING_TC',
    'PENDING_MA',
    'REJECTED',
    'ACKNOWLEDGE',
    'APPROVED',
    'COMPLETED',
    'VOID',
  ],
  claim_statuses: ['PENDING', 'PARTIAL-CLAIM', 'FULLY-CLAIM'],
  wso_statuses: ['WSO_PENDING_CREATION', 'WSO_PENDING_MA', 'WSO_PENDING_OM', 'WSO_REJECTED', 'COMPLETED'],
  trades: [
    { value: 'BLDG', label: 'Building Management' },
    { value: 'PAS', label: 'Plumbing and Sanitary Works' },
    { value: 'HORTI', label: 'Turf and Plant' },
  ],
  job_types: [{ value: 'project_work', label: 'Project work' }],
  source_funds: ['SCHOOL', 'MOE', '95-5'],
  document_types: ['General', 'EPO-EPI'],
};

export function useQuotationConfig() {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['caretaker.quotations.config'],
    queryFn: async () => (await api<{ data: QuotationConfig }>('/config/quotation')).data ?? {},
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  return {
    ...DEFAULT_QUOTATION_CONFIG,
    ...Object.fromEntries(Object.entries(data ?? {}).filter(([, v]) => v !== undefined && v !== null)),
  } as typeof DEFAULT_QUOTATION_CONFIG & QuotationConfig;
}

export function useSchools() {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['caretaker.quotations.schools'],
    queryFn: async () => {
      const json = await api<{ data: SchoolOption[] }>('/school', { query: { all: 1 } });
      return Array.isArray(json?.data) ? json.data : [];
    },
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  return data ?? [];
}

export function useQuotation(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['caretaker.quotation', id],
    enabled: !!id && id !== 'create',
    queryFn: async () => (await api<{ data: Quotation }>(`/quotations/${encodeURIComponent(id!)}`)).data,
    retry: false,
  });
}

/** One page of `GET /fsrs/options/fsr` (30 per page); a failure yields an empty page (logged, no toast). */
export async function fetchFsrOptions(
  api: ReturnType<typeof useApi>,
  search: string,
  page: number,
  extra: Record<string, string> = {},
): Promise<{ options: FsrOption[]; hasMore: boolean }> {
  try {
    const json = await api<{ data: { options: FsrOption[]; hasMore: boolean } }>('/fsrs/options/fsr', {
      query: { search, page, ...extra },
    });
    return { options: json?.data?.options ?? [], hasMore: !!json?.data?.hasMore };
  } catch (e) {
    console.error('FSR item search failed', e);
    return { options: [], hasMore: false };
  }
}

export interface UserOption {
  id: number;
  full_name: string;
  email?: string;
}

/** The managing agents a quotation may be routed to: those of its zone (the server filters by the quotation). */
export function useMaUsers(enabled: boolean, quotationId: Identifier) {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['caretaker.quotations.ma-users', quotationId],
    enabled,
    queryFn: async () =>
      (await api<{ data: UserOption[] }>(`/user/ma-users?quotation_id=${encodeURIComponent(String(quotationId))}`))
        .data ?? [],
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  return data ?? [];
}

/** The message of an API answer `{ message }` or `{ data: { message } }`. */
export function messageOf(json: unknown, fallback: string): string {
  const j = json as { message?: string; data?: { message?: string } } | null;
  return j?.message ?? j?.data?.message ?? fallback;
}
