/** Types and queries of the inspection screens; every call goes through the data provider's `send`. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import { shouldRetry, statusOf } from '../../src/queryClient.js';

export { LIST_PATH, PENDING_PATH } from './paths.js';

export interface InspectionRow {
  id: number;
  status: string;
  status_label: string;
  checklist_name: string;
  inspection_category: string;
  inspection_type: string;
  frequency: string;
  inspected_at: string | null;
  location: string | null;
  school: { id: number; name: string; zone: string };
  actions: string[];
}

export interface SubItem {
  id: number;
  header: boolean;
  serial_no: string | null;
  element: string | null;
  description: string | null;
  frequency: string | null;
  status: string | null;
  remarks: string | null;
  defects: { id: number; status: string; defect: boolean }[];
  hasDefect: boolean;
}

export interface Signer {
  name: string | null;
  signature_details: string | null;
  signature: string;
}

export interface Inspection extends InspectionRow {
  version: number;
  purpose: string | null;
  check_in: string | null;
  check_out: string | null;
  remarks: string | null;
  rejection_remarks: string | null;
  quotation: { id: number; reference_number: string } | null;
  signatory_date: string | null;
  signatory_remarks: string | null;
  checklist_items: { id: number; element: string; checklist_sub_items: SubItem[] }[];
  prepare_details: Signer | null;
  om_details: Signer | null;
  ma_details: Signer | null;
  members: { id: number; full_name: string; designation: string | null }[];
  histories: { id: number; status: string; remarks: string | null; created_at: string; created_by: string | null }[];
  /** Shown from the device, without a connection (never part of the API's answer). */
  offline?: boolean;
}

export interface InspectionConfig {
  statuses: string[];
  categories: string[];
  types: string[];
  frequencies: string[];
}

export function useProvider() {
  return useDataProvider<CaretakerDataProvider>();
}

export function useInspectionConfig() {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.inspections.config'],
    queryFn: async () => (await dp.send<{ data: InspectionConfig }>({ path: '/config/inspection-schedule' })).data,
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * A checklist: from the server, with the changes still waiting on the device laid over it; without a connection, as the
 * device keeps it (offlineRecord.ts), marked `offline`. It is asked even while the browser says it is offline
 * (networkMode 'always'): react-query would otherwise pause it, and the page would wait for a network that is not there.
 */
export function useInspection(id: string | undefined) {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.inspection', id],
    queryFn: async (): Promise<Inspection> => {
      const { readChecklist } = await import('./offlineRead.js');
      return readChecklist(
        id!,
        async () => (await dp.send<{ data: Inspection }>({ path: `/inspection-schedule/${id}` })).data,
      );
    },
    enabled: !!id,
    networkMode: 'always',
    retry: (count, error) => statusOf(error) !== 0 && shouldRetry(count, error),
  });
}

export interface Option {
  id: number;
  name: string;
}

export function useSchoolOptions() {
  const dp = useProvider();
  const { data } = useQuery({
    queryKey: ['caretaker.inspections.schools'],
    queryFn: async () =>
      (await dp.send<{ data: Option[] }>({ path: '/school', query: { all: 1 } })).data.map((s) => ({
        id: s.id,
        name: s.name,
      })),
    staleTime: 10 * 60 * 1000,
  });
  return data ?? [];
}

export { errorMessage, fieldErrors } from '../../src/apiErrors.js';

export const errorStatus = (e: unknown): number | undefined => (e as { status?: number } | null)?.status;
export const errorBody = (e: unknown): { errors?: Record<string, string | string[]> } =>
  ((e as { body?: unknown } | null)?.body as { errors?: Record<string, string | string[]> }) ?? {};
