/**
 * BM & TP checklists (spec part 3 §2): the templates generated from their schema (schemas/checklist.ts: columns name,
 * category, frequency and type, filters category, frequency and type); each starts an inspection through the Create
 * inspection modal (CreateInspectionDialog.tsx).
 */
import { checklistListSchema } from '../../schemas/checklist.js';
import { RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import { CreateInspectionDialog, type Template } from './CreateInspectionDialog.js';

const ROW_MENU: RowMenuEntry<Template>[] = [
  {
    label: 'caretaker.inspections.actions.create',
    // the e2e walk and screen readers tell the rows' buttons apart by the template's name
    name: (r, text) => `${text} — ${r.name}`,
    dialog: (r, close) => <CreateInspectionDialog template={r} onClose={() => close(false)} />,
  },
];

export function ChecklistTemplates() {
  return <SchemaList schema={checklistListSchema} rowActions={<RowMenu<Template> entries={ROW_MENU} />} />;
}

export default ChecklistTemplates;
