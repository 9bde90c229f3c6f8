/**
 * /inspection-checklist/tree-inspections/{id} (spec part 3 §2, §5): collapsible trees sorted by sequence, a filter by
 * tree, the inspection date, 'check all' for the report fields, Add tree, evidence per tree and the 'Certificate by'
 * signature. A draft saves as it is; submit asks to confirm, needs date and signature and no active filter. Submitted
 * is read-only (the server answers 409 to any change). Without a connection (or while earlier changes still wait), Save
 * and Submit keep what changed on the device (offlineRecord.ts) and it is sent when the signal is back.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { checkAllReports, TREE_MSG, treeLabel, treeSubmitErrors, type TreeField } from '../../domain/treeFields.js';
import { isIsoDate } from '../../domain/dates.js';
import { RecordLoadError } from '../../src/components/offline/RecordLoadError.js';
import { IsoDateField } from '../../src/components/date/index.js';
import {
  EMPTY_SIGNATURE,
  hasSignature,
  SignatureBlock,
  signatureFields,
  type SignatureValue,
} from '../../src/components/signature/index.js';
import { fieldErrors, LIST_PATH, treeInspectionUpdate, useTreeInspection, type TreeItem } from './api.js';
import { TreeSection } from './TreeSection.js';
import { useAction } from '../../src/useAction.js';
import { useApiError } from '../../src/apiErrors.js';
import { isNetworkError, mustQueue, useOnline } from '../../src/offline/network.js';
import { keepReplay, sendOnce, unansweredOf, type OnceRequest } from '../../src/offline/onlineOnce.js';
import { formChange } from './offlineFields.js';
import { queueTreeWrites, scopeOf, type QueuedPhoto } from './offlineRecord.js';
import { TreeOfflinePanel } from './TreeOfflinePanel.js';

const ALL = 'all';

export function TreeInspectionForm() {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const apiError = useApiError();
  const online = useOnline();
  const { data: record, isPending, error, refetch } = useTreeInspection(id);
  const [busy, setBusy] = useState(false);
  const [items, setItems] = useState<TreeItem[]>([]);
  const [date, setDate] = useState('');
  const [filter, setFilter] = useState(ALL);
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!record) return;
    // Keep what was typed; trees added or removed on the server come and go.
    setItems((prev) => {
      const kept = new Map(prev.map((i) => [i.id, i]));
      return [...record.tree_checklist_items]
        .sort((a, b) => a.sequence - b.sequence)
        .map((i) => (kept.has(i.id) ? { ...i, fields: kept.get(i.id)!.fields } : i));
    });
    setDate((d) => d || record.tree_inspected_at || '');
  }, [record]);
  const onChange = useCallback(
    (itemId: number, fields: TreeField[]) =>
      setItems((all) => all.map((i) => (i.id === itemId ? { ...i, fields } : i))),
    [],
  );
  const visible = useMemo(
    () => (filter === ALL ? items : items.filter((i) => String(i.id) === filter)),
    [items, filter],
  );
  const addTree = useAction(
    (inspectionId: number) => ({
      method: 'POST',
      path: '/tree-inspection/add-tree-inspection-subitem',
      body: { inspection_id: inspectionId },
    }),
    { onSuccess: () => refetch() },
  );
  const deleteTree = useAction(
    ({ inspectionId, item }: { inspectionId: number; item: TreeItem }) => ({
      method: 'POST',
      path: '/tree-inspection/delete-tree-inspection-subitem',
      body: { inspection_id: inspectionId, tree_inspection_item_id: item.id },
    }),
    {
      onSuccess: async (_r, { item }) => {
        if (filter === String(item.id)) setFilter(ALL);
        await refetch();
      },
    },
  );
  // the photos waiting on the device, counted on their tree's photo fields
  const queuedByItem = useMemo(() => {
    const out = new Map<number, QueuedPhoto[]>();
    for (const q of record?.queued_photos ?? []) out.set(q.itemId, [...(out.get(q.itemId) ?? []), q]);
    return out;
  }, [record?.queued_photos]);
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
  if (error || !record) return <RecordLoadError error={error} notFound="caretaker.trees.record_not_found" />;
  const editable = record.actions.includes('save');
  // adding or deleting a tree makes or removes a record on the server: only with a connection
  const connected = online && !record.offline;

  const formOf = (status: 'DRAFT' | 'SUBMITTED') => {
    const form = new FormData();
    form.append('status', status);
    form.append('version', String(record.version));
    if (date) form.append('tree_inspected_at', date);
    form.append(
      'tree_checklist_items',
      JSON.stringify(
        items.map((i) => ({
          id: i.id,
          fields: i.fields
            .filter((f) => f.type !== 'file')
            .map((f) =>
              f.type === 'custom_input'
                ? { name: f.name, inputs: (f.inputs ?? []).map((x) => ({ name: x.name, value: x.value })) }
                : { name: f.name, value: f.value ?? '' },
            ),
        })),
      ),
    );
    if (hasSignature(signature)) for (const [k, v] of Object.entries(signatureFields(signature))) form.append(k, v);
    return form;
  };

  const save = (status: 'DRAFT' | 'SUBMITTED') => {
    if (status === 'SUBMITTED') {
      const problems = treeSubmitErrors({
        tree_inspected_at: date,
        signed: hasSignature(signature) || !!record.signatories.url,
        coversAll: filter === ALL,
      });
      setErrors(problems);
      if (Object.keys(problems).length) {
        notify(Object.values(problems)[0], { type: 'warning' });
        return;
      }
      if (!window.confirm(translate('caretaker.trees.submit_confirm'))) return;
    } else if (date && !isIsoDate(date)) {
      // a draft is not saved with a date that does not exist (the server refuses it): the field says so
      setErrors({ tree_inspected_at: TREE_MSG.dateFormat });
      return;
    }
    void send(status);
  };

  /**
   * Saves or submits; without a connection, or behind changes still waiting, what changed since the record was opened
   * is kept on the device, with the signature and the step when there is one (`draftOnly`: the answers alone).
   */
  async function send(status: 'DRAFT' | 'SUBMITTED', draftOnly = false): Promise<boolean> {
    if (!record) return false;
    // behind the online save that got no answer (`unanswered`), if any: sent first as it was, never a false conflict
    const queue = async (unanswered?: OnceRequest | null) => {
      const change = formChange(record, items, date);
      const signed = !draftOnly && hasSignature(signature);
      const writes = [
        ...(Object.keys(change).length
          ? [{ kind: 'form' as const, payload: { inspectionId: record.id, change } }]
          : []),
        ...(!draftOnly && (status === 'SUBMITTED' || signed)
          ? [
              {
                kind: 'step' as const,
                payload: {
                  inspectionId: record.id,
                  status,
                  signature: signed ? signatureFields(signature) : undefined,
                  trees: items.map((i) => i.id),
                },
              },
            ]
          : []),
      ];
      const ok = !writes.length || (await queueTreeWrites(record, writes, await keepReplay(unanswered)));
      if (!draftOnly || !ok)
        notify(ok ? 'caretaker.offline.step_queued' : 'caretaker.offline.unkept', { type: ok ? 'info' : 'error' });
      if (ok && signed) setSignature(EMPTY_SIGNATURE);
      if (ok) await refetch();
      return ok;
    };
    setBusy(true);
    try {
      if (await mustQueue(scopeOf(record.id))) return await queue();
      const { method, path, body } = treeInspectionUpdate({ id: record.id, form: formOf(status) });
      const res = await sendOnce<{ message: string }>(method ?? 'POST', path, body as FormData);
      setErrors({});
      if (draftOnly) return true;
      notify(res.message, { type: 'success' });
      if (status === 'SUBMITTED') navigate(LIST_PATH);
      else await refetch();
      return true;
    } catch (e) {
      if (isNetworkError(e)) return await queue(unansweredOf(e));
      setErrors(fieldErrors(e));
      await apiError(e);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const evidence = (item: TreeItem) => {
    const to = `${LIST_PATH}/${record.id}/${item.id}/${editable ? 'create-evidence' : 'view-evidence'}`;
    // What was typed is kept as a draft before leaving for the tree's evidence (on the device when offline).
    if (editable) void send('DRAFT', true).then((ok) => ok && navigate(to));
    else navigate(to);
  };

  return (
    <Box sx={{ pb: 4, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {record.name} — {record.school.name}
      </Typography>
      <TreeOfflinePanel record={record} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', my: 2 }}>
        <IsoDateField
          size="small"
          sx={{ width: 190 }}
          label={translate('caretaker.trees.inspection_date')}
          value={date}
          onChange={setDate}
          disabled={!editable}
          required
          error={!!errors.tree_inspected_at}
          helperText={errors.tree_inspected_at}
        />
        <TextField
          select
          size="small"
          sx={{ width: 220 }}
          label={translate('caretaker.trees.filter_section')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        >
          <MenuItem value={ALL}>{translate('caretaker.trees.all_trees')}</MenuItem>
          {items.map((i) => (
            <MenuItem key={i.id} value={String(i.id)}>
              {i.sequence}. {treeLabel(i.fields, i.sequence)}
            </MenuItem>
          ))}
        </TextField>
        {editable && (
          <>
            <Button
              onClick={() =>
                setItems((all) =>
                  all.map((i) => (visible.includes(i) ? { ...i, fields: checkAllReports(i.fields) } : i)),
                )
              }
            >
              {translate('caretaker.trees.check_all')}
            </Button>
            {connected && (
              <Button disabled={addTree.isPending} onClick={() => addTree.mutate(record.id)}>
                {translate('caretaker.trees.add_tree')}
              </Button>
            )}
          </>
        )}
      </Box>
      {errors.tree_checklist_items && <Alert severity="warning">{errors.tree_checklist_items}</Alert>}
      {visible.map((item) => (
        <TreeSection
          key={item.id}
          item={item}
          photos={record.attachments[`s${item.id}`]}
          queued={queuedByItem.get(item.id)}
          editable={editable}
          onChange={onChange}
          onEvidence={evidence}
          onDelete={
            editable && connected && items.length > 1
              ? (item) => {
                  if (window.confirm(translate('caretaker.trees.delete_confirm')))
                    deleteTree.mutate({ inspectionId: record.id, item });
                }
              : undefined
          }
        />
      ))}
      <Paper
        variant="outlined"
        sx={{ p: 2, mt: 2 }}
        component="section"
        aria-label={translate('caretaker.trees.certificate_by')}
      >
        <SignatureBlock
          id="certificate-by"
          title={translate('caretaker.trees.certificate_by')}
          readOnly={!editable}
          value={signature}
          onChange={setSignature}
          given={
            record.signatories.url
              ? {
                  src: record.signatories.url,
                  name: record.signatories.name,
                  details: record.signatories.signature_details,
                }
              : null
          }
        />
        {errors.signature && <Alert severity="error">{errors.signature}</Alert>}
      </Paper>
      {editable && (
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={busy} onClick={() => save('DRAFT')}>
            {translate('caretaker.trees.save_draft')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => save('SUBMITTED')}>
            {translate('caretaker.trees.submit')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

export default TreeInspectionForm;
