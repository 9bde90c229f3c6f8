/**
 * Webhooks: the events another system may subscribe to, and the state of one delivery. The server writes an event in the
 * transaction of the change it reports (docs/webhooks.md); the settings screen offers the same list.
 */
export const WEBHOOK_EVENTS = [
  'quotation.status_changed',
  'claim.status_changed',
  'wso.status_changed',
  'inspection.status_changed',
  'deliverable.status_changed',
  'cop.status_changed',
  'export.finished',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The test an administrator sends from the settings screen; every endpoint receives it whatever it subscribes to. */
export const WEBHOOK_PING = 'ping';

/**
 * PENDING: due at `next_attempt_at` (first try or a retry after a failure); SENDING: one worker holds it now;
 * DELIVERED: the receiver answered 2xx; FAILED: out of attempts (an administrator may replay it).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Milliseconds before retry n (n ≥ 1): base × 2^(n-1), at most an hour — 10 s, 20 s, 40 s … with the default base. */
export const webhookRetryDelayMs = (attempt: number, baseMs: number) =>
  Math.min(3_600_000, baseMs * 2 ** Math.max(0, attempt - 1));

/** What the list shows of a secret after it was set: its prefix and last four characters. */
export const maskSecret = (secret: string) =>
  secret.length <= 8 ? '••••' : `${secret.slice(0, secret.startsWith('whsec_') ? 6 : 0)}••••${secret.slice(-4)}`;
