/**
 * The quotation form /works-order/quotation-list/{create|id} (spec part 2 §2): work-completion banner,
 * header fields, the item table with live totals (domain/pricing.ts), documents, status history, work flow
 * history, 'prepared by' and 'checked and certified' signatures, the managing agent's verification panel,
 * and the actions the workflow (domain/quotationWorkflow.ts) allows this user on this record.
 */
import type { FieldValues } from 'react-hook-form';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Breadcrumbs, CircularProgress, Grid, Link as MuiLink, Typography } from '@mui/material';
import { Form, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { allowedActions, formMode } from '../../domain/quotationWorkflow.js';
import { QUOTATION_MSG, validateQuotationForm } from '../../domain/quotationValidation.js';
import { FileUpload, useUploadQueue, QUOTATION_DOCUMENT_RULES } from '../../src/components/upload/index.js';
import {
  EMPTY_SIGNATURE,
  SignatureBlock,
  hasSignature,
  signatureFields,
  type SignatureValue,
} from '../../src/components/signature/index.js';
import { submitErrors, useActionCall } from '../../src/useAction.js';
import { LIST_PATH, messageOf, useQuotation, useSchools } from './api.js';
import { clearDraft, loadDraft } from './draftStore.js';
import { fromServer, toPayload } from './items.js';
import { QuotationActions } from './QuotationActions.js';
import { CompletionBanner, DocumentGroups, ItemVersions, SectionCard, StatusHistory } from './sections.js';
import type { Quotation, QuotationItem } from './types.js';
import { quotableSchools, useWorkflowUser, type QuotationUser } from './useWorkflowUser.js';
import { VerificationPanel } from './VerificationPanel.js';
import { CheckedSignature } from './CheckedSignature.js';
import { FormButtons, HeaderRef } from './FormButtons.js';
import { ItemsSection } from './ItemsSection.js';
import { HeaderFields, headerDefaults, validateHeader } from './HeaderFields.js';
import { computeTotals } from './pricing.js';
import { RepricedNotice, repricedOf, type RateChange } from './RepricedNotice.js';
import { messageKey } from './validation.js';
import { useTimeZone } from '../../src/appConfig.js';
import { EarlyPageContent } from '../../src/layout/EarlyPageContent.js';
import { forgetEarlyPageContent } from '../../src/layout/pagePreviews.js';

/** The form before its first render in the background (see `QuotationFormPage`). */
const NOT_YET = {} as Quotation;

export function QuotationFormPage() {
  const params = useParams();
  const action = params.id ?? 'create';
  const { user } = useWorkflowUser();
  const query = useQuotation(action);
  const translate = useTranslate();
  // The quotation reaches the form through `useDeferredValue`: React renders the form (a 200-item quotation's is a
  // phone's longest task) as a transition, in slices, the page answering between them, while the loading state (the
  // heading the entry drew) stays on screen. Later answers render in the background the same way.
  const record = useDeferredValue(query.data, NOT_YET);
  // (another quotation's form, still on screen after a move to this one's address, is not shown under it)
  const rendered = record !== NOT_YET && !!record && record.id === query.data?.id;
  if (!user || (action !== 'create' && (query.isPending || (query.data && !rendered)))) {
    return (
      <EarlyPageContent
        fallback={
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <CircularProgress />
          </Box>
        }
      />
    );
  }
  if (action !== 'create' && (query.isError || !query.data)) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {(query.error as Error)?.message ?? translate('caretaker.quotations.notify.server_error')}
      </Alert>
    );
  }
  const shown = action === 'create' ? undefined : record;
  return (
    <QuotationFormBody
      key={`${action}:${shown?.version ?? ''}`}
      action={action}
      record={shown}
      user={user}
      refetch={() => query.refetch()}
    />
  );
}

