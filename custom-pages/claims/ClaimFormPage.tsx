/**
 * /works-order/claims/{create|id} (spec part 2 §2 "Claim form"): Create, Edit, Sign or View by role and status. The
 * contractor picks completed quotations of the trade and school (or zone), sets a claim percentage per quotation and sees
 * every claimed row and the totals priced with the server's own functions (./pricing.ts); the MA signs 'Checked &
 * certified'; the invoice team's steps open as dialogs. The buttons are the server's `actions` (domain/claimWorkflow.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  CircularProgress,
  Link as MuiLink,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { claimPercentageError } from '../../domain/claimMoney.js';
import { ROLE } from '../../domain/roles.js';
import { CLAIM_MSG, singleQuotationOnly, validateClaimForm } from '../../domain/claimValidation.js';
import { parsePercent } from '../../domain/money.js';
import { AttachmentList } from '../../src/components/attachments/index.js';
import {
  EMPTY_SIGNATURE,
  hasSignature,
  SignatureBlock,
  signatureFields,
  type SignatureValue,
} from '../../src/components/signature/index.js';
import { CLAIM_DOCUMENT_RULES, FileUpload, useUploadQueue, xhrUpload } from '../../src/components/upload/index.js';
import { formatMoney } from '../../src/format.js';
import { useIdentity } from '../../src/useIdentity.js';
import {
  errorMessage,
  fieldErrors,
  LIST_PATH,
  useClaim,
  useClaimConfig,
  useProvider,
  useSchools,
  type Claim,
  type PricingSource,
} from './api.js';
import { ClaimHeader, CONTACT_FIELDS, type HeaderValues } from './ClaimHeader.js';
import { ClaimStatusChip } from './ClaimList.js';
import { ClaimSteps } from './ClaimSteps.js';
import { hasInvoiceDetails, InvoiceDetails } from './InvoiceDetails.js';
import { ClaimTotalsBox, EditablePart, StoredPart } from './PartTable.js';
import { priceParts, sgd } from './pricing.js';
import { QuotationPicker } from './QuotationPicker.js';
import { statusOf } from '../../src/queryClient.js';

function headerOf(c: Claim | null): HeaderValues {
  if (!c) return { job_type: [] };
  return {
    source_fund: c.source_fund,
    trade: c.trade,
    job_type: c.job_type,
    school_id: c.school_id ? String(c.school_id) : '',
    zone: c.zone ?? '',
    zone_code: c.zone_code ?? '',
    ...Object.fromEntries(CONTACT_FIELDS.map((k) => [k, String(c.contacts[k] ?? '')])),
    date: c.date,
    job: c.job,
    date_of_site_measurement: c.date_of_site_measurement ?? '',
    remarks: c.remarks ?? '',
  };
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function ClaimFormPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dp = useProvider();
  const { id: routeId } = useParams();
  const id = routeId && routeId !== 'create' ? routeId : undefined;
  const { role } = useIdentity();
  const loaded = useClaim(id);
  const record = loaded.data ?? null;
  const config = useClaimConfig().data;
  const schools = useSchools();
  const editable = !record
    ? role === ROLE.TERM_CONTRACTOR
    : record.actions.includes('submit') || record.actions.includes('draft');
  const [header, setHeader] = useState<HeaderValues>({ job_type: [] });
  const [picks, setPicks] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [busy, setBusy] = useState(false);
  const queue = useUploadQueue();
  // 'Create claim' on a completed quotation opens this form with the quotation picked (QuotationActions).
  const from = useLocation().state as {
    fund_type?: string;
    trade?: string;
    job_type?: string[];
    job?: string;
    school_id?: number;
    id?: number;
  } | null;
  useEffect(() => {
    if (!record && from?.id) {
      setHeader({
        source_fund: from.fund_type ?? '',
        trade: from.trade ?? '',
        job_type: Array.isArray(from.job_type) ? from.job_type.map(String) : [],
        job: from.job ?? '',
        school_id: from.school_id ? String(from.school_id) : '',
      });
      setPicks({ [from.id]: '100' });
      return;
    }
    setHeader(headerOf(record));
    setPicks(
      Object.fromEntries((record?.claim_quotations ?? []).map((p) => [p.quotation_id, String(p.claim_percentage)])),
    );
  }, [record, from]);

  const ids = Object.keys(picks).map(Number);
  const sources = useQueries({
    queries: ids.map((q) => ({
      queryKey: ['caretaker.claims.pricing', q, id ?? null],
      enabled: editable,
      queryFn: async () =>
        (
          await dp.send<{ data: PricingSource }>({
            path: `/config/claim-quotations/${q}${id ? `?claim_id=${encodeURIComponent(id)}` : ''}`,
          })
        ).data,
    })),
  });
  const ready = sources.every((s) => s.data);
  /** What a quotation has left for this claim: the server's remaining, plus what this claim already holds of it. */
  const remainingOf = (q: number, server: number) => {
    const own =
      record && record.state !== 'REJECTED' ? record.claim_quotations.find((p) => p.quotation_id === q) : undefined;
    return Math.min(100, server + (own?.claim_percentage ?? 0));
  };
  /** The percentage's problem while typing (not a number, more than 2 decimals, 0, above what remains), or null. */
  const percentageProblem = (source: PricingSource, typed: string | undefined) =>
    claimPercentageError(
      (typed ?? '').trim() === '' ? 0 : parsePercent(typed),
      Math.round(remainingOf(source.id, source.remaining_claim_percentage) * 100),
    );
  const priced = useMemo(
    () =>
      priceParts(
        ids.flatMap((q, i) => {
          const source = sources[i]?.data;
          // a percentage that cannot be claimed prices nothing, rather than showing figures the server will refuse
          return source ? [{ source, percentage: percentageProblem(source, picks[q]) ? '0' : picks[q] }] : [];
        }),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(picks), sources.map((s) => s.dataUpdatedAt).join(), record?.version],
  );
  const oneQuotationOnly = singleQuotationOnly(header.source_fund, header.job_type);

  async function save(status: 'PENDING' | 'DRAFT') {
    const contacts = Object.fromEntries(CONTACT_FIELDS.map((k) => [k, header[k] ?? '']));
    const claimQuotations = ids.map((q) => ({ quotation_id: q, claim_percentage: picks[q] }));
    const remaining = new Map(
      priced.parts.map((p) => [
        p.source.id,
        Math.round(remainingOf(p.source.id, p.source.remaining_claim_percentage) * 100),
      ]),
    );
    const local = validateClaimForm(
      {
        ...header,
        school_id: header.school_id || null,
        contacts,
        claim_quotations: claimQuotations,
        signature: hasSignature(signature) ? 'yes' : null,
      },
      { draft: status === 'DRAFT', remaining },
    );
    setErrors(local);
    if (local.claim_quotations) return notify('caretaker.claims.notify.select_quotation', { type: 'warning' });
    if (Object.keys(local).some((k) => k.endsWith('claim_percentage')))
      return notify('caretaker.claims.notify.percentage', { type: 'warning' });
    if (local.signature && Object.keys(local).length === 1)
      return notify('caretaker.claims.notify.signature', { type: 'warning' });
    if (Object.keys(local).length) return notify('ra.message.invalid_form', { type: 'warning' });
    const form = new FormData();
    for (const k of [
      'source_fund',
      'trade',
      'school_id',
      'zone',
      'zone_code',
      'date',
      'job',
      'date_of_site_measurement',
      'remarks',
    ])
      form.append(k, String(header[k] ?? ''));
    form.append('contacts', JSON.stringify(contacts));
    form.append('job_type', JSON.stringify(header.job_type ?? []));
    form.append('claim_quotations', JSON.stringify(claimQuotations));
    form.append('status', status);
    form.append('total_amount', (priced.totals.total / 100).toFixed(2));
    if (record) form.append('version', String(record.version));
    if (status === 'PENDING') for (const [k, v] of Object.entries(signatureFields(signature))) form.append(k, v);
    for (const item of queue.items)
      if (item.status !== 'cancelled') form.append('supporting_documents[]', item.file, item.file.name);
    setBusy(true);
    try {
      await xhrUpload({ path: record ? `/claims/${record.id}` : '/claims', body: form }).promise;
      notify('caretaker.claims.notify.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['caretaker.claim'] });
      navigate(LIST_PATH);
    } catch (e) {
      setErrors(fieldErrors(e));
      notify(errorMessage(e) || 'caretaker.claims.notify.server_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (id && loaded.isPending) return <CircularProgress sx={{ mt: 4 }} aria-label={translate('ra.page.loading')} />;
  if (loaded.error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {statusOf(loaded.error) === 404 ? translate('caretaker.claims.record_not_found') : errorMessage(loaded.error)}
      </Alert>
    );
  const t = (k: string) => translate(`caretaker.claims.form.${k}`);
  const mode = !record ? 'create' : editable ? 'edit' : record.actions.includes('ma_endorse') ? 'sign' : 'view';
  const modeWord = t(`mode_${mode}`);
  return (
    <Box sx={{ pb: 4, minWidth: 0 }}>
      <Breadcrumbs aria-label={t('breadcrumb')} sx={{ mt: 2, mb: 1 }}>
        <MuiLink component={RouterLink} to={LIST_PATH} underline="hover" color="inherit">
          {t('list')}
        </MuiLink>
        <Typography color="text.primary">{modeWord}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('caretaker.claims.form.title', { mode: modeWord })}
        </Typography>
        {record && <Typography>{record.reference_number}</Typography>}
        {record && <ClaimStatusChip status={record.current_status ?? record.status} />}
      </Box>
      <Section title={t('header')}>
        <ClaimHeader
          values={header}
          onChange={(p) => setHeader((h) => ({ ...h, ...p }))}
          errors={errors}
          disabled={!editable}
          config={config}
          schools={schools}
        />
      </Section>
      <Section title={t('quotations')}>
        {editable ? (
          <>
            <QuotationPicker
              filter={{
                trade: header.trade as string,
                school_id: header.school_id as string,
                zone: header.zone as string,
              }}
              picked={picks}
              onToggle={(q, remaining) =>
                setPicks((p) => {
                  // a fund that allows one quotation: ticking another replaces the ticked one
                  const next = oneQuotationOnly ? {} : { ...p };
                  if (q in p) delete next[q];
                  else next[q] = String(remaining);
                  return next;
                })
              }
              error={
                errors.claim_quotations ?? (oneQuotationOnly && ids.length > 1 ? CLAIM_MSG.oneQuotationOnly : undefined)
              }
            />
            {!ready && ids.length > 0 && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
            {priced.parts.map((p, i) => (
              <EditablePart
                key={p.source.id}
                part={p}
                remaining={remainingOf(p.source.id, p.source.remaining_claim_percentage)}
                percentage={picks[p.source.id] ?? ''}
                onPercentage={(v) => {
                  setPicks((old) => ({ ...old, [p.source.id]: v }));
                  setErrors(({ [`claim_quotations.${i}.claim_percentage`]: _typed, ...rest }) => rest);
                }}
                error={
                  errors[`claim_quotations.${i}.claim_percentage`] ??
                  percentageProblem(p.source, picks[p.source.id]) ??
                  undefined
                }
              />
            ))}
            <ClaimTotalsBox
              subTotal={sgd(priced.totals.sub_total)}
              gst={sgd(priced.totals.gst)}
              gstPercent={priced.gst.percent / 100}
              gstSource={priced.gst.source}
              total={sgd(priced.totals.total)}
            />
          </>
        ) : (
          <>
            {record?.claim_quotations.map((p) => (
              <StoredPart key={p.id} part={p} />
            ))}
            {record && (
              <ClaimTotalsBox
                subTotal={formatMoney(record.sub_total_amount)}
                gst={formatMoney(record.total_gst)}
                gstPercent={record.gst}
                gstSource={record.gst_source}
                total={formatMoney(record.total_amount)}
              />
            )}
          </>
        )}
      </Section>
      {record && hasInvoiceDetails(record) && (
        <Section title={t('invoice_details')}>
          <InvoiceDetails claim={record} />
        </Section>
      )}
      <Section title={t('documents')}>
        {record && (
          <AttachmentList
            attachments={record.supporting_documents as never}
            readOnly={!editable}
            onDeleted={() => void loaded.refetch()}
            emptyText={translate('caretaker.claims.form.no_quotations')}
          />
        )}
        {editable && <FileUpload queue={queue} rules={CLAIM_DOCUMENT_RULES} label={t('documents')} />}
      </Section>
      {record && (
        <Section title={t('history')}>
          {record.histories.length ? (
            <Stack component="ul" sx={{ pl: 2, m: 0 }}>
              {record.histories.map((h) => (
                <li key={h.id}>
                  <Typography variant="body2">
                    {`${h.created_at.slice(0, 10)} · ${translate(`caretaker.claims.status.${h.status}`, { _: h.status })}${h.created_by ? ` · ${h.created_by}` : ''}${h.remarks ? ` — ${h.remarks}` : ''}`}
                  </Typography>
                </li>
              ))}
            </Stack>
          ) : (
            <Typography color="text.secondary">{translate('caretaker.claims.no_history')}</Typography>
          )}
        </Section>
      )}
      <Section title={t('signatures')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <SignatureBlock
            id="claim-prepared"
            title={t('prepared_by')}
            readOnly={!editable}
            given={
              record?.prepare_details.signature
                ? {
                    src: record.prepare_details.signature,
                    name: record.prepare_details.name,
                    details: record.prepare_details.signature_details,
                  }
                : null
            }
            value={signature}
            onChange={setSignature}
          />
          {record && <ClaimSteps claim={record} />}
        </Box>
      </Section>
      {editable && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" disabled={busy} onClick={() => void save('PENDING')}>
            {translate('caretaker.claims.buttons.submit')}
          </Button>
          {(!record || record.actions.includes('draft')) && (
            <Button variant="outlined" disabled={busy} onClick={() => void save('DRAFT')}>
              {translate('caretaker.claims.buttons.draft')}
            </Button>
          )}
          <Button onClick={() => navigate(LIST_PATH)}>{translate('caretaker.claims.buttons.cancel')}</Button>
        </Stack>
      )}
    </Box>
  );
}

export default ClaimFormPage;
