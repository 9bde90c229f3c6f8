/** Types and queries of the work service order screens; every call goes through the data provider's `send`. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import { shouldRetry, statusOf } from '../../src/queryClient.js';

export const LIST_PATH = '/works-order/wso';
export const QUOTATION_LIST_PATH = '/works-order/quotation-list';

export interface WsoRow {
  id: number;
  reference_number: string;
  status: string;
  display_status: string;
  category: string;
  date: string | null;
  job_location: string | null;
  zone: string;
  school: { id: number; name: string };
  quotation_id: number | null;
  quotation_reference: string | null;
  has_report: boolean;
  actions: string[];
}

export interface Photo {
  id: number;
  name: string;
  thumbnail_url: string | null;
  url: string;
  can_delete: boolean;
}

export interface Approval {
  status: string;
  remarks: string | null;
  signature: string | null;
  created_at: string;
  details: { name: string | null; signature_details: string | null; signature_options: string | null };
}

export interface Wso extends WsoRow {
  version: number;
  time_received: string | null;
  fault_call_ref_no: string | null;
  fault_call_location: string | null;
  time_arrived_onsite: string | null;
  completed_on: string | null;
  completion_time: string | null;
  work_description: string | null;
  details: string | null;
  remark: string | null;
  school_id: number;
  school: { id: number; name: string; details: { address: string | null; school_name: string } };
  quotation: { id: number; reference_number: string; job: string } | null;
  contact_person: string | null;
  address: string | null;
  attachements: { before_photos: Photo[]; after_photos: Photo[] };
  wso_histories: {
    id: number;
    status: string;
    remarks: string | null;
    created_at: string;
    created_by: string | null;
  }[];
  prepare_details: { name: string | null; signature_details: string | null } | null;
  prepare_signature: string | null;
  approvals: { MA: Approval | null; OM: Approval | null };
  pending_approval: { approval_type: 'MA' | 'OM' | 'TC' } | null;
  file_info: { bucket: string; file_path: string } | null;
  status_date: string | null;
  status_remarks: string | null;
  /** Photos taken without signal, kept on the device until sent (the offline overlay, custom-pages/wso/offlineRecord.ts). */
  queued_photos?: { field: 'before_photos' | 'after_photos'; key: string; name: string }[];
  /** Shown from the copy kept on the device: there is no connection. */
  offline?: boolean;
}

export interface QuotationPrefill {
  id: number;
  reference_number: string;
  status: string;
  job: string;
  location: string | null;
  school: { id: number; name: string; address: string | null };
  contacts: { attention: string | null; location: string | null };
}

export function useProvider() {
  return useDataProvider<CaretakerDataProvider>();
}

/** The order behind a form: by its id (ad-hoc route) or by its quotation's id (quotation-bound route). */
export function useWsoSource(source: { id?: string; quotationId?: string }) {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.wso', source.id ?? null, source.quotationId ?? null],
    enabled: !!(source.id || source.quotationId),
    // without a connection the order is read from the device (offlineRead.ts): the query must run, not pause
    networkMode: 'always',
    retry: (count, error) => statusOf(error) !== 0 && shouldRetry(count, error),
    queryFn: async (): Promise<{ wso: Wso | null; quotation: QuotationPrefill | null }> => {
      if (source.id) {
        const { readWso } = await import('./offlineRead.js');
        const wso = await readWso(
          source.id,
          async () => (await dp.send<{ data: Wso }>({ path: `/work-service-order/${source.id}` })).data,
        );
        return { wso, quotation: null };
      }
      if (source.quotationId) {
        const { readWsoOfQuotation } = await import('./offlineRead.js');
        return readWsoOfQuotation(source.quotationId, async () => {
          const r = await dp.send<{ data: Wso | null; quotation: QuotationPrefill }>({
            path: `/work-service-order/${source.quotationId}/get`,
          });
          return { wso: r.data, quotation: r.quotation };
        });
      }
      return { wso: null, quotation: null };
    },
  });
}

export interface SchoolOption {
  id: number;
  name: string;
  address: string | null;
  oms: { id: number; full_name: string }[];
}

/** Schools with address and operations managers: choosing one fills contact person (its first OM) and address. */
export function useSchools() {
  const dp = useProvider();
  const { data } = useQuery({
    queryKey: ['caretaker.wso.schools'],
    networkMode: 'always',
    retry: (count, error) => statusOf(error) !== 0 && shouldRetry(count, error),
    queryFn: async () => {
      const { readSchools } = await import('./offlineRead.js');
      return readSchools(
        async () => (await dp.send<{ data: SchoolOption[] }>({ path: '/school', query: { all: 1 } })).data,
      );
    },
    staleTime: 10 * 60 * 1000,
  });
  return data ?? [];
}

export { errorMessage, fieldErrors } from '../../src/apiErrors.js';
