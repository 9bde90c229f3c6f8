/**
 * The evidence of one tree (spec part 3 §2 create-evidence / view-evidence): defect Yes/No, remarks and the before,
 * after and inspection photos (PNG or JPEG). On a submitted inspection, and at view-evidence, the page only shows them.
 * Without a connection the evidence and the photos (made smaller on the device) are kept and sent when the signal is
 * back, each photo as a resumable upload (offlineKinds.ts).
 */
import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { treeLabel } from '../../domain/treeFields.js';
import { AttachmentList } from '../../src/components/attachments/index.js';
import { acceptOf, checkFile, TREE_PHOTO_RULES } from '../../src/components/upload/index.js';
import { useApiError } from '../../src/apiErrors.js';
import { isNetworkError, mustQueue } from '../../src/offline/network.js';
import { keepReplay, sendOnce, unansweredOf, type OnceRequest } from '../../src/offline/onlineOnce.js';
import { LIST_PATH, treeInspectionUpdate, useTreeInspection, type TreeItem, type TreePhotos } from './api.js';
import { keepPhotos, queueTreeWrites, scopeOf, type EvidencePayload, type PhotoField } from './offlineRecord.js';
import { OfflinePhotos } from '../../src/components/offline/OfflinePhotos.js';
import { RecordLoadError } from '../../src/components/offline/RecordLoadError.js';
import { followValue, type Applied } from '../../src/components/followRecord.js';
import { TreeOfflinePanel } from './TreeOfflinePanel.js';
import { useTreePhotoDelete } from './useTreePhotoDelete.js';

const KINDS: { field: string; photo: PhotoField; key: keyof TreePhotos; label: string }[] = [
  { field: 'inspect_photos[]', photo: 'inspect_photos', key: 'inspect_photo', label: 'inspect_photos' },
  { field: 'before_photos[]', photo: 'before_photos', key: 'before_photos', label: 'before_photos' },
  { field: 'after_photos[]', photo: 'after_photos', key: 'after_photos', label: 'after_photos' },
];

/** What the page changed of the tree's evidence (remarks as the server keeps them: trimmed, empty as none). */
function evidenceChange(item: TreeItem, defect: string, remarks: string): EvidencePayload['change'] {
  const change: EvidencePayload['change'] = {};
  if (defect !== (item.defect ? 'yes' : 'no')) change.defect = defect === 'yes' ? 'yes' : 'no';
  const text = remarks.trim() || null;
  if (text !== (item.remarks ?? null)) change.remarks = text;
  return change;
}

