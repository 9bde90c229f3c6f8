/**
 * Inspection and servicing list (spec part 3 §2) and its -pending variant (PENDING_CONFIRMATION), generated from their
 * schemas (schemas/inspection.ts: columns, filters, dashboard presets, an operations manager's school) with the
 * inspection's row menu, whose entries follow the server's `actions` (the workflow table).
 */
import { inspectionListSchema, pendingInspectionListSchema } from '../../schemas/inspection.js';
import { allows, RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList, StatusChip as SchemaStatusChip } from '../../src/generator/SchemaList.js';
import { EditDetailsDialog } from './EditDetailsDialog.js';
import { LIST_PATH, type InspectionRow } from './api.js';

export function StatusChip({ status }: { status: string }) {
  return <SchemaStatusChip status={status} prefix="caretaker.inspections.status." />;
}

const editable = (r: InspectionRow) => r.actions.includes('save') || r.actions.includes('confirm');
const hasReport = (r: InspectionRow) => r.status !== 'DRAFT' && r.status !== 'PENDING_CONFIRMATION';

/** Open (edit or view, by what the caller may do), edit details, preview, regenerate the report, delete. */
const rowMenu = (base: string): RowMenuEntry<InspectionRow>[] => [
  {
    label: (r) => `caretaker.inspections.actions.${editable(r) ? 'edit' : 'view'}`,
    to: (r) => `${base}/${r.id}`,
  },
  {
    label: 'caretaker.inspections.actions.edit_details',
    when: allows('update_school'),
    dialog: (r, close) => <EditDetailsDialog record={r} onClose={() => close(false)} onSaved={() => close(true)} />,
  },
  { label: 'caretaker.inspections.actions.preview', when: hasReport, to: (r) => `${LIST_PATH}/${r.id}/preview` },
  {
    label: 'caretaker.inspections.actions.regenerate',
    when: allows('regenerate'),
    call: (r) => ({ path: `/inspection-schedule/${r.id}/report-generation` }),
    confirm: { title: 'caretaker.inspections.actions.regenerate', content: 'caretaker.inspections.regenerate_confirm' },
    success: 'caretaker.inspections.regenerated',
  },
  {
    label: 'caretaker.inspections.actions.delete',
    when: allows('delete'),
    call: (r) => ({ method: 'DELETE', path: `/inspection-schedule/${r.id}` }),
    confirm: {
      title: 'caretaker.inspections.actions.delete',
      content: 'caretaker.inspections.schedule.delete_confirm',
    },
    success: 'caretaker.inspections.deleted',
    refresh: true,
    color: 'error',
  },
];

export function InspectionList({ pending = false }: { pending?: boolean }) {
  const schema = pending ? pendingInspectionListSchema : inspectionListSchema;
  const route = schema['x-area-list'].route;
  // one list per route: the pending twin does not take over the other's state
  return <SchemaList key={route} schema={schema} rowActions={<RowMenu entries={rowMenu(route)} />} />;
}

export default InspectionList;
