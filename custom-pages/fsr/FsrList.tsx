/**
 * /works-order/fsr (spec part 2 §2 "FSR"): the list generated from its schema (schemas/fsr.ts fsrListSchema: columns,
 * the category, item number, name and 'Is star rate' filters, the create button to /works-order/fsr/add), the import
 * beside it for those who may create items, and each row opening its edit page (a click on the row or its menu's link) —
 * or its read-only page for those who may not edit.
 */
import { BooleanField, usePermissions } from 'react-admin';
import { fsrListSchema } from '../../schemas/fsr.js';
import { RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import { FsrImportButton } from './FsrImport.js';

type FsrRow = { id: number; item_number: string };

const LIST = fsrListSchema['x-area-list'].route;
/** The button names its row's item number, so a screen reader tells the rows' buttons apart. */
const named = (r: FsrRow, text: string) => `${text} ${r.item_number}`;
const EDIT: RowMenuEntry<FsrRow>[] = [{ label: 'ra.action.edit', to: (r) => `${LIST}/${r.id}`, name: named }];
const SHOW: RowMenuEntry<FsrRow>[] = [{ label: 'ra.action.show', to: (r) => `${LIST}/${r.id}/show`, name: named }];

export function FsrList() {
  const { permissions } = usePermissions<string[]>();
  const holds = (slug: string) => Array.isArray(permissions) && permissions.includes(slug);
  return (
    <SchemaList
      schema={fsrListSchema}
      actions={holds('fsr.create') && <FsrImportButton />}
      cells={{ is_star_rate: <BooleanField source="is_star_rate" /> }}
      // a click on the row opens it too, as the link of its menu does (the edit page, or the read-only one)
      rowClick={holds('fsr.edit') ? 'edit' : 'show'}
      rowActions={<RowMenu<FsrRow> entries={holds('fsr.edit') ? EDIT : SHOW} />}
    />
  );
}

export default FsrList;
