/** Names shared by the organisation screens. */
export const ORGANISATION_RESOURCE = 'user-organization';
export const CATEGORY_OPTIONS = ['QUOTATIONS', 'INSPECTIONS', 'CLAIMS', 'WORK-SERVICE-ORDERS'] as const;
export const OM_ROLE = 'OPERATIONS-MANAGER';
export const MA_ROLE = 'MANAGING-AGENT';
