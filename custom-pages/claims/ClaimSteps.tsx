/**
 * A claim's next steps for the caller (the server's `actions`): the MA's 'Checked & certified' block (ENDORSED or REJECTED,
 * remarks when rejecting, a signature when endorsing, confirmed with the spec's question), and the buttons that open the
 * reject, invoice-in-progress, post-approval and payment dialogs; the preview and, for the invoice team, the invoice edit.
 */
import { useState } from 'react';
import { Box, Button, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { canEditInvoice } from '../../domain/claimWorkflow.js';
import { ConfirmDialog } from '../../src/components/ConfirmDialog.js';
import { useAction } from '../../src/useAction.js';
import { useIdentity } from '../../src/useIdentity.js';
import {
  EMPTY_SIGNATURE,
  hasSignature,
  SignatureBlock,
  signatureFields,
  type SignatureValue,
} from '../../src/components/signature/index.js';
import { LIST_PATH, type Claim } from './api.js';
import { StepDialog, type Step } from './StepDialog.js';

export function ClaimSteps({ claim }: { claim: Claim }) {
  const translate = useTranslate();
  const notify = useNotify();
  const permissions = useIdentity().identity?.permissions ?? [];
  const [step, setStep] = useState<Step | null>(null);
  const [status, setStatus] = useState('ENDORSED');
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const can = (a: string) => claim.actions.includes(a);
  const t = (k: string) => translate(`caretaker.claims.form.${k}`);
  const ma = claim.approvals.find((a) => a.status === 'ENDORSED' || a.status === 'REJECTED');
  const approve = useAction(
    () => ({
      method: 'POST',
      path: `/claims/${claim.id}/ma-approval`,
      body: { status, remarks, version: claim.version, ...(status === 'ENDORSED' ? signatureFields(signature) : {}) },
    }),
    {
      success: () =>
        status === 'ENDORSED' ? 'caretaker.claims.notify.endorsed' : 'caretaker.claims.notify.rejected_ma',
      // spec part 2 §2: after an approval the claim list
      onSuccess: () => navigate(LIST_PATH),
      fieldErrors: (f) => setError(f.remarks),
    },
  );
  function endorse() {
    if (status === 'REJECTED' && !remarks.trim()) return setError(translate('caretaker.claims.notify.required'));
    if (status === 'ENDORSED' && !hasSignature(signature))
      return notify('caretaker.claims.notify.signature', { type: 'warning' });
    if (status === 'ENDORSED' && !confirming) return setConfirming(true);
    setConfirming(false);
    approve.mutate();
  }
  const steps = (['reject', 'invoice_in_progress', 'post_approval', 'payment'] as const).filter((s) => can(s));
  return (
    <Box>
      {can('ma_endorse') ? (
        <Stack spacing={1}>
          <FormLabel id="claim-ma-status">{t('approval_status')}</FormLabel>
          <RadioGroup row aria-labelledby="claim-ma-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            {['ENDORSED', 'REJECTED'].map((s) => (
              <FormControlLabel
                key={s}
                value={s}
                control={<Radio />}
                label={translate(`caretaker.claims.status.${s}`)}
              />
            ))}
          </RadioGroup>
          <TextField
            id="claim-ma-remarks"
            label={t('approval_remarks')}
            multiline
            minRows={2}
            required={status === 'REJECTED'}
            value={remarks}
            error={!!error}
            helperText={error}
            onChange={(e) => setRemarks(e.target.value)}
          />
          <SignatureBlock id="claim-checked" title={t('checked_by')} value={signature} onChange={setSignature} />
          <Box>
            <Button variant="contained" disabled={approve.isPending} onClick={endorse}>
              {translate('caretaker.claims.buttons.ma_submit')}
            </Button>
          </Box>
        </Stack>
      ) : (
        <SignatureBlock
          id="claim-checked"
          title={t('checked_by')}
          readOnly
          given={
            ma
              ? {
                  src: ma.signature,
                  name: ma.name,
                  details: [ma.status, ma.remarks].filter(Boolean).join(' — '),
                  date: ma.date?.slice(0, 10),
                }
              : null
          }
        />
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {steps.map((s) => (
          <Button
            key={s}
            variant={s === 'reject' ? 'outlined' : 'contained'}
            color={s === 'reject' ? 'error' : 'primary'}
            onClick={() => setStep(s)}
          >
            {translate(`caretaker.claims.actions.${s}`)}
          </Button>
        ))}
        {canEditInvoice(claim, permissions) && (
          <Button variant="outlined" component={RouterLink} to={`${LIST_PATH}/${claim.id}/invoiceEdit`}>
            {translate('caretaker.claims.actions.invoice_edit')}
          </Button>
        )}
        {claim.status !== 'DRAFT' && (
          <Button variant="outlined" component={RouterLink} to={`${LIST_PATH}/${claim.id}/preview`}>
            {translate('caretaker.claims.buttons.preview')}
          </Button>
        )}
      </Stack>
      {step && (
        <StepDialog
          claim={claim}
          step={step}
          onClose={() => setStep(null)}
          onDone={() => {
            setStep(null);
            navigate(LIST_PATH);
          }}
        />
      )}
      {confirming && (
        <ConfirmDialog
          open
          title="caretaker.claims.dialog.endorse_title"
          content="caretaker.claims.dialog.confirm_endorse"
          onClose={() => setConfirming(false)}
          onConfirm={endorse}
        />
      )}
    </Box>
  );
}
