/**
 * The webhook endpoints other systems receive events at (docs/webhooks.md), as administrators list them. An
 * `x-area-list`, not an `x-resource`: endpoints have hand-written routes (the secret is answered once), and a
 * resource schema in this folder would be discovered as a generic resource by server/lib/schemaRegistry.ts and
 * src/resourceRegistry.ts.
 */
import type { AreaListSchema } from './resource.js';

/**
 * /settings/webhooks: its columns (`x-list`, in that order), read by the list route (server/routes/webhooks) and the
 * page (custom-pages/webhooks/Webhooks.tsx, which draws the address, events, active and queue cells). Oldest endpoint
 * first; the create button opens the page's endpoint form.
 */
export const webhookEndpointListSchema = {
  $id: 'webhook-endpoint',
  type: 'object',
  title: 'Webhook endpoint',
  'x-area-list': {
    route: '/settings/webhooks',
    path: '/webhooks',
    resource: 'webhooks',
    table: 'webhook_endpoints',
    defaultSort: { field: 'id', order: 'ASC' },
    title: 'caretaker.webhooks.title',
    labels: { columns: 'caretaker.webhooks.columns.', filters: 'caretaker.webhooks.columns.' },
    permissions: { list: 'webhook.view' },
    create: { permission: 'webhook.manage', label: 'caretaker.webhooks.create' },
  },
  properties: {
    // the address, and its description below it (the page's cell)
    url: { type: 'string', title: 'Address', 'x-list': 1, 'x-sortable': true },
    events: { type: 'array', title: 'Events', 'x-list': 2 },
    active: { type: 'boolean', title: 'Active', 'x-list': 3, 'x-phone': false },
    secret_hint: { type: 'string', title: 'Secret', 'x-list': 4, 'x-phone': false },
    // deliveries waiting and failed
    queue: { type: 'string', title: 'Deliveries', 'x-list': 5 },
  },
} as const satisfies AreaListSchema;
