/**
 * Inspection checklist detail ({list path}/{id}, spec part 3 §2, §4, §5): items autosave one by one with a visible
 * saving/saved/failed state; the buttons are the actions the server's workflow table allows this user now; the three
 * signature blocks (Prepared by, Acknowledged by, Checked & certified correct by) show what was signed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link as MuiLink,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { isIsoDate } from '../../domain/dates.js';
import { validateSignatory } from '../../domain/inspections.js';
import { RecordLoadError } from '../../src/components/offline/RecordLoadError.js';
import { isNetworkError, mustQueue } from '../../src/offline/network.js';
import { keepReplay, sendOnce, unansweredOf, type OnceRequest } from '../../src/offline/onlineOnce.js';
import { EMPTY_SIGNATURE, signatureFields, type SignatureValue } from '../../src/components/signature/index.js';
import {
  errorBody,
  errorMessage,
  LIST_PATH,
  PENDING_PATH,
  useInspection,
  useProvider,
  type Inspection,
  type SubItem,
} from './api.js';
import {
  ChecklistItems,
  useItemDrafts,
  useSections,
  type ChecklistItemsProps as ItemsProps,
  type ItemDrafts,
} from './ChecklistItems.js';
import { ChecklistSignatures } from './ChecklistSignatures.js';
import { evidenceTarget, initialDefect, type EvidenceMode, type EvidenceTarget } from './evidence.js';
import { DefectDialog } from './DefectDialog.js';
import { StatusChip } from './InspectionList.js';
import { SaveIndicator } from './SaveIndicator.js';
import { useAutosave } from './useAutosave.js';
import { ChecklistFields } from './ChecklistFields.js';
import { OfflinePanel } from './OfflinePanel.js';
import { queueDefect, queuePhotoDelete, queuePhotos, queueWrite, scopeOf } from './offlineRecord.js';
import { AfterPaint } from '../../src/components/AfterPaint.js';
import { EarlyPageContent } from '../../src/layout/EarlyPageContent.js';
import { forgetEarlyPageContent } from '../../src/layout/pagePreviews.js';

function Editor({
  inspection,
  form,
  sections,
  drafts,
  evidence,
  onEvidenceDone,
}: {
  inspection: Inspection;
  form: boolean;
  sections: ReturnType<typeof useSections>;
  drafts: ItemDrafts;
  evidence: EvidenceTarget | null;
  onEvidenceDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useProvider();
  const queryClient = useQueryClient();
  const { state, save, saveDetails, settle } = useAutosave(inspection);
  // stable, so the memoised items do not re-render when the page does (each autosave changes its state)
  const onItemSave = useCallback<ItemsProps['onSave']>((id, change) => void save(id, change), [save]);
  const [inspectedAt, setInspectedAt] = useState(inspection.inspected_at ?? '');
  const [checkOut, setCheckOut] = useState(inspection.check_out ?? '');
  // what the server holds, so a blur without a change saves nothing
  const savedDetails = useRef({ inspected_at: inspection.inspected_at ?? '', check_out: inspection.check_out ?? '' });
  const dateInput = useRef<HTMLInputElement>(null);
  const [remarks, setRemarks] = useState('');
  const [signatoryDate, setSignatoryDate] = useState(inspection.signatory_date ?? '');
  const [signatoryRemarks, setSignatoryRemarks] = useState(inspection.signatory_remarks ?? '');
  const [signatoryErrors, setSignatoryErrors] = useState<Record<string, string>>({});
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [confirming, setConfirming] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [defectFor, setDefectFor] = useState<{
    item: SubItem;
    defectId?: number;
    proposed?: boolean;
    readOnly?: boolean;
  } | null>(() => initialDefect(inspection, evidence, inspection.actions.includes('save')));
  const sendEmail = new URLSearchParams(useLocation().search).get('canSingleSendEmail') === 'true';
  const t = (k: string) => translate(`caretaker.inspections.detail.${k}`);
  const a = (k: string) => translate(`caretaker.inspections.actions.${k}`);
  const can = (action: string) => inspection.actions.includes(action);
  const editable = can('save');
  // a defect made offline (negative id) is shown on its item; until it is sent, photos can be added to it
  const onDefect = useCallback<ItemsProps['onDefect']>(
    (item, defectId, proposed) => ((defectId ?? 0) >= 0 || editable) && setDefectFor({ item, defectId, proposed }),
    [editable],
  );
  const reload = () => queryClient.invalidateQueries({ queryKey: ['caretaker.inspection', String(inspection.id)] });
  const dateInvalid = inspectedAt !== '' && !isIsoDate(inspectedAt);

  /** Autosaves the inspection date or check-out once it holds a complete, changed value. */
  function autosaveDetail(key: 'inspected_at' | 'check_out', value: string) {
    if (!editable || value === savedDetails.current[key]) return;
    if (key === 'inspected_at' && !isIsoDate(value)) return;
    savedDetails.current = { ...savedDetails.current, [key]: value };
    void saveDetails(key === 'inspected_at' ? { inspected_at: value } : { check_out: value || null });
  }

  async function put(status: string, extra: Record<string, unknown> = {}) {
    // a date that does not exist is never sent: the field says so, and takes the focus
    if (dateInvalid) {
      dateInput.current?.focus();
      return;
    }
    setBusy(true);
    setProblems([]);
    // Save and Submit without a connection wait in the device's outbox, behind the answers made before them
    const queueable = status === 'DRAFT' || status === 'SUBMITTED';
    const queue = async (version: number, unanswered?: OnceRequest | null) => {
      const payload = { inspectionId: inspection.id, status, body: extra };
      const ok = await queueWrite(inspection, version, 'step', payload, [], await keepReplay(unanswered));
      notify(ok ? 'caretaker.offline.step_queued' : 'caretaker.offline.unkept', { type: ok ? 'info' : 'error' });
      await reload();
    };
    let version = inspection.version;
    try {
      version = await settle();
      if (queueable && (await mustQueue(scopeOf(inspection.id)))) return await queue(version);
      const path = `/inspection-schedule/${inspection.id}`;
      const body = { status, version, ...extra };
      // a step that may end in the outbox goes with a key of its own: a lost answer is replayed, never a conflict
      const res = queueable
        ? await sendOnce<{ message: string }>('PUT', path, body)
        : await dp.send<{ message: string }>({ method: 'PUT', path, body });
      notify(res.message, { type: 'success' });
      await reload();
    } catch (e) {
      if (queueable && isNetworkError(e)) return await queue(version, unansweredOf(e));
      const errors = errorBody(e).errors ?? {};
      setProblems([errorMessage(e), ...Object.values(errors).flat()].filter((m, i, all) => all.indexOf(m) === i));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }
  const fields = () => ({
    inspected_at: inspectedAt || null,
    ...(checkOut ? { check_out: checkOut } : {}),
    // The form variant (inspection-servicing-form/{id}) adds the signatory block (spec part 3 §5).
    ...(form
      ? { is_form: true, signatory_date: signatoryDate || null, signatory_remarks: signatoryRemarks || null }
      : {}),
  });
  const signatoryOk = () => {
    const errors = form
      ? validateSignatory(
          { signatory_date: signatoryDate, signatory_remarks: signatoryRemarks },
          inspection.school.zone,
        )
      : {};
    setSignatoryErrors(errors);
    return Object.keys(errors).length === 0;
  };

  return (
    <>
      <SaveIndicator state={state} onReload={() => void reload()} />
      {inspection.rejection_remarks && inspection.status === 'REJECTED' && (
        <Alert severity="warning" sx={{ my: 1 }}>
          <strong>{t('rejection_remarks')}:</strong> {inspection.rejection_remarks}
        </Alert>
      )}
      <ChecklistFields
        inspection={inspection}
        form={form}
        editable={editable}
        values={{ inspectedAt, checkOut, signatoryDate, signatoryRemarks }}
        onChange={(c) => {
          if (c.inspectedAt !== undefined) setInspectedAt(c.inspectedAt);
          if (c.checkOut !== undefined) setCheckOut(c.checkOut);
          if (c.signatoryDate !== undefined) setSignatoryDate(c.signatoryDate);
          if (c.signatoryRemarks !== undefined) setSignatoryRemarks(c.signatoryRemarks);
        }}
        autosaveDetail={autosaveDetail}
        dateInput={dateInput}
        signatoryErrors={signatoryErrors}
      />
      <ChecklistItems
        inspection={inspection}
        editable={editable}
        onSave={onItemSave}
        onDefect={onDefect}
        expanded={sections.expanded}
        onExpand={sections.onExpand}
        drafts={drafts}
      />
      {defectFor && (
        <DefectDialog
          inspectionId={inspection.id}
          subItemId={defectFor.item.id}
          defectId={defectFor.defectId}
          proposal={
            defectFor.proposed
              ? { description: [defectFor.item.element, defectFor.item.description].filter(Boolean).join(': ') }
              : undefined
          }
          readOnly={defectFor.readOnly}
          offline={{
            mustQueue: () => mustQueue(scopeOf(inspection.id)),
            queue: async (fields, pictures, replay) =>
              queueDefect(inspection, await settle(), defectFor.item.id, fields, pictures, replay),
            queuePhotos: editable
              ? async (defectId, pictures) => queuePhotos(inspection, await settle(), defectId, pictures)
              : undefined,
            queueDelete: editable
              ? async (defectId, photo) => queuePhotoDelete(inspection, await settle(), defectId, photo)
              : undefined,
          }}
          sendEmail={sendEmail}
          title={`${translate('caretaker.inspections.defect.defect')}: ${defectFor.item.serial_no ?? ''} ${defectFor.item.element ?? ''}`}
          onClose={() => {
            setDefectFor(null);
            if (evidence) onEvidenceDone();
          }}
          onSaved={() => {
            setDefectFor(null);
            if (evidence) onEvidenceDone();
            void reload();
          }}
        />
      )}

      <ChecklistSignatures inspection={inspection} can={can} value={signature} onChange={setSignature} />
      {(can('approve') || can('reject')) && (
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('overall_remarks')}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          sx={{ mb: 2 }}
        />
      )}
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {can('confirm') && (
          <Button variant="contained" disabled={busy} onClick={() => void put('DRAFT')}>
            {a('confirm')}
          </Button>
        )}
        {can('save') && (
          <Button variant="outlined" disabled={busy} onClick={() => signatoryOk() && void put('DRAFT', fields())}>
            {a('save')}
          </Button>
        )}
        {can('submit') && (
          <Button variant="contained" disabled={busy} onClick={() => signatoryOk() && setConfirming(true)}>
            {a('submit')}
          </Button>
        )}
        {can('acknowledge') && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void put('ACKNOWLEDGED', signatureFields(signature))}
          >
            {a('acknowledge')}
          </Button>
        )}
        {can('approve') && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void put('APPROVED', { ...signatureFields(signature), remarks: remarks || null })}
          >
            {a('approve')}
          </Button>
        )}
        {can('reject') && (
          <Button color="error" variant="outlined" disabled={busy} onClick={() => void put('REJECTED', { remarks })}>
            {a('reject')}
          </Button>
        )}
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="confirm-submit">
        <DialogTitle id="confirm-submit">{a('submit')}</DialogTitle>
        <DialogContent>{t('confirm_submit')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{a('cancel')}</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void put('SUBMITTED', { ...fields(), ...signatureFields(signature) })}
          >
            {a('submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function ChecklistDetail({ form = false, evidence: mode }: { form?: boolean; evidence?: EvidenceMode }) {
  const params = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const evidence = mode ? evidenceTarget(params, mode) : null;
  const id = evidence ? evidence.inspectionId : params.id;
  // leaving the dialog of an evidence address returns to the checklist's own address in the same list
  const checklistPath = `${pathname.startsWith(PENDING_PATH) ? PENDING_PATH : LIST_PATH}/${id}`;
  const translate = useTranslate();
  const { data, error, isPending } = useInspection(id);
  const sections = useSections(data?.checklist_items[0]?.id);
  const drafts = useItemDrafts();
  // the page draws its own card once it has the inspection: a later visit waits for its answer, not the entry's
  useEffect(() => {
    if (data) forgetEarlyPageContent();
  }, [data]);
  if (isPending)
    return (
      // the card the entry drew from the same answer, when it did
      <EarlyPageContent
        fallback={
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        }
      />
    );
  if (error || !data) return <RecordLoadError error={error} notFound="caretaker.inspections.record_not_found" />;
  return (
    <Paper sx={{ p: { xs: 1.5, md: 3 }, mt: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {data.checklist_name}
        </Typography>
        <StatusChip status={data.status} />
        <Button size="small" component={RouterLink} to={`${LIST_PATH}/${data.id}/preview`} sx={{ ml: 'auto' }}>
          {translate('caretaker.inspections.actions.preview')}
        </Button>
      </Box>
      <Typography color="text.secondary">
        {data.school.name}
        {data.location ? ` · ${data.location}` : ''} · {data.inspection_category} · {data.frequency}
        {data.quotation && (
          <>
            {' · '}
            <MuiLink component={RouterLink} to={`/works-order/quotation-list/${data.quotation.id}`}>
              {data.quotation.reference_number}
            </MuiLink>
          </>
        )}
      </Typography>
      {/* outside the editor, which starts afresh on each new version: a sync that brings one must not close the
          dialog of what it could not send */}
      <OfflinePanel inspection={data} />
      {/* the checklist's name and school reach the screen before its fields and items are rendered */}
      <AfterPaint id={`checklist-${data.id}`}>
        <Editor
          key={data.version}
          inspection={data}
          form={form}
          sections={sections}
          drafts={drafts}
          evidence={evidence}
          onEvidenceDone={() => navigate(checklistPath, { replace: true })}
        />
      </AfterPaint>
    </Paper>
  );
}

export default ChecklistDetail;
