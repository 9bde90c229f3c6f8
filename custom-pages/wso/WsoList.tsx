/**
 * /works-order/wso, 'Work service order' (spec part 2 §2): the list generated from its schema (schemas/wso.ts
 * wsoListSchema: columns, filters — the zone filter for administrators only —, an operations manager's school
 * preselected, the add button for term contractors and technicians) with the order's row menu, whose entries follow the
 * server's `actions` (the workflow table in domain/wsoWorkflow.ts); a rejection asks its remarks in the reject modal.
 */
import { useMemo } from 'react';
import { WSO_CREATORS } from '../../domain/wsoWorkflow.js';
import { wsoListSchema } from '../../schemas/wso.js';
import { allows, RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList, StatusChip } from '../../src/generator/SchemaList.js';
import { useIdentity } from '../../src/useIdentity.js';
import { LIST_PATH, QUOTATION_LIST_PATH, type WsoRow } from './api.js';
import { RejectDialog } from './RejectDialog.js';

/** A WSO's status chip: coloured by its status, labelled by its approval step when it has one. */
export function WsoStatusChip({ status, display }: { status: string; display?: string }) {
  return <StatusChip status={status} label={display ?? status} prefix="caretaker.wso.status." />;
}

/** The form of an order: the quotation-bound one lives under its quotation. */
export const formPath = (r: { id: number; quotation_id: number | null }) =>
  r.quotation_id ? `${QUOTATION_LIST_PATH}/${r.quotation_id}/work-service-order` : `${LIST_PATH}/${r.id}`;

/** The form opens to edit, sign or view it, by what the caller may do. */
const openWord = (r: WsoRow) =>
  allows('submit')(r) || allows('draft')(r)
    ? 'edit'
    : allows('ma_verify')(r) || allows('om_approve')(r)
      ? 'sign'
      : 'view';

/** Open (a creator's rejected order as post approval), preview, regenerate the report, reject, delete. */
function rowMenu(creator: boolean): RowMenuEntry<WsoRow>[] {
  return [
    {
      label: (r) => `caretaker.wso.actions.${creator && r.status === 'REJECTED' ? 'post_approval' : openWord(r)}`,
      to: formPath,
    },
    {
      label: 'caretaker.wso.actions.preview',
      when: (r) => r.status !== 'DRAFT',
      to: (r) => `${LIST_PATH}/${r.id}/preview`,
    },
    {
      label: 'caretaker.wso.actions.regenerate',
      when: allows('regenerate'),
      call: (r) => ({ path: `/work-service-order/${r.id}/report-generation` }),
      confirm: { title: 'caretaker.wso.actions.regenerate', content: 'caretaker.wso.confirm.regenerate' },
      success: 'caretaker.wso.notify.regenerated',
      refresh: true,
    },
    {
      label: 'caretaker.wso.actions.reject',
      when: allows('reject'),
      dialog: (r, close) => <RejectDialog id={r.id} onClose={() => close(false)} onDone={() => close(true)} />,
      refresh: true,
      color: 'error',
    },
    {
      label: 'caretaker.wso.actions.delete',
      when: allows('delete'),
      call: (r) => ({ method: 'DELETE', path: `/work-service-order/${r.id}` }),
      confirm: { title: 'caretaker.wso.actions.delete', content: 'caretaker.wso.confirm.delete' },
      success: 'caretaker.wso.notify.deleted',
      refresh: true,
      color: 'error',
    },
  ];
}

export function WsoList() {
  const { role } = useIdentity();
  const entries = useMemo(() => rowMenu((WSO_CREATORS as readonly string[]).includes(role)), [role]);
  return <SchemaList schema={wsoListSchema} rowActions={<RowMenu<WsoRow> entries={entries} />} />;
}

export default WsoList;
