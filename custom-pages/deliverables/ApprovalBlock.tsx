/** The managing agent's decision (spec §5 "Approval"): approval status and signature required, remark optional. */
import { useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Paper, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { approvalErrors } from '../../domain/deliverables.js';
import {
  EMPTY_SIGNATURE,
  hasSignature,
  SignatureBlock,
  signatureFields,
  type SignatureValue,
} from '../../src/components/signature/index.js';
import { useAction } from '../../src/useAction.js';
import type { Deliverable } from './api.js';

export function ApprovalBlock({ record, onDone }: { record: Deliverable; onDone: () => void }) {
  const translate = useTranslate();
  const [status, setStatus] = useState('');
  const [remarks, setRemarks] = useState('');
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useAction(
    () => ({
      method: 'POST',
      path: `/deliverable/${record.id}/final-approvals`,
      body: {
        ...signatureFields(signature),
        status,
        remarks,
        user_type: 'MA',
        zone: record.zone,
        version: record.version,
      },
    }),
    { success: (res: { message: string }) => res.message, onSuccess: onDone, fieldErrors: setErrors },
  );
  const submit = () => {
    const problems = approvalErrors({ status, signature: hasSignature(signature) ? 'yes' : '' });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    send.mutate();
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="ma-approval-title">
      <Typography id="ma-approval-title" variant="h6" component="h2">
        {translate('caretaker.deliverables.ma_approval')}
      </Typography>
      <RadioGroup
        row
        aria-label={translate('caretaker.deliverables.approval_status')}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      >
        <FormControlLabel
          value="APPROVED"
          control={<Radio />}
          label={translate('caretaker.deliverables.status.APPROVED')}
        />
        <FormControlLabel
          value="REJECTED"
          control={<Radio />}
          label={translate('caretaker.deliverables.status.REJECTED')}
        />
      </RadioGroup>
      {errors.status && <Alert severity="error">{errors.status}</Alert>}
      <TextField
        label={translate('caretaker.deliverables.remarks')}
        value={remarks}
        onChange={(e) => setRemarks(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        sx={{ my: 1.5 }}
      />
      <SignatureBlock
        id="ma-signature"
        title={translate('caretaker.deliverables.approved_by')}
        value={signature}
        onChange={setSignature}
      />
      {errors.signature && <Alert severity="error">{errors.signature}</Alert>}
      <Box sx={{ mt: 1.5 }}>
        <Button variant="contained" onClick={submit} disabled={send.isPending}>
          {translate('caretaker.deliverables.submit_approval')}
        </Button>
      </Box>
    </Paper>
  );
}
