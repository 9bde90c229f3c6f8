/** Types and queries of the deliverable screens; every call goes through the data provider's `send`. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import type { DeliverableStatus } from '../../domain/deliverables.js';
import type { Attachment } from '../../src/components/attachments/index.js';

export interface DeliverableRow {
  id: number | null;
  category: string;
  year: number;
  month: number;
  month_name: string;
  zone: string;
  zone_name: string;
  status: DeliverableStatus;
  reject_remarks: string | null;
  updated_at: string | null;
  action: 'edit' | 'sign' | 'view';
}

export interface Slot {
  key: string;
  remarks: string | null;
  required?: boolean;
  attachments: Attachment[];
}

export interface Deliverable {
  id: number;
  category: string;
  category_name: string;
  year: number;
  month: number;
  month_name: string;
  zone: string;
  zone_name: string;
  status: DeliverableStatus;
  reject_remarks: string | null;
  version: number;
  slots: Slot[];
  custom: Slot[];
  prepare_details: { name: string | null; signature: string | null; signature_details: string | null } | null;
  approvals: {
    MA: {
      status: string;
      remarks: string | null;
      updated_at: string;
      name: string | null;
      signature: string | null;
      signature_details: string | null;
    } | null;
  };
  histories: {
    id: number;
    approval_type: string;
    status: string;
    remarks: string | null;
    updated_at: string;
    user_name: string | null;
  }[];
  actions: string[];
}

export interface DeliverableConfig {
  zones: { value: string; label: string }[];
  years: number[];
  months: { value: string; label: string }[];
  max_bytes: number;
}

export const useProvider = () => useDataProvider<CaretakerDataProvider>();

export function useDeliverableConfig() {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.deliverables.config'],
    queryFn: async () => (await dp.send<{ data: DeliverableConfig }>({ path: '/config/deliverable' })).data,
    staleTime: 60 * 60 * 1000,
  });
}

export function useDeliverable(id: string | undefined) {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.deliverable', id],
    queryFn: async () => (await dp.send<{ data: Deliverable }>({ path: `/deliverable/${id}` })).data,
    enabled: !!id,
  });
}

export function useInspectionSummary(id: string | undefined) {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.deliverable.summary', id],
    queryFn: async () =>
      (
        await dp.send<{ data: { submitted: number; acknowledged: number; approved: number } }>({
          path: `/deliverable/${id}/inspection-summary`,
        })
      ).data,
    enabled: !!id,
  });
}

export { errorMessage, fieldErrors } from '../../src/apiErrors.js';
