/** Types and calls of the webhooks screen (its list is schemas/webhook.ts; POST/PUT /api/webhooks, deliveries, replay). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import type { WebhookDeliveryStatus } from '../../domain/webhooks.js';

export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string | null;
  events: string[];
  active: boolean;
  secret_hint: string;
  pending: number;
  failed: number;
  created_at: string;
  updated_at: string;
}

export interface WebhookDelivery {
  id: number;
  endpoint_id: number;
  event_id: number;
  event_type: string;
  record: { type: string; id: number };
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  replay_of: number | null;
  created_at: string;
}

export const WEBHOOKS_KEY = ['caretaker.webhooks'];

export const useProvider = () => useDataProvider<CaretakerDataProvider>();

export function useDeliveries(endpointId: number | null) {
  const dp = useProvider();
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, 'deliveries', endpointId],
    enabled: endpointId !== null,
    queryFn: async () =>
      (await dp.send<{ data: WebhookDelivery[] }>({ path: `/webhooks/${endpointId}/deliveries` })).data,
  });
}

export { errorMessage } from '../../src/apiErrors.js';
