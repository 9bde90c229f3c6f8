/**
 * The WSO form (spec part 2 §2): /works-order/wso/{create|id} (ad-hoc) and /works-order/quotation-list/{id}/work-service-order
 * (bound to an approved quotation, prefilled from it). Title Add, View, Sign or Edit by role and status; buttons from the
 * workflow table (domain/wsoWorkflow.ts) through the server's `actions`; the creator's rules are domain/wso.ts, the same
 * the server applies. Saving sends the form with its photos in one multipart request and shows its progress.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  CircularProgress,
  LinearProgress,
  Link as MuiLink,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { WSO_MSG, wsoFormErrors } from '../../domain/wso.js';
import { allowedWsoActions } from '../../domain/wsoWorkflow.js';
import {
  EMPTY_SIGNATURE,
  hasSignature,
  signatureFields,
  type SignatureValue,
} from '../../src/components/signature/index.js';
import { RecordLoadError } from '../../src/components/offline/RecordLoadError.js';
import { followValues, type Applied } from '../../src/components/followRecord.js';
import { useUploadQueue, xhrUpload } from '../../src/components/upload/index.js';
import {
  errorMessage,
  fieldErrors,
  LIST_PATH,
  QUOTATION_LIST_PATH,
  useSchools,
  useWsoSource,
  type Wso,
} from './api.js';
import { ForbiddenInLayout } from '../../src/pages/errors/ErrorPage.js';
import { WsoStatusChip } from './WsoList.js';
import { PhotoSection } from './PhotoSection.js';
import { WsoFields, type WsoValues } from './WsoFields.js';
import { WsoHistory } from './WsoHistory.js';
import { WsoSignatures, type Decision } from './WsoSignatures.js';
import { useActionCall } from '../../src/useAction.js';
import { useIdentity } from '../../src/useIdentity.js';
import { isNetworkError, isOffline } from '../../src/offline/network.js';
import { onceRequest, wireOf, type OnceRequest } from '../../src/offline/onlineOnce.js';
import { OfflinePanel } from './OfflinePanel.js';
import { WSO_FORM_FIELDS } from './offlineRecord.js';
import { useOfflineSave } from './useOfflineSave.js';

function valuesOf(w: Wso | null, prefill: { job_location?: string | null; school_id?: number }): WsoValues {
  const out: WsoValues = {};
  for (const k of WSO_FORM_FIELDS) {
    const v = w ? (w as unknown as Record<string, unknown>)[k] : undefined;
    out[k] = v === null || v === undefined ? '' : String(v);
  }
  if (!w && prefill.job_location) out.job_location = prefill.job_location;
  if (!w && prefill.school_id) out.school_id = String(prefill.school_id);
  return out;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Keeps the save on the device, behind the online request that got no answer (`unanswered`), if any. */
type Keep = (unanswered?: OnceRequest) => Promise<boolean>;

