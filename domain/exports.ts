/**
 * Excel export tasks (spec part 2 §2 "Excel export", §3 "Excel export job", §5, §7 "Excel export tasks", §9): the modules,
 * the status options each module offers, the task's statuses and the create form's rule. The browser's form and the
 * server's check read the same lists.
 */
import { MSG } from './messages.js';
import { isIsoDate } from './dates.js';
import { emptyFieldErrors } from './fieldErrors.js';

export const EXPORT_MODULES = ['QUOTATION', 'WSO', 'INSPECTION', 'CLAIM'] as const;
export type ExportModule = (typeof EXPORT_MODULES)[number];

/** §9 "Status options by module": `status` filters the record's status, `current_status` its current status. */
export const EXPORT_STATUS_OPTIONS: Record<
  ExportModule,
  { status: readonly string[]; current_status: readonly string[] }
> = {
  QUOTATION: {
    status: ['APPROVED', 'COMPLETED', 'REJECTED', 'VOID', 'PENDING_MA', 'PENDING_TC'],
    current_status: ['WSO_PENDING_CREATION', 'WSO_PENDING_MA', 'WSO_PENDING_OM', 'WSO_REJECTED'],
  },
  WSO: { status: ['PENDING', 'APPROVED', 'REJECTED'], current_status: [] },
  INSPECTION: { status: ['SUBMITTED', 'APPROVED', 'REJECTED', 'ACKNOWLEDGED'], current_status: [] },
  CLAIM: {
    status: ['PENDING', 'APPROVED', 'COMPLETED', 'REJECTED'],
    current_status: ['PENDING_MA', 'PENDING_E_INVOICE', 'E_INVOICE_REJECTED', 'APPROVED', 'COMPLETED', 'REJECTED'],
  },
};

/** A task's life: waiting, running (with progress), done with a file, failed with a reason; CANCELLED once deleted mid-run. */
export const TASK_STATUSES = ['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED', 'CANCELLED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A background job's progress as its owner's browser hears it (`event: task` on the notification stream). */
export interface TaskEvent {
  id: number;
  kind: string;
  status: string;
  progress_done: number;
  progress_total: number;
  error: string | null;
}

export interface ExportProperties {
  school?: number | null;
  start_date?: string | null;
  end_date?: string | null;
  status?: string[];
  current_status?: string[];
}

export const isExportModule = (v: unknown): v is ExportModule => EXPORT_MODULES.includes(v as ExportModule);

/** The create form's rule (§5: module required, the rest optional): field -> messages, empty when valid. */
export function validateExportTask(module: unknown, p: ExportProperties = {}): Record<string, string[]> {
  const errors = emptyFieldErrors();
  if (module === undefined || module === null || module === '') errors.module = [MSG.requiredShort];
  else if (!isExportModule(module)) errors.module = ['The selected module is invalid.'];
  for (const key of ['start_date', 'end_date'] as const) {
    const v = p[key];
    if (v !== undefined && v !== null && v !== '' && !isIsoDate(v))
      errors[`properties.${key}`] = ['The date must be in the format yyyy-MM-dd.'];
  }
  if (!errors['properties.start_date'] && !errors['properties.end_date'] && p.start_date && p.end_date) {
    if (p.end_date < p.start_date) errors['properties.end_date'] = ['The end date must not be before the start date.'];
  }
  if (isExportModule(module)) {
    const options = EXPORT_STATUS_OPTIONS[module];
    for (const key of ['status', 'current_status'] as const) {
      const bad = (p[key] ?? []).filter((s) => !options[key].includes(s));
      if (bad.length) errors[`properties.${key}`] = [`Not a ${key.replace('_', ' ')} of ${module}: ${bad.join(', ')}.`];
    }
  }
  return errors;
}

/** An export task as the API shapes it (spec part 2 §3 "Excel export job", plus its progress). */
export interface ExportTask {
  id: number;
  module: ExportModule;
  properties: ExportProperties;
  status: TaskStatus;
  progress: { done: number; total: number; percent: number };
  /** `/api/download?…` once SUCCESS (the browser signs it with POST /api/file-tickets before opening it). */
  report_url: string | null;
  file_name: string | null;
  /** The failure's reason when FAILED (the last error while it is retried). */
  remarks: string | null;
  attempts: number;
  created_at: string;
  finished_at: string | null;
}

/** Whole percent of a running task, 0–100 (0 while the total is still unknown). */
export function taskPercent(done: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)));
}
