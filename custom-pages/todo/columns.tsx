/** The columns of each to-do tab (spec part 3 §2 "Rows"): what a row shows, read from that feed's own shape. */
import type { ReactNode } from 'react';
import type { TodoTab } from '../../domain/todo.js';
import type { TodoRow } from './api.js';

export interface TodoColumn {
  key: string;
  value: (row: TodoRow) => ReactNode;
}

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
const nameOf = (v: unknown) => text(typeof v === 'object' && v ? (v as { name?: unknown }).name : v);
// yyyy-MM-dd (the spec's one date format) of a date or a timestamp
const date = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : '—');

export const TODO_COLUMNS: Record<TodoTab, TodoColumn[]> = {
  inspections: [
    { key: 'status', value: (r) => text(r.status_label ?? r.status) },
    { key: 'school', value: (r) => nameOf(r.school) },
    { key: 'inspected_at', value: (r) => date(r.inspected_at) },
    { key: 'inspection_type', value: (r) => text(r.inspection_type) },
    { key: 'inspection_category', value: (r) => text(r.inspection_category) },
  ],
  quotations: [
    { key: 'reference_number', value: (r) => text(r.reference_number) },
    { key: 'status', value: (r) => text(r.current_status ?? r.status) },
    { key: 'status_date', value: (r) => date(r.updated_at) },
    { key: 'school', value: (r) => nameOf(r.school) },
  ],
  claims: [
    { key: 'reference_number', value: (r) => text(r.reference_number) },
    { key: 'status', value: (r) => text(r.current_status ?? r.status) },
    { key: 'status_date', value: (r) => date(r.date) },
    { key: 'job', value: (r) => text(r.job) },
  ],
  wso: [
    { key: 'reference_number', value: (r) => text(r.reference_number) },
    { key: 'status', value: (r) => text(r.display_status ?? r.status) },
    { key: 'status_date', value: (r) => date(r.status_date ?? r.date) },
    { key: 'status_remarks', value: (r) => text(r.status_remarks) },
    { key: 'school', value: (r) => text(r.school_name) },
    { key: 'quotation_reference_number', value: (r) => text(r.quotation_reference_number) },
    { key: 'category', value: (r) => text(r.category) },
  ],
  deliverables: [
    { key: 'category', value: (r) => text(r.category) },
    { key: 'zone', value: (r) => text(r.zone) },
    { key: 'month', value: (r) => `${text(r.year)}-${String(r.month).padStart(2, '0')}` },
    { key: 'status', value: (r) => text(r.status) },
    { key: 'status_remarks', value: (r) => text(r.reject_remarks) },
  ],
};
