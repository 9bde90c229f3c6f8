/**
 * The claim's workflow dialogs (spec part 2 §5): reject and invoice-in-progress (remarks required), post approval (status,
 * General document type, invoice number and date, at least one file when approving) and payment status (payment received
 * YES, amount defaulting to the claim's total with GST, an over-payment only when confirmed, remarks). Sent as multipart so files go with the step; the server's field
 * messages show under the inputs.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  TextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { FileUpload, useUploadQueue, CLAIM_DOCUMENT_RULES, xhrUpload } from '../../src/components/upload/index.js';
import { useActionCall } from '../../src/useAction.js';
import { errorMessage, fieldErrors, type Claim } from './api.js';

export type Step = 'reject' | 'invoice_in_progress' | 'post_approval' | 'payment';

const PATHS: Record<Step, string> = {
  reject: 'reject',
  invoice_in_progress: 'update-in-progress',
  post_approval: 'update-final-claim-status',
  payment: 'update-payment-status',
};
const MESSAGES: Record<Step, string> = {
  reject: 'caretaker.claims.notify.rejected',
  invoice_in_progress: 'caretaker.claims.notify.in_progress',
  post_approval: 'caretaker.claims.notify.updated',
  payment: 'caretaker.claims.notify.payment',
};

/** The invoice team's explicit confirmation of a payment above the claim's total with GST (the server's flag). */
export function OverpaymentCheckbox({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={translate('caretaker.claims.dialog.confirm_overpayment')}
    />
  );
}

/** Shows the warnings a step's answer carries (an invoice number already on another claim). */
export function notifyWarnings(notify: ReturnType<typeof useNotify>, answer: unknown) {
  const warnings = (answer as { warnings?: unknown } | null)?.warnings;
  if (Array.isArray(warnings))
    for (const w of warnings) if (typeof w === 'string') notify(w, { type: 'warning', autoHideDuration: 10000 });
}

export function StepDialog({
  claim,
  step,
  onClose,
  onDone,
}: {
  claim: Claim;
  step: Step;
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queue = useUploadQueue();
  const [v, setV] = useState<Record<string, string>>(
    step === 'post_approval'
      ? { status: 'APPROVED', document_type: 'General' }
      : step === 'payment'
        ? { payment_status: 'YES', payment_amount: claim.total_amount.toFixed(2) }
        : {},
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = (k: string) => translate(`caretaker.claims.form.${k}`);
  const set = (k: string) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value }));
  const field = (k: string, label: string, opts: { required?: boolean; type?: string; multiline?: boolean } = {}) => (
    <TextField
      key={k}
      id={`step-${k}`}
      label={label}
      required={opts.required}
      type={opts.type}
      multiline={opts.multiline}
      minRows={opts.multiline ? 3 : undefined}
      value={v[k] ?? ''}
      error={!!errors[k]}
      helperText={errors[k]}
      onChange={set(k)}
      slotProps={opts.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
  const send = useActionCall(
    (_: void, dp) => {
      const path = `/claims/${claim.id}/${PATHS[step]}`;
      if (step === 'reject' || step === 'invoice_in_progress')
        return dp.send({ method: 'POST', path, body: { ...v, version: claim.version } });
      const form = new FormData();
      for (const [k, value] of Object.entries(v)) form.append(k, value);
      form.append('version', String(claim.version));
      for (const item of queue.items)
        if (item.status !== 'cancelled') form.append('supporting_documents[]', item.file, item.file.name);
      return xhrUpload({ path, body: form }).promise;
    },
    {
      success: MESSAGES[step],
      onSuccess: (answer) => {
        notifyWarnings(notify, answer);
        onDone();
      },
      fieldErrors: setErrors,
      onError: (e) => {
        const f = fieldErrors(e);
        if (f.supporting_documents) notify(f.supporting_documents, { type: 'warning' });
        else if (!Object.keys(f).length)
          notify(errorMessage(e) || 'caretaker.claims.notify.server_error', { type: 'error' });
      },
    },
  );
  const remarks = field('remarks', t('remarks'), { required: step !== 'post_approval', multiline: true });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="claim-step-title">
      <DialogTitle id="claim-step-title">{translate(`caretaker.claims.dialog.${step}`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {step === 'reject' && <Alert severity="warning">{translate('caretaker.claims.dialog.confirm_reject')}</Alert>}
        {step === 'post_approval' && (
          <>
            <TextField
              select
              id="step-status"
              label={t('approval_status')}
              required
              value={v.status}
              onChange={set('status')}
              error={!!errors.status}
              helperText={errors.status}
            >
              {['APPROVED', 'REJECTED'].map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(`caretaker.claims.status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            {v.status === 'APPROVED' && (
              <>
                <TextField
                  select
                  id="step-document_type"
                  label={translate('caretaker.claims.dialog.document_type')}
                  required
                  value={v.document_type}
                  onChange={set('document_type')}
                >
                  <MenuItem value="General">General</MenuItem>
                </TextField>
                {field('invoice_number', t('invoice_number'), { required: true })}
                {field('invoice_date', t('invoice_date'), { required: true, type: 'date' })}
              </>
            )}
          </>
        )}
        {step === 'payment' && (
          <>
            <TextField
              select
              id="step-payment_status"
              label={t('payment_status')}
              required
              value={v.payment_status}
              onChange={set('payment_status')}
            >
              <MenuItem value="YES">{translate('caretaker.claims.dialog.yes')}</MenuItem>
            </TextField>
            {field('payment_amount', t('payment_amount'), { required: true })}
            <OverpaymentCheckbox
              checked={v.confirm_overpayment === 'true'}
              onChange={(c) => setV((o) => ({ ...o, confirm_overpayment: c ? 'true' : '' }))}
            />
          </>
        )}
        {remarks}
        {(step === 'post_approval' || step === 'payment') && (
          <FileUpload
            queue={queue}
            rules={CLAIM_DOCUMENT_RULES}
            label={translate('caretaker.claims.dialog.files')}
            error={errors.supporting_documents}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('caretaker.claims.buttons.cancel')}</Button>
        <Button
          variant="contained"
          color={step === 'reject' ? 'error' : 'primary'}
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {translate('caretaker.claims.buttons.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
