/**
 * Post approval (status, document type General or EPO-EPI with reference numbers, source fund, at least
 * one supporting file) and update attachments (file name, order, include in report) for a quotation.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import {
  DOCUMENT_TYPES,
  SOURCE_FUNDS,
  isPdf,
  validatePostApproval,
  validateUpdateAttachments,
  type FieldErrors,
} from '../../domain/quotationValidation.js';
import { FileUpload, useUploadQueue } from '../../src/components/upload/index.js';
import { QUOTATION_DOCUMENT_RULES } from '../../src/components/upload/index.js';
import { useActionCall } from '../../src/useAction.js';
import { messageOf } from './api.js';
import type { Attachment, Quotation } from './types.js';
import { messageKey } from './validation.js';

function errorText(translate: (k: string) => string, errors: FieldErrors, field: string): string | undefined {
  return errors[field] ? translate(messageKey(errors[field])) : undefined;
}

export function PostApprovalDialog({
  open,
  record,
  moeOnly = false,
  onClose,
  onDone,
}: {
  open: boolean;
  record: Quotation;
  moeOnly?: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queue = useUploadQueue();
  const [values, setValues] = useState<Record<string, string>>({
    status: moeOnly ? 'APPROVED' : '',
    document_type: '',
    source_fund: moeOnly ? 'MOE' : '',
    epo_reference_no: '',
    epi_reference_no: '',
    remarks: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (k: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const files = queue.items.filter((i) => i.status !== 'cancelled').map((i) => i.file);

  const post = useActionCall(
    (_: void, dp) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(values)) if (v !== '') body.append(k, v);
      if (record.version !== undefined) body.append('version', String(record.version));
      // the figures this approval signs: the server refuses (409) when they are not the stored ones
      if (record.total_amount !== undefined && record.total_amount !== null)
        body.append('total_amount', Number(record.total_amount).toFixed(2));
      for (const f of files) body.append('supporting_documents[]', f, f.name);
      return dp.quotationStep(record.id, moeOnly ? 'moe-fund-approve' : 'update-final-quotation-status', body);
    },
    {
      success: (json) => messageOf(json, 'caretaker.quotations.notify.updated'),
      onSuccess: () => {
        queue.clear();
        onDone();
      },
      onError: (err) => {
        notify(messageKey((err as Error).message) || 'caretaker.quotations.notify.server_error', { type: 'error' });
        // 409: the quotation changed meanwhile; show it as it is now
        if ((err as { status?: number }).status === 409) onDone();
      },
    },
  );
  const submit = () => {
    const e = validatePostApproval({ ...values, supporting_documents: files }, { moeFundOnly: moeOnly });
    setErrors(e);
    if (e.supporting_documents) notify('caretaker.quotations.msg.uploadFile', { type: 'warning' });
    if (Object.keys(e).length) return;
    post.mutate();
  };
  const approved = values.status === 'APPROVED';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="post-approval-title">
      <DialogTitle id="post-approval-title">
        {translate(
          moeOnly ? 'caretaker.quotations.modals.moe_title' : 'caretaker.quotations.modals.post_approval_title',
        )}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <FormControl error={!!errors.status}>
            <FormLabel>{translate('caretaker.quotations.fields.status')}</FormLabel>
            <RadioGroup
              row
              value={values.status}
              onChange={set('status')}
              aria-label={translate('caretaker.quotations.fields.status')}
            >
              <FormControlLabel
                value="APPROVED"
                control={<Radio />}
                label={translate('caretaker.quotations.status.APPROVED')}
              />
              {!moeOnly && (
                <FormControlLabel
                  value="REJECTED"
                  control={<Radio />}
                  label={translate('caretaker.quotations.status.REJECTED')}
                />
              )}
            </RadioGroup>
            {errors.status && <FormHelperText>{errorText(translate, errors, 'status')}</FormHelperText>}
          </FormControl>
          {approved && (
            <TextField
              select
              label={translate('caretaker.quotations.fields.document_type')}
              value={values.document_type}
              onChange={set('document_type')}
              error={!!errors.document_type}
              helperText={errorText(translate, errors, 'document_type')}
            >
              {DOCUMENT_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          )}
          {approved && values.document_type === 'EPO-EPI' && (
            <Box sx={{ display: 'flex', gap: 2 }}>
              <TextField
                fullWidth
                label={translate('caretaker.quotations.fields.epo_reference_no')}
                value={values.epo_reference_no}
                onChange={set('epo_reference_no')}
              />
              <TextField
                fullWidth
                label={translate('caretaker.quotations.fields.epi_reference_no')}
                value={values.epi_reference_no}
                onChange={set('epi_reference_no')}
              />
            </Box>
          )}
          {approved && (
            <TextField
              select
              label={translate('caretaker.quotations.fields.source_fund')}
              value={values.source_fund}
              onChange={set('source_fund')}
              error={!!errors.source_fund}
              helperText={errorText(translate, errors, 'source_fund')}
            >
              {(moeOnly ? ['MOE'] : SOURCE_FUNDS).map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={translate('caretaker.quotations.fields.remarks')}
            value={values.remarks}
            onChange={set('remarks')}
            multiline
            minRows={2}
          />
          <FileUpload
            queue={queue}
            rules={QUOTATION_DOCUMENT_RULES}
            label={translate('caretaker.quotations.fields.supporting_documents')}
            error={files.length ? null : (errorText(translate, errors, 'supporting_documents') ?? null)}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={post.isPending}>
          {translate('caretaker.quotations.actions.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface Row {
  id: number;
  file_name: string;
  mime?: string;
  additional_fields: { order: string; report: boolean | null };
}

export function UpdateAttachmentsDialog({
  open,
  record,
  attachments,
  onClose,
  onDone,
}: {
  open: boolean;
  record: Quotation;
  attachments: Attachment[];
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [rows, setRows] = useState<Row[]>(() =>
    attachments.map((a, i) => ({
      id: a.id,
      file_name: a.name ?? a.file_name ?? '',
      mime: a.mime,
      additional_fields: {
        order: String(a.additional_fields?.order ?? i + 1),
        report: isPdf(a) ? true : (a.additional_fields?.report ?? true),
      },
    })),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const patch = (i: number, p: Partial<Row> | { order?: string; report?: boolean }) =>
    setRows((list) =>
      list.map((r, j) =>
        j !== i
          ? r
          : 'file_name' in p
            ? { ...r, ...(p as Partial<Row>) }
            : { ...r, additional_fields: { ...r.additional_fields, ...(p as object) } },
      ),
    );
  const save = useActionCall(
    (_: void, dp) =>
      dp.quotationStep(record.id, 'update-attachments', {
        attachments: rows.map((r) => ({
          id: r.id,
          file_name: r.file_name,
          order: r.additional_fields.order === '' ? null : Number(r.additional_fields.order),
          report: !!r.additional_fields.report,
        })),
      }),
    {
      success: (json) => messageOf(json, 'caretaker.quotations.notify.attachments_updated'),
      onSuccess: onDone,
      onError: (err) => notify((err as Error).message || 'caretaker.quotations.notify.server_error', { type: 'error' }),
    },
  );
  const submit = () => {
    const e = validateUpdateAttachments(rows);
    setErrors(e);
    if (Object.keys(e).length) return;
    save.mutate();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="attachments-title">
      <DialogTitle id="attachments-title">{translate('caretaker.quotations.modals.attachments_title')}</DialogTitle>
      <DialogContent>
        {rows.length === 0 ? (
          <Alert severity="info">{translate('caretaker.quotations.documents.none')}</Alert>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('caretaker.quotations.fields.file_name')}</TableCell>
                <TableCell>{translate('caretaker.quotations.fields.order')}</TableCell>
                <TableCell>{translate('caretaker.quotations.fields.report')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r, i) => {
                const pdf = isPdf(r);
                return (
                  <TableRow key={r.id}>
                    <TableCell>
                      <TextField
                        size="small"
                        fullWidth
                        value={r.file_name}
                        onChange={(e) => patch(i, { file_name: e.target.value })}
                        error={!!errors[`attachments.${i}.file_name`]}
                        helperText={errorText(translate, errors, `attachments.${i}.file_name`)}
                        inputProps={{ 'aria-label': translate('caretaker.quotations.fields.file_name') }}
                      />
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        type="number"
                        disabled={pdf}
                        value={r.additional_fields.order}
                        onChange={(e) => patch(i, { order: e.target.value })}
                        error={!!errors[`attachments.${i}.order`]}
                        helperText={errorText(translate, errors, `attachments.${i}.order`)}
                        inputProps={{ 'aria-label': translate('caretaker.quotations.fields.order') }}
                      />
                    </TableCell>
                    <TableCell>
                      <FormControlLabel
                        control={
                          <Switch
                            checked={!!r.additional_fields.report}
                            disabled={pdf}
                            onChange={(e) => patch(i, { report: e.target.checked })}
                          />
                        }
                        label={translate(
                          r.additional_fields.report
                            ? 'caretaker.quotations.common.yes'
                            : 'caretaker.quotations.common.no',
                        )}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={rows.length === 0 || save.isPending}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
