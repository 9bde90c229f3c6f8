/**
 * Outstanding defects (/inspection-checklist/outstanding-defects, spec part 3 §2), generated from its schema
 * (schemas/defect.ts: columns, filters applied as they change, dashboard presets, and what it starts on — an operations
 * manager's school or the defects the user recorded, still to follow up). Each row opens the defect form, where Follow
 * up becomes Repaired with after pictures, and offers Delete where the server's row allows it (term contractor, their
 * QS, administrator).
 */
import { defectListSchema } from '../../schemas/defect.js';
import { allows, RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import { DefectDialog } from './DefectDialog.js';

interface DefectRow {
  id: number;
  title: string;
  status: string;
  /** 'delete' when the caller may delete it now (the server's rule, domain/defects.ts). */
  actions: string[];
}

const ROW_MENU: RowMenuEntry<DefectRow>[] = [
  {
    label: 'caretaker.inspections.actions.view',
    dialog: (r, close) => (
      <DefectDialog defectId={r.id} title={r.title} onClose={() => close(false)} onSaved={() => close(true)} />
    ),
  },
  {
    label: 'caretaker.inspections.actions.delete',
    when: allows('delete'),
    call: (r) => ({ method: 'DELETE', path: `/defect/${r.id}` }),
    confirm: {
      title: 'caretaker.inspections.actions.delete',
      content: 'caretaker.inspections.schedule.delete_confirm',
      native: true,
    },
    success: 'caretaker.inspections.deleted',
    refresh: true,
    color: 'error',
  },
];

export function OutstandingDefects() {
  return <SchemaList schema={defectListSchema} rowActions={<RowMenu entries={ROW_MENU} />} />;
}

export default OutstandingDefects;
