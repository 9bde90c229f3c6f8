/** The managing agent's decision (spec §5 "Approval"): approval status and signature required, remark optional. */
import { useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Paper, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { approvalErrors } from '../../domain/deliverables.js';
import {
  EMPTY_SIGNATURE,
  hasSignature,
  SignatureBlock,
  signatureFields,
  type SignatureValue,
} from '../../src/components/signature/index.js';
import { errorMessage, fieldErrors, useProvider, type Deliverable } from './api.js';

export function ApprovalBlock({ record, onDone }: { record: Deliverable; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useProvider();
  const [status, setStatus] = useState('');
  const [remarks, setRemarks] = useState('');
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const sig = signatureFields(signature);
    const problems = approvalErrors({ status, signature: hasSignature(signature) ? 'yes' : '' });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const res = await dp.send<{ message: string }>({
        method: 'POST',
        path: `/deliverable/${record.id}/final-approvals`,
        body: { ...sig, status, remarks, user_type: 'MA', zone: record.zone, version: record.version },
      });
      notify(res.message, { type: 'success' });
      onDone();
    } catch (e) {
      setErrors(fieldErrors(e));
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
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
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {translate('caretaker.deliverables.submit_approval')}
        </Button>
      </Box>
    </Paper>
  );
}
