/**
 * Messages of the FSR screens (list, import, Create FSR) in English, the specification's wording (spec part 2 §2, §5,
 * §8); the other languages are i18n.fr.ts, i18n.de.ts and i18n.nl.ts. Merged into the catalogue by src/i18n.
 */
import { fsrSchema } from '../../schemas/fsr.js';
import { schemaMessages } from '../../src/generator/i18n.js';
import type { Messages } from '../../src/i18n/en.js';

const fsrEn = {
  required: 'This item is required.',
  numeric: 'Must be a number.',
  fields: {
    category: 'Category',
    section: 'Section',
    section_description: 'Section description',
    item_number: 'Item number',
    item_group_description: 'Item group description',
    item_description: 'Item description',
    unit: 'Unit',
    rate: 'Rate (S$)',
  },
  row: 'Category %{block}, row %{row}',
  remove_row: 'Remove row',
  add_row: 'Add row',
  block: 'Category %{n}',
  remove_block: 'Remove category',
  add_block: 'Add category',
  breadcrumb: 'Breadcrumb',
  list: 'FSR list',
  create: 'Create',
  title: 'Create FSR',
  submit: 'Submit',
  created: 'Successfully created site',
  import: {
    button: 'Import',
    title: 'Import a schedule of rates',
    file: 'Schedule of rates (.xlsx)',
    submit: 'Import',
    choose: 'Please upload a file to proceed.',
    done: 'Successfully imported FSR items',
    help: 'First worksheet, first row the column names: category, section, section_description, item_number, item_group_description, item_description, unit, rate, minimum (optional). A file with any error is not imported.',
    report: 'Rows with errors',
    row: 'Row',
    field: 'Column',
    message: 'Error',
  },
};

const FSR = fsrSchema['x-resource'].route;
const generated = schemaMessages(fsrSchema, 'FSR');

export const en: Messages = {
  resources: {
    [FSR]: {
      ...generated,
      fields: { ...generated.fields, actions: 'Actions' },
      notifications: {
        updated: 'Successfully updated FSR item',
        deleted: 'Successfully deleted FSR item',
        created: 'Successfully added FSR item',
      },
    },
  },
  caretaker: { fsr: fsrEn },
} as unknown as Messages;
