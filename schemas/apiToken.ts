/**
 * Service accounts' API tokens (docs/api-tokens.md), as administrators list them: never a secret. An `x-area-list`,
 * not an `x-resource`: tokens have hand-written routes (the secret is answered once, on creation), and a resource
 * schema in this folder would be discovered as a generic resource by server/lib/schemaRegistry.ts and
 * src/resourceRegistry.ts.
 */
import type { AreaListSchema } from './resource.js';

/**
 * /settings/api-tokens: its columns (`x-list`, in that order), read by the list route (server/routes/apiTokens) and
 * the page (custom-pages/api-tokens/ApiTokens.tsx, which draws the token's start, account, times and state). Newest
 * token first; the create button opens the page's dialog, which shows the token once.
 */
export const apiTokenListSchema = {
  $id: 'api-token',
  type: 'object',
  title: 'API token',
  'x-area-list': {
    route: '/settings/api-tokens',
    path: '/api-tokens',
    resource: 'api-tokens',
    table: 'api_tokens',
    defaultSort: { field: 'id', order: 'DESC' },
    title: 'caretaker.api_tokens.title',
    labels: { columns: 'caretaker.api_tokens.columns.', filters: 'caretaker.api_tokens.columns.' },
    permissions: { list: 'api-token.view' },
    create: { permission: 'api-token.create', label: 'caretaker.api_tokens.create' },
  },
  properties: {
    name: { type: 'string', title: 'Name', 'x-list': 1, 'x-sortable': true },
    prefix: { type: 'string', title: 'Token', 'x-list': 2, 'x-phone': false },
    user: { type: 'object', title: 'Service account', 'x-list': 3 },
    expires_at: {
      type: 'string',
      title: 'Expires',
      format: 'date-time',
      'x-list': 4,
      'x-sortable': true,
      'x-phone': false,
    },
    last_used_at: {
      type: ['string', 'null'],
      title: 'Last used',
      format: 'date-time',
      'x-list': 5,
      'x-sortable': true,
      'x-phone': false,
    },
    status: { type: 'string', title: 'State', enum: ['active', 'expired', 'revoked'], 'x-list': 6 },
  },
} as const satisfies AreaListSchema;
