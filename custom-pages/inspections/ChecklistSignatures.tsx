/** The checklist's three signature blocks (spec part 3 §2): Prepared by, Acknowledged by, Checked & certified correct by. */
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SignatureBlock, type SignatureValue } from '../../src/components/signature/index.js';
import type { Inspection, Signer } from './api.js';

const given = (s: Signer | null) => (s ? { src: s.signature, name: s.name, details: s.signature_details } : null);

/** Each block takes the signature of the step it belongs to, when the workflow offers that step to this user. */
export function ChecklistSignatures({
  inspection,
  can,
  value,
  onChange,
}: {
  inspection: Inspection;
  can: (action: string) => boolean;
  value: SignatureValue;
  onChange: (v: SignatureValue) => void;
}) {
  const translate = useTranslate();
  const blocks = [
    ['prepared', 'prepared_by', 'submit', inspection.prepare_details],
    ['acknowledged', 'acknowledged_by', 'acknowledge', inspection.om_details],
    ['certified', 'certified_by', 'approve', inspection.ma_details],
  ] as const;
  return (
    <Grid container spacing={2} sx={{ my: 2 }}>
      {blocks.map(([id, title, action, signer]) => (
        <Grid key={id} size={{ xs: 12, md: 4 }}>
          <SignatureBlock
            id={id}
            title={translate(`caretaker.inspections.detail.${title}`)}
            readOnly={!can(action)}
            given={given(signer)}
            value={value}
            onChange={onChange}
          />
        </Grid>
      ))}
    </Grid>
  );
}
