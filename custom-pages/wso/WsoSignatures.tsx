/**
 * The three signature blocks (spec part 2 §2): Prepared by (the creator, when submitting), Checked & certified correct by
 * (the MA, with VERIFIED preselected or REJECTED and remarks), Acknowledged or accepted by (the OM, APPROVED preselected
 * or REJECTED). A block is editable only for the step the caller may take now; given signatures are shown read-only.
 */
import { FormControlLabel, FormLabel, Grid, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SignatureBlock, type SignatureValue } from '../../src/components/signature/index.js';
import type { Approval, Wso } from './api.js';

export interface Decision {
  status: string;
  remarks: string;
}

function DecisionInputs({
  id,
  options,
  value,
  onChange,
  error,
}: {
  id: string;
  options: string[];
  value: Decision;
  onChange: (d: Decision) => void;
  error?: string;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <FormLabel id={`${id}-status`}>{translate('caretaker.wso.form.approval_status')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-status`}
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.target.value })}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o}
            value={o}
            control={<Radio />}
            label={translate(`caretaker.wso.status.${o}`, { _: o })}
          />
        ))}
      </RadioGroup>
      <TextField
        id={`${id}-remarks`}
        label={translate('caretaker.wso.form.approval_remarks')}
        multiline
        minRows={2}
        required={value.status === 'REJECTED'}
        value={value.remarks}
        error={!!error}
        helperText={error}
        onChange={(e) => onChange({ ...value, remarks: e.target.value })}
      />
    </Stack>
  );
}

const given = (a: Approval | null) =>
  a
    ? {
        src: a.signature,
        name: a.details.name,
        details: [a.status, a.remarks].filter(Boolean).join(' — '),
        date: a.created_at.slice(0, 10),
      }
    : null;

export function WsoSignatures({
  record,
  step,
  signature,
  onSignature,
  decision,
  onDecision,
  remarksError,
}: {
  record: Wso | null;
  /** The block the caller fills now. */
  step: 'prepared' | 'MA' | 'OM' | null;
  signature: SignatureValue;
  onSignature: (v: SignatureValue) => void;
  decision: Decision;
  onDecision: (d: Decision) => void;
  remarksError?: string;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.wso.form.${k}`);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <SignatureBlock
          id="wso-prepared"
          title={t('prepared_by')}
          readOnly={step !== 'prepared'}
          given={
            record?.prepare_details
              ? {
                  src: record.prepare_signature,
                  name: record.prepare_details.name,
                  details: record.prepare_details.signature_details,
                }
              : null
          }
          value={signature}
          onChange={onSignature}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {step === 'MA' && (
          <DecisionInputs
            id="wso-ma"
            options={['VERIFIED', 'REJECTED']}
            value={decision}
            onChange={onDecision}
            error={remarksError}
          />
        )}
        <SignatureBlock
          id="wso-checked"
          title={t('checked_by')}
          readOnly={step !== 'MA'}
          given={given(record?.approvals.MA ?? null)}
          value={signature}
          onChange={onSignature}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {step === 'OM' && (
          <DecisionInputs
            id="wso-om"
            options={['APPROVED', 'REJECTED']}
            value={decision}
            onChange={onDecision}
            error={remarksError}
          />
        )}
        <SignatureBlock
          id="wso-acknowledged"
          title={t('acknowledged_by')}
          readOnly={step !== 'OM'}
          given={given(record?.approvals.OM ?? null)}
          value={signature}
          onChange={onSignature}
        />
      </Grid>
    </Grid>
  );
}