export function WsoFormPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { id: routeId, quotationId } = useParams();
  const id = routeId && routeId !== 'create' ? routeId : undefined;
  const { identity, role } = useIdentity();
  const source = useWsoSource({ id, quotationId });
  const record = source.data?.wso ?? null;
  const quotation = source.data?.quotation ?? null;
  const schools = useSchools();
  const adhoc = !quotationId && (record?.category ?? 'AD-HOC') === 'AD-HOC';
  const [values, setValues] = useState<WsoValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // after a save was tried, each edit checks its fields again: a filled field loses its message, a cleared one gets it
  const [checked, setChecked] = useState<{ draft: boolean } | null>(null);
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [progress, setProgress] = useState<number | null>(null);
  const before = useUploadQueue();
  const after = useUploadQueue();
  const ready = !(id || quotationId) || source.isSuccess;
  // a read again (a sync of the device's waiting writes, a refresh) keeps what the user changed since the last read and
  // follows the order in the rest: a field the user left shows the value a conflict's "keep theirs" brought
  const applied = useRef<Applied<WsoValues> | null>(null);
  useEffect(() => {
    if (!ready) return;
    const last = applied.current;
    const next = {
      key: record?.id ?? null,
      values: valuesOf(record, { job_location: quotation?.location, school_id: quotation?.school.id }),
    };
    applied.current = next;
    setValues((current) => followValues(current, last, next));
  }, [ready, record, quotation]);

  const actions = useMemo(
    () => record?.actions ?? allowedWsoActions(role, { state: 'NEW', maApproved: false }),
    [record, role],
  );
  const can = (a: string) => actions.includes(a);
  const editable = can('submit') || can('draft');
  const step: 'prepared' | 'MA' | 'OM' | null = can('ma_verify')
    ? 'MA'
    : can('om_approve')
      ? 'OM'
      : editable
        ? 'prepared'
        : null;
  const [decision, setDecision] = useState<Decision>({ status: '', remarks: '' });
  const chosen = decision.status || (step === 'MA' ? 'VERIFIED' : 'APPROVED');
  const mode = !record ? 'add' : editable ? 'edit' : step === 'MA' || step === 'OM' ? 'sign' : 'view';
  const back = quotationId ? QUOTATION_LIST_PATH : LIST_PATH;

  const offline = useOfflineSave({
    record,
    values,
    adhoc,
    queues: { before, after },
    onKept: () => {
      setSignature(EMPTY_SIGNATURE);
      void source.refetch();
    },
  });
  const upload = useActionCall(
    ({ path, form, once }: { path: string; form: FormData; message: string; once?: OnceRequest; keep?: Keep }) => {
      setProgress(0);
      const wire = once && wireOf(once);
      return xhrUpload({
        path,
        body: wire ? (wire.body as Blob) : form,
        headers: wire?.headers,
        onProgress: (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : 0),
      }).promise;
    },
    {
      success: (_, { message }) => message,
      invalidate: [['caretaker.wso']],
      onSuccess: () => navigate(back),
      fieldErrors: setErrors,
      onError: (e, { keep, once }) => {
        // the signal dropped on the way: kept on the device like any save made offline, behind the request as it went
        if (keep && isNetworkError(e)) return void keep(once);
        const f = fieldErrors(e);
        if (f.signature) notify(f.signature, { type: 'warning' });
        else notify(errorMessage(e) || 'caretaker.wso.notify.server_error', { type: 'error' });
      },
      onSettled: () => setProgress(null),
    },
  );
  const send = (path: string, form: FormData, message: string, once?: OnceRequest, keep?: Keep) =>
    upload.mutate({ path, form, message, once, keep });

  const localErrors = (v: WsoValues, draft: boolean) => {
    const local = wsoFormErrors({ ...v, category: adhoc ? 'AD-HOC' : 'QUOTATION' }, { adhoc, draft });
    if (adhoc && !v.school_id && !draft) local.school_id = WSO_MSG.required;
    return local;
  };

  function edit(patch: WsoValues) {
    const next = { ...values, ...patch };
    setValues(next);
    if (!checked) return;
    const local = localErrors(next, checked.draft);
    setErrors((e) => {
      const out = { ...e };
      for (const k of Object.keys(patch)) {
        if (local[k]) out[k] = local[k];
        else delete out[k];
      }
      return out;
    });
  }

  async function save(status: 'PENDING' | 'DRAFT') {
    const draft = status === 'DRAFT';
    const local = localErrors(values, draft);
    setChecked({ draft });
    setErrors(local);
    if (Object.keys(local).length) return notify('ra.message.invalid_form', { type: 'warning' });
    if (!draft && !hasSignature(signature)) return notify('caretaker.wso.notify.signature', { type: 'warning' });
    const keep: Keep = (unanswered) => offline.keep(status, draft ? undefined : signatureFields(signature), unanswered);
    if (!record && isOffline()) return void keep();
    if (await offline.mustWait()) return void keep();
    const form = new FormData();
    for (const k of WSO_FORM_FIELDS)
      if (adhoc || (k !== 'address' && k !== 'school_id')) form.append(k, values[k] ?? '');
    form.append('category', adhoc ? 'AD-HOC' : 'QUOTATION');
    form.append('status', status);
    if (record) form.append('version', String(record.version));
    if (!draft) for (const [k, v] of Object.entries(signatureFields(signature))) form.append(k, v);
    for (const [field, queue] of [
      ['before_photos[]', before],
      ['after_photos[]', after],
    ] as const)
      for (const item of queue.items) if (item.status !== 'cancelled') form.append(field, item.file, item.file.name);
    const path = quotationId
      ? `/work-service-order/quotation/${quotationId}`
      : record
        ? `/work-service-order/${record.id}`
        : '/work-service-order';
    // a save that may end in the outbox goes with a key of its own: if only its answer is lost, its photos are stored once
    const once = record ? await onceRequest('POST', path, form) : undefined;
    send(path, form, record ? 'caretaker.wso.notify.updated' : 'caretaker.wso.notify.created', once, once && keep);
  }

  function decide() {
    if (!record || (step !== 'MA' && step !== 'OM')) return;
    const rejecting = chosen === 'REJECTED';
    if (rejecting && !decision.remarks.trim()) return setErrors({ remarks: WSO_MSG.remarks });
    if (!rejecting && !hasSignature(signature)) return notify('caretaker.wso.notify.signature', { type: 'warning' });
    const form = new FormData();
    form.append('status', chosen);
    form.append('remarks', decision.remarks);
    form.append('version', String(record.version));
    if (step === 'OM') form.append('user_type', 'OM');
    if (!rejecting) for (const [k, v] of Object.entries(signatureFields(signature))) form.append(k, v);
    const path = `/work-service-order/${record.id}/${step === 'MA' ? 'ma-approval' : 'final-approvals'}`;
    send(path, form, rejecting ? 'caretaker.wso.notify.rejected' : 'caretaker.wso.notify.approved');
  }

  // a failed load says why (a 404 outside the user's zone) instead of spinning
  if (source.error)
    return <RecordLoadError error={source.error} fallback="caretaker.wso.notify.server_error" sx={{ mt: 2 }} />;
  if (!ready || !identity) return <CircularProgress sx={{ mt: 4 }} aria-label={translate('ra.page.loading')} />;
  // only a creator may start an order: anyone else who opens the create address gets the forbidden page
  if (!record && !actions.length) return <ForbiddenInLayout />;
  const t = (k: string) => translate(`caretaker.wso.form.${k}`);
  const modeWord = t(`mode_${mode}`);
  const busy = progress !== null || upload.isPending;
  return (
    <Box sx={{ pb: 4, minWidth: 0 }}>
      <Breadcrumbs aria-label={t('breadcrumb')} sx={{ mt: 2, mb: 1 }}>
        <MuiLink component={RouterLink} to={back} underline="hover" color="inherit">
          {quotationId ? t('quotation_list') : t('list')}
        </MuiLink>
        <Typography color="text.primary">{translate('caretaker.wso.title')}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('caretaker.wso.form.title', { mode: modeWord })}
        </Typography>
        {record && <WsoStatusChip status={record.status} display={record.display_status} />}
      </Box>
      {record && <OfflinePanel wso={record} schools={schools} />}
      <Section title={t('order')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {record && <Typography>{`${t('reference_number')}: ${record.reference_number}`}</Typography>}
          {(quotation ?? record?.quotation) && (
            <Typography>
              {`${t('quotation_reference')}: `}
              <MuiLink component={RouterLink} to={`${QUOTATION_LIST_PATH}/${(quotation ?? record!.quotation)!.id}`}>
                {(quotation ?? record!.quotation)!.reference_number}
              </MuiLink>
            </Typography>
          )}
          {!adhoc && (
            <Typography>{`${t('school')}: ${quotation?.school.name ?? record?.school.name ?? ''}`}</Typography>
          )}
        </Stack>
        {record?.status_remarks && record.status === 'REJECTED' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {record.status_remarks}
          </Alert>
        )}
        <WsoFields
          values={values}
          onChange={edit}
          errors={errors}
          disabled={!editable}
          adhoc={adhoc}
          schools={schools}
        />
      </Section>
      <Section title={`${t('before_photos')} / ${t('after_photos')}`}>
        <Stack spacing={2}>
          {(['before', 'after'] as const).map((k) => (
            <PhotoSection
              key={k}
              record={record}
              field={`${k}_photos`}
              label={t(`${k}_photos`)}
              photos={record?.attachements[`${k}_photos`] ?? []}
              offline={!!record?.offline}
              queued={record?.queued_photos?.filter((q) => q.field === `${k}_photos`)}
              queue={k === 'before' ? before : after}
              canUpload={can('upload_photo')}
              onDeleted={() => void source.refetch()}
            />
          ))}
        </Stack>
      </Section>
      {record && (
        <Section title={t('history')}>
          <WsoHistory entries={record.wso_histories} />
        </Section>
      )}
      <Section title={t('signatures')}>
        <WsoSignatures
          record={record}
          step={step}
          signature={signature}
          onSignature={setSignature}
          decision={{ ...decision, status: chosen }}
          onDecision={setDecision}
          remarksError={errors.remarks}
        />
      </Section>
      {busy && (
        <Box sx={{ mb: 2 }}>
          <LinearProgress
            variant="determinate"
            value={progress ?? 0}
            aria-label={translate('caretaker.wso.form.uploading', { percent: progress })}
          />
          <Typography variant="caption">{translate('caretaker.wso.form.uploading', { percent: progress })}</Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step === 'MA' && (
          <Button variant="contained" disabled={busy} onClick={decide}>
            {translate('caretaker.wso.buttons.ma_submit')}
          </Button>
        )}
        {step === 'OM' && (
          <Button variant="contained" disabled={busy} onClick={decide}>
            {translate('caretaker.wso.buttons.om_save')}
          </Button>
        )}
        {can('submit') && (
          <Button variant="contained" disabled={busy} onClick={() => void save('PENDING')}>
            {translate('caretaker.wso.buttons.submit')}
          </Button>
        )}
        {can('draft') && (
          <Button variant="outlined" disabled={busy} onClick={() => void save('DRAFT')}>
            {translate('caretaker.wso.buttons.draft')}
          </Button>
        )}
        {record && record.status !== 'DRAFT' && (
          <Button variant="outlined" component={RouterLink} to={`${LIST_PATH}/${record.id}/preview`}>
            {translate('caretaker.wso.buttons.preview')}
          </Button>
        )}
        <Button onClick={() => navigate(back)}>{translate('caretaker.wso.buttons.cancel')}</Button>
      </Stack>
    </Box>
  );
}

export default WsoFormPage;
