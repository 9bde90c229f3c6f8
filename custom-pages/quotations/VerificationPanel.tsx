/**
 * The managing agent's verification panel (spec part 2 §2, §4): VERIFIED (forwarded to the term
 * contractor), ACKNOWLEDGE with a next approver (not offered to MA-QS: the workflow leaves the action
 * out), REJECTED with remarks; signature unless rejecting; supporting files (`attachments[]`, the quotation
 * document policy). Zone SOUTH asks for confirmation first.
 */
import { useCallback, useState } from 'react';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { maActionFor, verifyConfirmation, type QuotationAction } from '../../domain/quotationWorkflow.js';
import { SOURCE_FUNDS, validateMaApproval, type FieldErrors } from '../../domain/quotationValidation.js';
import {
  EMPTY_SIGNATURE,
  SignatureBlock,
  hasSignature,
  signatureFields,
  type SignatureValue,
} from '../../src/components/signature/index.js';
import { FileUpload, QUOTATION_DOCUMENT_RULES, useUploadQueue } from '../../src/components/upload/index.js';
import { settled, useActionCall } from '../../src/useAction.js';
import { messageOf, useMaUsers } from './api.js';
import { ConfirmDialog } from './modals.js';
import { SectionCard } from './sections.js';
import type { Quotation } from './types.js';
import { messageKey } from './validation.js';

const STATUS_OF: Partial<Record<QuotationAction, string>> = {
  ma_verify: 'VERIFIED',
  ma_acknowledge: 'ACKNOWLEDGE',
  ma_reject: 'REJECTED',
};

/**
 * `onStale`: the quotation changed under this page (409, e.g. another managing agent acted first): the page reloads it after
 * the message "Someone else has already acted on this quotation" (domain/messages.ts).
 */
export function VerificationPanel({
  record,
  allowed,
  userId,
  onDone,
  onStale,
}: {
  record: Quotation;
  allowed: readonly string[];
  userId: string | number;
  onDone: () => void;
  onStale?: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const statuses = (['ma_verify', 'ma_acknowledge', 'ma_reject'] as const)
    .filter((a) => allowed.includes(a))
    .map((a) => STATUS_OF[a]!);
  const [status, setStatus] = useState(statuses[0] ?? 'VERIFIED');
  const [remarks, setRemarks] = useState('');
  const [next, setNext] = useState('');
  const [fund, setFund] = useState(record.source_fund ?? '');
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const queue = useUploadQueue();
  const files = queue.items.filter((i) => i.status !== 'cancelled').map((i) => i.file);
  const mas = useMaUsers(statuses.includes('ACKNOWLEDGE'), record.id).filter((u) => String(u.id) !== String(userId));
  const onSignature = useCallback((v: SignatureValue) => setSignature(v), []);

  const step = useActionCall(
    (_: void, dp) => {
      const body = new FormData();
      body.append('status', status);
      if (remarks) {
        body.append('status_remarks', remarks);
        body.append('remarks', remarks);
      }
      if (status === 'ACKNOWLEDGE') body.append('next_approval', next);
      if (fund) body.append('source_fund', fund);
      const level = record.pending_approval?.[String(userId)]?.approval_level;
      if (level !== undefined) body.append('approval_level', String(level));
      if (record.version !== undefined) body.append('version', String(record.version));
      // the figures this signature certifies: the server refuses (409) when they are not the stored ones
      if (record.total_amount !== undefined && record.total_amount !== null)
        body.append('total_amount', Number(record.total_amount).toFixed(2));
      if (status !== 'REJECTED') for (const [k, v] of Object.entries(signatureFields(signature))) body.append(k, v);
      for (const f of files) body.append('attachments[]', f, f.name);
      return dp.quotationStep(record.id, 'ma-approval', body);
    },
    {
      success: (json) =>
        messageOf(
          json,
          status === 'REJECTED'
            ? 'caretaker.quotations.notify.rejected'
            : status === 'ACKNOWLEDGE'
              ? 'caretaker.quotations.notify.acknowledged'
              : 'caretaker.quotations.notify.verified',
        ),
      onSuccess: () => {
        queue.clear();
        onDone();
      },
      onError: (e) => {
        notify(messageKey((e as Error).message) || 'caretaker.quotations.notify.server_error', { type: 'error' });
        if ((e as { status?: number }).status === 409) onStale?.();
      },
      onSettled: () => setConfirming(false),
    },
  );
  const send = () => settled(step.mutateAsync());

  const submit = () => {
    if (!maActionFor(status)) return;
    const e = validateMaApproval({
      status,
      status_remarks: remarks,
      next_approval: next,
      signature: hasSignature(signature) ? signature.option : '',
    });
    setErrors(e);
    if (e.signature) notify('caretaker.quotations.msg.signatureMissing', { type: 'warning' });
    if (Object.keys(e).length) return;
    if (status === 'VERIFIED' && verifyConfirmation(record)) setConfirming(true);
    else void send();
  };

  const err = (f: string) => (errors[f] ? translate(messageKey(errors[f])) : undefined);
  return (
    <SectionCard title={translate('caretaker.quotations.verification.title')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormControl error={!!errors.status}>
          <FormLabel>{translate('caretaker.quotations.fields.status')}</FormLabel>
          <RadioGroup
            row
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            aria-label={translate('caretaker.quotations.verification.status')}
          >
            {statuses.map((s) => (
              <FormControlLabel
                key={s}
                value={s}
                control={<Radio />}
                label={translate(`caretaker.quotations.verification.${s}`)}
              />
            ))}
          </RadioGroup>
          {errors.status && <FormHelperText>{err('status')}</FormHelperText>}
        </FormControl>
        {status === 'ACKNOWLEDGE' && (
          <TextField
            select
            label={translate('caretaker.quotations.verification.next_approval')}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            error={!!errors.next_approval}
            helperText={err('next_approval')}
          >
            {mas.map((u) => (
              <MenuItem key={u.id} value={String(u.id)}>
                {u.full_name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          label={translate('caretaker.quotations.fields.source_fund')}
          value={fund}
          onChange={(e) => setFund(e.target.value)}
        >
          <MenuItem value="">—</MenuItem>
          {SOURCE_FUNDS.map((f) => (
            <MenuItem key={f} value={f}>
              {f}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('caretaker.quotations.verification.remarks')}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          multiline
          minRows={2}
          error={!!errors.status_remarks}
          helperText={err('status_remarks')}
        />
        <FileUpload
          queue={queue}
          rules={QUOTATION_DOCUMENT_RULES}
          label={translate('caretaker.quotations.fields.supporting_documents')}
        />
        {status !== 'REJECTED' && (
          <SignatureBlock
            id="ma-signature"
            title={translate('caretaker.quotations.signatures.checked')}
            value={signature}
            onChange={onSignature}
          />
        )}
        <Box>
          <Button variant="contained" onClick={submit} disabled={step.isPending}>
            {translate('caretaker.quotations.actions.submit')}
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="caretaker.quotations.verification.confirm_title"
        content="caretaker.quotations.verification.confirm_south"
        onClose={() => setConfirming(false)}
        onConfirm={send}
      />
    </SectionCard>
  );
}