/** `view`: the view-evidence address, read-only whoever opens it (spec part 3 §2). */
export function EvidencePage({ view = false }: { view?: boolean }) {
  const { id, itemId } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data: record, isPending, error, refetch } = useTreeInspection(id);
  const item = record?.tree_checklist_items.find((i) => String(i.id) === itemId);
  const [defect, setDefect] = useState('no');
  const [remarks, setRemarks] = useState('');
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const apiError = useApiError();
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  const photoDelete = useTreePhotoDelete(record, Number(itemId), () => void refetch());
  // what the user changed since the item was last read stays when it is read again (a sync lands while they type)
  const applied = useRef<Applied<{ defect: string; remarks: string }> | null>(null);
  useEffect(() => {
    if (!item) return;
    const next = { defect: item.defect ? 'yes' : 'no', remarks: item.remarks ?? '' };
    const before = applied.current?.key === item.id ? applied.current.values : undefined;
    applied.current = { key: item.id, values: next };
    setDefect((d) => followValue(d, before?.defect, next.defect));
    setRemarks((r) => followValue(r, before?.remarks, next.remarks));
  }, [item]);
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
  if (error || !record || !item)
    return (
      <RecordLoadError
        error={error}
        notFound={error || !record ? 'caretaker.trees.record_not_found' : 'caretaker.trees.not_found'}
      />
    );
  const editable = !view && record.actions.includes('evidence');
  const photos = record.attachments[`s${item.id}`];
  const back = () => navigate(`${LIST_PATH}/${record.id}`);

  const queuedHere = (record.queued_photos ?? []).filter((q) => q.itemId === item.id);

  /**
   * Without a connection, or behind changes still waiting: the evidence and its photos wait on the device — behind the
   * online save that got no answer (`unanswered`), if any, sent first as it was so that the photos are stored once.
   */
  const queue = async (unanswered?: OnceRequest | null) => {
    const change = evidenceChange(item, defect, remarks);
    const photos = await keepPhotos(
      record,
      item.id,
      Object.fromEntries(KINDS.map((k) => [k.photo, files[k.field] ?? []])) as Record<PhotoField, File[]>,
    );
    const writes = [
      ...(Object.keys(change).length
        ? [{ kind: 'evidence' as const, payload: { inspectionId: record.id, itemId: item.id, change } }]
        : []),
      ...(photos ?? []),
    ];
    if (!photos || (writes.length && !(await queueTreeWrites(record, writes, await keepReplay(unanswered))))) {
      notify('caretaker.offline.unkept', { type: 'error' });
      return;
    }
    notify('caretaker.trees.offline.evidence_queued', { type: 'info' });
    back();
  };

  const save = async () => {
    setBusy(true);
    try {
      if (await mustQueue(scopeOf(record.id))) return await queue();
      const form = new FormData();
      form.append('tree_checklist_item_id', String(item.id));
      form.append('defect', defect);
      form.append('remarks', remarks);
      for (const [field, list] of Object.entries(files)) for (const f of list) form.append(field, f, f.name);
      const { method, path } = treeInspectionUpdate({ id: record.id, form });
      const res = await sendOnce<{ message: string }>(method ?? 'POST', path, form);
      notify(res.message, { type: 'success' });
      back();
    } catch (e) {
      if (isNetworkError(e)) return await queue(unansweredOf(e));
      await apiError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ pb: 4, maxWidth: 800 }}>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('caretaker.trees.evidence_title', {
          tree: `${item.sequence}. ${treeLabel(item.fields, item.sequence)}`,
        })}
      </Typography>
      <TreeOfflinePanel record={record} />
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <FormControl disabled={!editable}>
          <FormLabel id="defect-label">{translate('caretaker.trees.defect')}</FormLabel>
          <RadioGroup row aria-labelledby="defect-label" value={defect} onChange={(e) => setDefect(e.target.value)}>
            <FormControlLabel value="yes" control={<Radio />} label={translate('caretaker.trees.yes')} />
            <FormControlLabel value="no" control={<Radio />} label={translate('caretaker.trees.no')} />
          </RadioGroup>
        </FormControl>
        <TextField
          fullWidth
          multiline
          minRows={2}
          sx={{ my: 1.5 }}
          label={translate('caretaker.trees.remarks')}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          slotProps={{ input: { readOnly: !editable } }}
        />
        {KINDS.map((k) => (
          <Box key={k.key} component="section" aria-labelledby={`${k.key}-title`} sx={{ mt: 2 }}>
            <Typography id={`${k.key}-title`} variant="subtitle1" component="h2">
              {translate(`caretaker.trees.${k.label}`)}
            </Typography>
            {record.offline ? (
              <OfflinePhotos
                stored={photos?.[k.key] ?? []}
                queued={queuedHere.filter((q) => q.field === k.photo)}
                onDelete={editable ? photoDelete.remove : undefined}
              />
            ) : (
              <>
                <AttachmentList
                  attachments={photos?.[k.key] ?? []}
                  readOnly={!editable}
                  onDeleted={() => void refetch()}
                  deferDelete={photoDelete.defer}
                  keepDelete={photoDelete.keep}
                />
                <OfflinePhotos
                  queued={queuedHere.filter((q) => q.field === k.photo)}
                  showEmpty={false}
                  onDelete={editable ? photoDelete.remove : undefined}
                />
              </>
            )}
            {editable && (
              <>
                <input
                  ref={(el) => {
                    inputs.current[k.field] = el;
                  }}
                  type="file"
                  multiple
                  hidden
                  accept={acceptOf(TREE_PHOTO_RULES)}
                  onChange={(e) => {
                    const chosen = [...(e.target.files ?? [])];
                    e.target.value = '';
                    const bad = chosen.filter((f) => checkFile(f, TREE_PHOTO_RULES));
                    if (bad.length) notify('caretaker.trees.photo_type', { type: 'error' });
                    setFiles((all) => ({
                      ...all,
                      [k.field]: [...(all[k.field] ?? []), ...chosen.filter((f) => !bad.includes(f))],
                    }));
                  }}
                />
                <Button
                  size="small"
                  onClick={() => inputs.current[k.field]?.click()}
                  aria-describedby={`${k.key}-title`}
                >
                  {translate('caretaker.trees.add_photos')}
                </Button>
                {(files[k.field] ?? []).map((f) => (
                  <Typography key={f.name + f.size} variant="body2">
                    {f.name}
                  </Typography>
                ))}
              </>
            )}
          </Box>
        ))}
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button onClick={back}>{translate('caretaker.trees.back')}</Button>
        {editable && (
          <Button variant="contained" disabled={busy} onClick={() => void save()}>
            {translate('caretaker.trees.save_evidence')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

export default EvidencePage;
