/**
 * /works-order/claims (spec part 2 §2): the list generated from its schema (schemas/claim.ts claimListSchema: columns,
 * filters, create button) with the claim's row menu, whose entries follow the server's `actions` (the workflow table in
 * domain/claimWorkflow.ts).
 */
import { claimListSchema } from '../../schemas/claim.js';
import { allows, RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList, StatusChip } from '../../src/generator/SchemaList.js';
import { LIST_PATH, type ClaimRow } from './api.js';

export function ClaimStatusChip({ status }: { status: string }) {
  return <StatusChip status={status} prefix="caretaker.claims.status." />;
}

const submitted = (r: ClaimRow) => r.status !== 'DRAFT';

/** Open (as edit, sign or view, by what the caller may do), preview, regenerate the report, delete. */
const ROW_MENU: RowMenuEntry<ClaimRow>[] = [
  {
    label: (r) =>
      `caretaker.claims.actions.${r.actions.includes('submit') || r.actions.includes('draft') ? 'edit' : r.actions.includes('ma_endorse') ? 'sign' : 'view'}`,
    to: (r) => `${LIST_PATH}/${r.id}`,
  },
  { label: 'caretaker.claims.actions.preview', when: submitted, to: (r) => `${LIST_PATH}/${r.id}/preview` },
  {
    label: 'caretaker.claims.actions.regenerate',
    when: submitted,
    call: (r) => ({ path: `/claims/${r.id}/report-generation` }),
    confirm: { title: 'caretaker.claims.actions.regenerate', content: 'caretaker.claims.dialog.confirm_regenerate' },
    success: 'caretaker.claims.notify.regenerated',
  },
  {
    label: 'caretaker.claims.actions.delete',
    when: allows('delete'),
    call: (r) => ({ method: 'DELETE', path: `/claims/${r.id}` }),
    confirm: { title: 'caretaker.claims.actions.delete', content: 'caretaker.claims.dialog.confirm_delete' },
    success: 'caretaker.claims.notify.deleted',
    refresh: true,
    color: 'error',
  },
];

export function ClaimList() {
  return <SchemaList schema={claimListSchema} rowActions={<RowMenu<ClaimRow> entries={ROW_MENU} />} />;
}

export default ClaimList;
