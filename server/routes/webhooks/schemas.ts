/** Bodies and answers of the webhook routes (docs/webhooks.md). */
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '../../../domain/webhooks.js';
import { arrayOf, bool, int, nullableInt, nullableStr, objectOf, str } from '../../lib/openapi/responses.js';

const endpointFields = {
  url: {
    type: 'string',
    minLength: 1,
    maxLength: 2000,
    description: 'An http:// or https:// address that accepts POST.',
  },
  description: { type: ['string', 'null'], maxLength: 255 },
  secret: {
    type: 'string',
    minLength: 16,
    maxLength: 255,
    description: 'Signs every delivery (HMAC-SHA256). Made for you when left out; answered once, then only masked.',
  },
  events: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { type: 'string', enum: [...WEBHOOK_EVENTS] },
  },
  active: { type: 'boolean' },
} as const;

export const createBody = {
  type: 'object',
  properties: endpointFields,
  required: ['url', 'events'],
  additionalProperties: false,
} as const;

export const updateBody = { type: 'object', properties: endpointFields, additionalProperties: false } as const;

export const deliveryQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...WEBHOOK_DELIVERY_STATUSES] },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
  },
  additionalProperties: false,
} as const;

export const endpointRecord = objectOf({
  id: int,
  url: str,
  description: nullableStr,
  events: arrayOf(str),
  active: bool,
  secret_hint: { ...str, description: 'The secret, masked.' },
  pending: { ...int, description: 'Deliveries waiting to be sent or retried.' },
  failed: { ...int, description: 'Deliveries that ran out of attempts.' },
  created_at: str,
  updated_at: str,
});

export const createdEndpoint = objectOf({
  ...(endpointRecord.properties as Record<string, never>),
  secret: { ...str, description: 'The signing secret, shown this once.' },
});

export const deliveryRecord = objectOf({
  id: int,
  endpoint_id: int,
  event_id: int,
  event_type: str,
  record: objectOf({ type: str, id: int }),
  status: { type: 'string', enum: [...WEBHOOK_DELIVERY_STATUSES] },
  attempts: int,
  last_status_code: nullableInt,
  last_error: nullableStr,
  next_attempt_at: nullableStr,
  delivered_at: nullableStr,
  replay_of: nullableInt,
  created_at: str,
});
