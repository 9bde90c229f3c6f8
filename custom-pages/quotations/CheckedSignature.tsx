/**
 * The 'Checked and certified' slot of a quotation reads one way per state of the managing agent's approval: signed
 * (signature, name, date), rejected ("Rejected by <name> on <date>" with the remarks, no signature), or waiting /
 * none ("Not signed yet", no name — the approver named there had not signed anything). docs/workflows.md.
 */
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SignatureBlock, type GivenSignature } from '../../src/components/signature/index.js';
import type { Quotation } from './types.js';

type Approval = NonNullable<Quotation['approvals']>[string];

/** What the slot shows for an approval: a signature, a rejection, or nothing given. */
export function checkedSlot(
  approval: Approval | null | undefined,
):
  { kind: 'signed'; given: GivenSignature } | { kind: 'rejected'; name: string; date: string; remarks: string } | null {
  if (!approval) return null;
  const name = approval.details?.name || approval.user?.full_name || '';
  const date = approval.updated_at?.slice(0, 10) ?? '';
  if (approval.status === 'REJECTED') return { kind: 'rejected', name, date, remarks: approval.remarks ?? '' };
  if (!approval.signature) return null;
  return {
    kind: 'signed',
    given: { src: approval.signature, name, details: approval.details?.signature_details, date },
  };
}

export function CheckedSignature({ approval }: { approval: Approval | null | undefined }) {
  const translate = useTranslate();
  const title = translate('caretaker.quotations.signatures.checked');
  const slot = checkedSlot(approval);
  if (slot?.kind !== 'rejected')
    return <SignatureBlock readOnly title={title} given={slot?.kind === 'signed' ? slot.given : null} />;
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} aria-label={title} role="group">
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <Typography color="error">
        {translate('caretaker.quotations.signatures.rejected_by', { name: slot.name, date: slot.date })}
      </Typography>
      {slot.remarks && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {slot.remarks}
        </Typography>
      )}
    </Paper>
  );
}