function QuotationFormBody({
  action,
  record,
  user,
  refetch,
}: {
  action: string;
  record?: Quotation;
  user: QuotationUser;
  refetch: () => unknown;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schools = useSchools();
  const mode = formMode(record ?? null, user);
  const editable = mode === 'create' || mode === 'edit';
  const allowed: string[] = useMemo(
    () => record?.allowed_actions ?? allowedActions(record ?? null, user),
    [record, user],
  );
  const draft = useMemo(() => (editable ? loadDraft(action) : null), [editable, action]);
  const usableDraft = draft && (draft.version ?? null) === (record?.version ?? null) ? draft : null;
  // the items live in <ItemsSection>: a keystroke there re-renders the table section only, not the whole form
  const itemsRef = useRef<QuotationItem[]>([]);
  const initialItems = useMemo(() => usableDraft?.items ?? fromServer(record?.quotation_items), [usableDraft, record]);
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const queue = useUploadQueue();
  const headerRef = useRef<() => Record<string, unknown>>(() => ({}));
  const timeZone = useTimeZone();
  const defaults = useMemo(
    () => ({ ...headerDefaults(record, user, timeZone), ...(usableDraft?.header ?? {}) }),
    [record, user, usableDraft, timeZone],
  );
  const onSignature = useCallback((v: SignatureValue) => setSignature(v), []);
  // the page draws its own heading now: a later visit waits for its answer rather than show the entry's
  useEffect(() => forgetEarlyPageContent(), []);
  const replaceItemsRef = useRef<(items: QuotationItem[]) => void>(() => undefined);
  const [repriced, setRepriced] = useState<RateChange[] | null>(null);
  // the picker offers the schools of the contractor's zones (and the quotation's own); a stable list keeps the picker open
  const zoneKey = (user.zone_in_charge ?? []).join(',');
  const headerSchools = useMemo(
    () =>
      editable
        ? schools.filter(
            (s) =>
              quotableSchools([s], { role: user.role, zone_in_charge: zoneKey.split(',') }).length ||
              s.id === record?.school_id,
          )
        : schools,
    [editable, schools, user.role, zoneKey, record?.school_id],
  );

  /** The total the form shows (domain/pricing.ts), sent so the server can refuse a signature over other figures. */
  const shownTotal = (values: FieldValues, items: QuotationItem[]) => {
    const school = schools.find((s) => String(s.id) === String(values.school_id)) ?? record?.school ?? null;
    const date = values.date ? new Date(values.date).toLocaleDateString('en-CA') : null;
    return (
      computeTotals(items, { less_percent: school?.less_percent ?? null, star_rate: school?.star_rate ?? null, date })
        .total / 100
    ).toFixed(2);
  };

  const saveQuotation = useActionCall(
    (body: FormData, dp) => dp.quotationSave<{ rates_updated?: RateChange[] }>(record?.id, body),
    {
      // a draft saves re-priced from the schedule; say so where it stays visible
      success: (json) =>
        json?.rates_updated?.length
          ? { message: messageKey(QUOTATION_MSG.ratesUpdated), type: 'warning', autoHideDuration: 10000 }
          : messageOf(json, record ? 'caretaker.quotations.notify.updated' : 'caretaker.quotations.notify.created'),
      invalidate: [['caretaker.quotation']],
      onSuccess: () => {
        clearDraft(action);
        navigate(LIST_PATH);
      },
      onError: (e) => {
        const again = repricedOf(e);
        if (!again)
          return notify(messageKey((e as Error).message) || 'caretaker.quotations.notify.server_error', {
            type: 'error',
          });
        // the server's figures differ from the ones signed: show them re-priced and ask for a new signature
        replaceItemsRef.current(fromServer(again.items as never));
        setRepriced(again.changes);
        setSignature(EMPTY_SIGNATURE);
        notify(messageKey(QUOTATION_MSG.ratesChanged), { type: 'warning' });
      },
    },
  );
  const save = (values: FieldValues, status: 'PENDING' | 'DRAFT') => {
    const submit = status === 'PENDING';
    const items = itemsRef.current;
    const errors = validateQuotationForm(
      { ...values, quotation_items: items, prepare_signature: hasSignature(signature) ? signature.option : '' },
      { submit, hasContractor: !!(user.contractor && user.contractor.trim()) },
    );
    if (errors.contractor) return notify(messageKey(errors.contractor), { type: 'warning' });
    if (errors.quotation_items) return notify(messageKey(errors.quotation_items), { type: 'warning' });
    const quantityError = Object.keys(errors).find((k) => k.startsWith('quotation_items.'));
    if (quantityError) return notify(messageKey(errors[quantityError]), { type: 'warning' });
    if (errors.prepare_signature) return notify(messageKey(errors.prepare_signature), { type: 'warning' });
    const body = new FormData();
    const contacts = values.contacts ?? {};
    body.append('school_id', String(values.school_id ?? ''));
    body.append('contacts', JSON.stringify(contacts));
    body.append('location', contacts.location ?? '');
    body.append('date', values.date ? new Date(values.date).toLocaleDateString('en-CA') : '');
    body.append('job', values.job ?? '');
    body.append('job_type', JSON.stringify(values.job_type ?? []));
    body.append('trade', values.trade ?? '');
    body.append('remarks', values.remarks ?? '');
    body.append('status', status);
    body.append('quotation_items', JSON.stringify(toPayload(items)));
    body.append('total_amount', shownTotal(values, items));
    if (record?.version !== undefined) body.append('version', String(record.version));
    if (hasSignature(signature)) for (const [k, v] of Object.entries(signatureFields(signature))) body.append(k, v);
    for (const item of queue.items)
      if (item.status !== 'cancelled') body.append('supporting_documents[]', item.file, item.file.name);
    return submitErrors(saveQuotation.mutateAsync(body));
  };

  const modeWord = translate(`caretaker.quotations.form.mode_${mode}`);
  const isContractor = user.role === 'TERM-CONTRACTOR' || user.role === 'TERM-CONTRACTOR-QS';
  const approvals = record?.approvals ?? {};
  const checked = approvals.MA ?? approvals.QS ?? null;

  return (
    <Box sx={{ pb: 4, minWidth: 0, maxWidth: '100%' }}>
      <Breadcrumbs aria-label={translate('caretaker.quotations.breadcrumb')} sx={{ mt: 2, mb: 1 }}>
        <MuiLink component={Link} to={LIST_PATH} underline="hover" color="inherit">
          {translate('caretaker.quotations.list.title')}
        </MuiLink>
        <Typography color="text.primary">{modeWord}</Typography>
      </Breadcrumbs>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        {/* as high as the action buttons beside it, with or without them: the heading does not move as they come
            (and the entry's preview of it, formPreview.tsx, knows where it goes) */}
        <Typography variant="h5" component="h1" sx={{ minHeight: 36.5, display: 'flex', alignItems: 'center' }}>
          {translate('caretaker.quotations.form.title', { mode: modeWord })}
        </Typography>
        {record && (
          <QuotationActions record={record} allowed={allowed} user={user} schools={schools} onChanged={refetch} />
        )}
      </Box>
      {record && <CompletionBanner record={record} />}
      <Form record={defaults} validate={validateHeader} mode="onTouched" noValidate>
        <HeaderRef headerRef={headerRef} />
        <SectionCard title={translate('caretaker.quotations.form.header')}>
          <HeaderFields schools={headerSchools} disabled={!editable} />
        </SectionCard>
        {repriced && <RepricedNotice changes={repriced} />}
        <ItemsSection
          action={action}
          record={record}
          schools={schools}
          editable={editable}
          initialItems={initialItems}
          itemsRef={itemsRef}
          headerRef={headerRef}
          replaceRef={replaceItemsRef}
        />
        <SectionCard title={translate('caretaker.quotations.documents.title')}>
          <DocumentGroups record={record} editable={editable} onChanged={refetch} />
          {editable && (
            <FileUpload
              queue={queue}
              rules={QUOTATION_DOCUMENT_RULES}
              label={translate('caretaker.quotations.fields.supporting_documents')}
            />
          )}
        </SectionCard>
        <SectionCard title={translate('caretaker.quotations.history.title')}>
          <StatusHistory histories={record?.histories} />
        </SectionCard>
        {record?.inspections && record.inspections.length > 0 && (
          <SectionCard title={translate('caretaker.quotations.inspections')}>
            {record.inspections.map((i) => (
              <Typography key={i.id} variant="body2">
                <MuiLink component={Link} to={`/inspection-checklist/inspection-servicing/${i.id}`}>
                  {i.checklist_name}
                </MuiLink>{' '}
                · {i.inspected_at ?? ''} · {i.status}
              </Typography>
            ))}
          </SectionCard>
        )}
        {isContractor && record && (
          <SectionCard title={translate('caretaker.quotations.versions.title')}>
            <ItemVersions versions={record.quotation_item_versions} />
          </SectionCard>
        )}
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            {editable && allowed.includes('submit') ? (
              <SignatureBlock
                key={repriced ? 'sign-again' : 'sign'}
                id="prepared"
                title={translate('caretaker.quotations.signatures.prepared')}
                value={signature}
                onChange={onSignature}
              />
            ) : (
              <SignatureBlock
                readOnly
                title={translate('caretaker.quotations.signatures.prepared')}
                given={
                  record?.prepare_signature
                    ? {
                        src: record.prepare_signature,
                        name: record.prepare_details?.name,
                        details: record.prepare_details?.signature_details,
                      }
                    : null
                }
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CheckedSignature approval={checked} />
          </Grid>
        </Grid>
        {mode === 'sign' && record && (
          <VerificationPanel
            record={record}
            allowed={allowed}
            userId={user.id}
            onDone={() => {
              void queryClient.invalidateQueries({ queryKey: ['caretaker.quotation'] });
              navigate(LIST_PATH);
            }}
            onStale={refetch}
          />
        )}
        <FormButtons
          action={action}
          allowed={allowed}
          editable={editable}
          busy={saveQuotation.isPending}
          record={record}
          onSave={save}
        />
      </Form>
    </Box>
  );
}
