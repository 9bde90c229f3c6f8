/**
 * /cop/contracts (spec part 3 §2 "COP"): one claim per zone and month, the list generated from its schema
 * (schemas/copClaim.ts copClaimListSchema: columns, the zone, status, year and month filters, newest month first) with a
 * view action to the cover; the preparing roles create a month's claim in a dialog (the server also creates each month's
 * on its first day).
 */
import { copClaimListSchema } from '../../schemas/copClaim.js';
import { RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList, StatusChip } from '../../src/generator/SchemaList.js';
import { useCopConfig, type CopHeader } from './api.js';
import { CreateCopDialog } from './CreateCopDialog.js';

export function CopStatusChip({ status }: { status: string }) {
  return <StatusChip status={status} prefix="caretaker.cop.status." />;
}

/** View opens the claim's cover; its accessible name says which claim. */
const ROW_MENU: RowMenuEntry<CopHeader>[] = [
  {
    label: 'caretaker.cop.view',
    name: (r, text) => `${text} ${r.reference_number}`,
    to: (r) => `/cop/contracts/${r.id}/cover`,
  },
];

/** The create dialog once the zones, years and months it offers are known. */
function CreateDialog({ onClose }: { onClose: () => void }) {
  const config = useCopConfig().data;
  return config ? <CreateCopDialog config={config} onClose={onClose} /> : null;
}

export function CopList() {
  return (
    <SchemaList
      schema={copClaimListSchema}
      rowActions={<RowMenu<CopHeader> entries={ROW_MENU} />}
      createDialog={(close) => <CreateDialog onClose={close} />}
    />
  );
}

export default CopList;
