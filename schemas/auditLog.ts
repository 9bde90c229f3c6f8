import type { ResourceSchema } from './resource.js';

/** Read-only through the generic CRUD: only list and show permissions are declared. */
export const auditLogSchema = {
  $id: 'audit-log',
  type: 'object',
  title: 'Audit log',
  'x-resource': {
    route: 'settings/audit-log',
    path: '/audit-log',
    table: 'audit_logs',
    generic: true,
    icon: 'History',
    recordRepresentation: 'action',
    defaultSort: { field: 'id', order: 'DESC' },
    permissions: { list: 'audit.view', show: 'audit.view' },
  },
  properties: {
    id: { type: 'integer', readOnly: true, 'x-sortable': true },
    created_at: { type: 'string', title: 'Time', readOnly: true, 'x-list': 1, 'x-sortable': true },
    actor_name: { type: ['string', 'null'], title: 'User', readOnly: true, 'x-list': 2, 'x-filter': 'search' },
    action: { type: 'string', title: 'Action', readOnly: true, 'x-list': 3, 'x-filter': 'search', 'x-sortable': true },
    // Every area writes its own entity names (and a generic resource its $id), so the column is open text: a closed list
    // here made the audit log's own answer fail its schema once a quotation or school was audited.
    entity: { type: 'string', title: 'Entity', readOnly: true, 'x-list': 4, 'x-filter': 'search' },
    entity_id: { type: ['string', 'null'], title: 'Record', readOnly: true, 'x-list': 5 },
    ip: { type: ['string', 'null'], title: 'IP address', readOnly: true },
    before: { type: ['string', 'null'], title: 'Before', readOnly: true, 'x-widget': 'textarea' },
    after: { type: ['string', 'null'], title: 'After', readOnly: true, 'x-widget': 'textarea' },
  },
  additionalProperties: false,
} as const satisfies ResourceSchema;
