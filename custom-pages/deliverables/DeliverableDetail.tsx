/**
 * One monthly deliverable (spec part 3 §2, §3): attachment slots from the category's configuration, custom slots (title
 * and file), the prepared-by signature, the MA's approval block, the status history and the month's inspection summary.
 * What the caller may do comes from the workflow table (the record's `actions`); the server decides again on every call.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { submitErrors } from '../../domain/deliverables.js';
import {
  EMPTY_SIGNATURE,
  hasSignature,
  SignatureBlock,
  signatureFields,
  type SignatureValue,
} from '../../src/components/signature/index.js';
import { useAction } from '../../src/useAction.js';
import { ApprovalBlock } from './ApprovalBlock.js';
import { errorMessage, useDeliverable, useDeliverableConfig, useInspectionSummary, type Deliverable } from './api.js';
import { StatusChip } from './DeliverableList.js';
import { SlotUpload } from './SlotUpload.js';
import { statusOf } from '../../src/queryClient.js';

function Summary({ id }: { id: string }) {
  const translate = useTranslate();
  const s = useInspectionSummary(id).data;
  const n = (k: 'submitted' | 'acknowledged' | 'approved') => (
    <Box>
      <Typography variant="h6" component="p">
        {s?.[k] ?? 0}
      </Typography>
      <Typography variant="body2">{translate(`caretaker.deliverables.summary.${k}`)}</Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="summary-title">
      <Typography id="summary-title" variant="h6" component="h2">
        {translate('caretaker.deliverables.summary.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 4 }}>
        {n('submitted')}
        {n('acknowledged')}
        {n('approved')}
      </Box>
    </Paper>
  );
}

function History({ record }: { record: Deliverable }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="history-title">
      <Typography id="history-title" variant="h6" component="h2">
        {translate('caretaker.deliverables.history')}
      </Typography>
      {!record.histories.length ? (
        <Typography color="text.secondary">{translate('caretaker.deliverables.no_history')}</Typography>
      ) : (
        <List dense>
          {record.histories.map((h) => (
            <ListItem key={h.id} disableGutters>
              <ListItemText
                primary={`${h.updated_at.slice(0, 10)} · ${h.approval_type} · ${translate(`caretaker.deliverables.status.${h.status}`, { _: h.status })}${h.user_name ? ` · ${h.user_name}` : ''}`}
                secondary={h.remarks}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

export function DeliverableDetail() {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: record, isPending, error, refetch } = useDeliverable(id);
  const maxBytes = useDeliverableConfig().data?.max_bytes ?? 524_288_000;
  const [custom, setCustom] = useState<{ key: string; title: string }[]>([]);
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useAction(
    ({ id, form }: { id: number; form: FormData }) => ({ method: 'POST', path: `/deliverable/${id}`, body: form }),
    {
      success: (res: { message: string }) => res.message,
      invalidate: [['caretaker.deliverables']],
      onSuccess: () => {
        setErrors({});
        void refetch();
      },
      fieldErrors: setErrors,
    },
  );
  useEffect(() => {
    if (record) setCustom(record.custom.map((c) => ({ key: c.key, title: c.remarks ?? '' })));
  }, [record]);
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
  if (error || !record)
    return (
      <Alert severity="error">
        {statusOf(error) === 404 ? translate('caretaker.deliverables.record_not_found') : errorMessage(error)}
      </Alert>
    );
  const editable = record.actions.includes('submit');
  const reload = () => {
    void refetch();
    void queryClient.invalidateQueries({ queryKey: ['caretaker.deliverables'] });
  };
  const customSlot = (key: string) =>
    record.custom.find((c) => c.key === key) ?? { key, remarks: null, attachments: [] };

  const save = (status: 'DRAFT' | 'SUBMITTED') => {
    if (status === 'SUBMITTED') {
      const filled = new Set([...record.slots, ...record.custom].filter((s) => s.attachments.length).map((s) => s.key));
      const problems = submitErrors({
        category: record.category as 'BM' | 'TP',
        filled,
        custom: custom.map((c) => ({ key: c.key, title: c.title })),
        signed: hasSignature(signature) || !!record.prepare_details?.signature,
      });
      setErrors(problems);
      if (Object.keys(problems).length) {
        notify(problems.attachments ?? problems.signature, { type: 'warning' });
        return;
      }
    }
    const form = new FormData();
    form.append('status', status);
    form.append('version', String(record.version));
    form.append('category', record.category);
    form.append('zone', record.zone);
    form.append('month', String(record.month));
    form.append('year', String(record.year));
    for (const c of custom) form.append(`other_remarks[${c.key}]`, c.title);
    if (hasSignature(signature)) for (const [k, v] of Object.entries(signatureFields(signature))) form.append(k, v);
    send.mutate({ id: record.id, form });
  };

  const nextKey = () => `custom_${Math.max(0, ...custom.map((c) => Number(c.key.slice(7)))) + 1}`;
  return (
    <Box sx={{ pb: 4, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate(`caretaker.deliverables.title_${record.category}`)} —{' '}
        {translate(`caretaker.deliverables.months.${record.month}`, { _: record.month_name })} {record.year} —{' '}
        {translate(`caretaker.deliverables.zones.${record.zone}`, { _: record.zone_name })}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <StatusChip status={record.status} />
      </Box>
      {record.status === 'REJECTED' && record.reject_remarks && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('caretaker.deliverables.rejection_remarks')}: {record.reject_remarks}
        </Alert>
      )}
      <Summary id={String(record.id)} />
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="slots-title">
        <Typography id="slots-title" variant="h6" component="h2">
          {translate('caretaker.deliverables.attachments')}
        </Typography>
        {errors.attachments && <Alert severity="error">{errors.attachments}</Alert>}
        {record.slots.map((s) => (
          <SlotUpload
            key={s.key}
            deliverableId={record.id}
            slot={s}
            title={translate(`caretaker.deliverables.slots.${s.key}`, { _: s.remarks ?? s.key })}
            editable={editable}
            maxBytes={maxBytes}
            error={errors[s.key]}
            onChanged={reload}
          />
        ))}
        {custom.map((c, n) => (
          <Box key={c.key} sx={{ pt: 1.5 }}>
            <TextField
              size="small"
              label={translate('caretaker.deliverables.custom_title')}
              value={c.title}
              disabled={!editable}
              required
              error={!!errors[`other_remarks.${c.key}`]}
              helperText={errors[`other_remarks.${c.key}`]}
              onChange={(e) => setCustom(custom.map((x, i) => (i === n ? { ...x, title: e.target.value } : x)))}
            />
            <SlotUpload
              deliverableId={record.id}
              slot={customSlot(c.key)}
              title={c.title || translate('caretaker.deliverables.custom_attachment')}
              editable={editable}
              maxBytes={maxBytes}
              error={errors[c.key]}
              customTitle={c.title}
              onChanged={reload}
            />
          </Box>
        ))}
        {editable && (
          <Button sx={{ mt: 1 }} onClick={() => setCustom([...custom, { key: nextKey(), title: '' }])}>
            {translate('caretaker.deliverables.add_custom')}
          </Button>
        )}
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: 2, mt: 2 }}
        component="section"
        aria-label={translate('caretaker.deliverables.prepared_by')}
      >
        <SignatureBlock
          id="prepared-signature"
          title={translate('caretaker.deliverables.prepared_by')}
          readOnly={!editable}
          value={signature}
          onChange={setSignature}
          given={
            record.prepare_details
              ? {
                  src: record.prepare_details.signature,
                  name: record.prepare_details.name,
                  details: record.prepare_details.signature_details,
                }
              : null
          }
        />
        {errors.signature && <Alert severity="error">{errors.signature}</Alert>}
        {editable && (
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Button variant="outlined" disabled={send.isPending} onClick={() => save('DRAFT')}>
              {translate('caretaker.deliverables.save_draft')}
            </Button>
            <Button variant="contained" disabled={send.isPending} onClick={() => save('SUBMITTED')}>
              {translate('caretaker.deliverables.submit')}
            </Button>
          </Box>
        )}
      </Paper>
      {record.actions.includes('approve') ? (
        <ApprovalBlock record={record} onDone={reload} />
      ) : (
        record.approvals.MA && (
          <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
            <SignatureBlock
              id="ma-given"
              title={translate('caretaker.deliverables.approved_by')}
              readOnly
              given={{
                src: record.approvals.MA.signature,
                name: record.approvals.MA.name,
                details: record.approvals.MA.signature_details,
                date: record.approvals.MA.updated_at.slice(0, 10),
              }}
            />
            <Typography sx={{ mt: 1 }}>
              {translate(`caretaker.deliverables.status.${record.approvals.MA.status}`)}
              {record.approvals.MA.remarks ? ` — ${record.approvals.MA.remarks}` : ''}
            </Typography>
          </Paper>
        )
      )}
      <History record={record} />
    </Box>
  );
}

export default DeliverableDetail;
