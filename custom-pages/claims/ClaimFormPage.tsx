/**
 * /works-order/claims/{create|id} (spec part 2 §2 "Claim form"): Create, Edit, Sign or View by role and status. The
 * contractor picks completed quotations of the trade and school (or zone), sets a claim percentage per quotation and sees
 * every claimed row and the totals priced with the server's own functions (./pricing.ts); the MA signs 'Checked &
 * certified'; the invoice team's steps open as dialogs. The buttons are the server's `actions` (domain/claimWorkflow.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Breadcrumbs, Button, CircularProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { claimPercentageError } from '../../domain/claimMoney.js';
import { ROLE } from '../../domain/roles.js';
import { CLAIM_MSG, singleQuotationOnly } from '../../domain/claimValidation.js';
import { parsePercent } from '../../domain/money.js';
import { AttachmentList } from '../../src/components/attachments/index.js';
import { EMPTY_SIGNATURE, SignatureBlock, type SignatureValue } from '../../src/components/signature/index.js';
import { CLAIM_DOCUMENT_RULES, FileUpload, useUploadQueue } from '../../src/components/upload/index.js';
import { formatMoney } from '../../src/format.js';
import { useIdentity } from '../../src/useIdentity.js';
import {
  errorMessage,
  LIST_PATH,
  useClaim,
  useClaimConfig,
  useProvider,
  useSchools,
  type PricingSource,
} from './api.js';
import { ClaimHeader, type HeaderValues } from './ClaimHeader.js';
import { ClaimHistory, headerOf, Section } from './ClaimFormSections.js';
import { ClaimStatusChip } from './ClaimList.js';
import { ClaimSteps } from './ClaimSteps.js';
import { hasInvoiceDetails, InvoiceDetails } from './InvoiceDetails.js';
import { ClaimTotalsBox, EditablePart, StoredPart } from './PartTable.js';
import { priceParts, sgd } from './pricing.js';
import { QuotationPicker } from './QuotationPicker.js';
import { useClaimSave } from './useClaimSave.js';
import { statusOf } from '../../src/queryClient.js';

export function ClaimFormPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
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

  const save = useClaimSave({ record, header, picks, priced, remainingOf, signature, queue, setErrors });

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
      {record && <ClaimHistory claim={record} />}
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
          <Button variant="contained" disabled={save.isPending} onClick={() => save.submit('PENDING')}>
            {translate('caretaker.claims.buttons.submit')}
          </Button>
          {(!record || record.actions.includes('draft')) && (
            <Button variant="outlined" disabled={save.isPending} onClick={() => save.submit('DRAFT')}>
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
