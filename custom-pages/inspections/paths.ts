/** The inspection screens' addresses: plain data, so the entry's preview of a checklist (pagePreview.ts) can read them. */
export const LIST_PATH = '/inspection-checklist/inspection-servicing';
export const PENDING_PATH = '/inspection-checklist/inspection-servicing-pending';
export const FORM_PATH = '/inspection-checklist/inspection-servicing-form';
