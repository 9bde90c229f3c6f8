/**
 * Tree checklist templates (spec part 3 §2 "Tree checklists"): reference data like the BM & TP templates, seeded on every
 * start when the table is empty. Each template is one tree's fields; an inspection starts with one tree and adds more.
 */
import Ajv from 'ajv';
import type { TreeField } from '../../domain/treeFields.js';
import { treeSectionSchema } from '../../schemas/treeField.js';
import { nowIso } from './columns.js';
import type { Db } from './index.js';

const treeIdentity: TreeField = {
  type: 'custom_input',
  name: 'tree_identity',
  label: 'Tree',
  inputs: [
    { name: 'tree_id', label: 'Tree ID', value: '' },
    { name: 'tree_name', label: 'Tree name', value: '' },
  ],
  display: { class: 'col-12' },
};
const photos: TreeField[] = [
  { type: 'file', name: 'inspect_photo', label: 'Inspection photos', value: [] },
  { type: 'file', name: 'before_photo', label: 'Before photos', value: [] },
  { type: 'file', name: 'after_photo', label: 'After photos', value: [] },
];
const report = (name: string, label: string): TreeField => ({ type: 'report', name, label, value: '' });

export const TREE_TEMPLATES: { name: string; category: string; fields: TreeField[] }[] = [
  {
    name: 'Tree inspection – visual tree assessment',
    category: 'TREE-INSPECTION',
    fields: [
      treeIdentity,
      { type: 'text', name: 'girth', label: 'Girth (m)', value: '' },
      {
        type: 'dropdown',
        name: 'height',
        label: 'Height',
        options: ['Below 6 m', '6–12 m', '12–20 m', 'Above 20 m'],
        value: '',
      },
      { type: 'radio', name: 'condition', label: 'Overall condition', options: ['Good', 'Fair', 'Poor'], value: '' },
      {
        type: 'checkbox',
        name: 'defects',
        label: 'Defects observed',
        options: ['Dead branches', 'Cavity', 'Fungal bodies', 'Leaning', 'Root damage', 'Cracks'],
        value: [],
      },
      report('crown_checked', 'Crown checked'),
      report('trunk_checked', 'Trunk checked'),
      report('root_zone_checked', 'Root zone checked'),
      report('pruning_done', 'Pruning carried out'),
      { type: 'textarea', name: 'recommendation', label: 'Recommendation', value: '' },
      ...photos,
    ],
  },
  {
    name: 'Palm inspection',
    category: 'PALM-INSPECTION',
    fields: [
      treeIdentity,
      { type: 'radio', name: 'condition', label: 'Overall condition', options: ['Good', 'Fair', 'Poor'], value: '' },
      report('fronds_removed', 'Dry fronds removed'),
      report('fruits_removed', 'Fruit bunches removed'),
      report('trunk_checked', 'Trunk checked'),
      { type: 'textarea', name: 'recommendation', label: 'Recommendation', value: '' },
      ...photos,
    ],
  },
];

export async function seedTreeChecklists(db: Db): Promise<void> {
  if (await db.selectFrom('tree_checklists').select('id').limit(1).executeTakeFirst()) return;
  // A template the field model does not describe would render nothing useful: refuse to seed it.
  const valid = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(treeSectionSchema);
  for (const t of TREE_TEMPLATES)
    if (!valid(t.fields)) throw new Error(`Tree template "${t.name}": ${JSON.stringify(valid.errors)}`);
  const now = nowIso();
  for (const t of TREE_TEMPLATES) {
    const { id } = await db
      .insertInto('tree_checklists')
      .values({ name: t.name, category: t.category, school_id: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tree_checklist_items')
      .values({ tree_checklist_id: id, sequence: 1, fields: JSON.stringify(t.fields) })
      .execute();
  }
}
