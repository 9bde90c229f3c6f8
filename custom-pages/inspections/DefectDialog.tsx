/**
 * A defect on a checklist item (spec part 3 §5 "Defect"): Yes/No (default No), location and description required when Yes,
 * before and after pictures, and on an existing defect its status (Follow up → Repaired needs an after picture). The
 * rules are the server's (domain/defects.ts); their messages come back per field and show under the inputs. Stored
 * pictures show as thumbnails that open full size; the roles that edit defects delete them (§6). Everyone else — the
 * reviewers, MA and OM — and everyone on a repaired defect gets the same dialog read-only (the spec's view-evidence).
 */
import { Fragment, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { canEditDefects, checkDefectChange, DEFECT_STATUSES } from '../../domain/defects.js';
import { statusOf } from '../../src/queryClient.js';
import { isNetworkError } from '../../src/offline/network.js';
import { keepReplay, sendOnce, unansweredOf, type OnceRequest, type Replay } from '../../src/offline/onlineOnce.js';
import { getRecord } from '../../src/offline/vault.js';
import { queuedDefect, withoutDeletedPhotos } from './offlineRecord.js';
import { errorBody, errorMessage, useProvider } from './api.js';
import { DefectPhotoPicker, unpickRefused, useWaitingPhotos } from './DefectPhotoPicker.js';
import type { PhotoKind, StoredPhoto as Photo } from './PhotoStrip.js';
import { useDefectPhotoDelete } from './useDefectPhotoDelete.js';
import { useIdentity } from '../../src/useIdentity.js';

const PHOTO_KINDS: PhotoKind[] = ['before', 'after', 'supporting'];

interface DefectRecord {
  id: number;
  version: number;
  inspection_status: string;
  defect: boolean;
  status: string;
  location: string | null;
  description: string | null;
  before_photos: Photo[];
  after_photos: Photo[];
  supporting_photos: Photo[];
  /** Read from the device, without a connection. */
  offline?: boolean;
}

/** Errors shown under their own input; a picture's error shows above the pictures. */
const FIELD_KEYS = ['defect', 'location', 'description', 'status'];
const PHOTO_ERROR_KEYS = ['file', 'before_photos', 'after_photos', 'supporting_photos'];

interface Props {
  /** New defect on this checklist item… */
  inspectionId?: number;
  subItemId?: number;
  /** …or an existing one. */
  defectId?: number;
  title: string;
  /** A new defect proposed from an item checked 'no': ticked, described from the item. */
  proposal?: { description: string };
  /** Show only (the view-evidence address), whoever opens it. */
  readOnly?: boolean;
  /** The address carried canSingleSendEmail=true: the e-mail to the operations manager starts ticked. */
  sendEmail?: boolean;
  onClose: () => void;
  onSaved: () => void;
  /**
   * Keeps a new defect in the device's outbox (no connection, or the checklist's earlier changes still wait there);
   * absent: always sent. Answers false when the device could not keep it.
   */
  offline?: {
    mustQueue: () => Promise<boolean>;
    /** `replay`: the online save whose answer was lost, sent first so that the defect is stored once. */
    queue: (fields: DefectFields, pictures: { before: File[]; after: File[] }, replay?: Replay) => Promise<boolean>;
    /** Keeps pictures for a defect read from the device (no connection, or made offline and not sent yet). */
    queuePhotos?: (defectId: number, pictures: { before: File[]; after: File[] }) => Promise<boolean>;
    /** Keeps the delete of a stored picture, sent after the checklist's earlier changes. */
    queueDelete?: (defectId: number, photo: Photo) => Promise<boolean>;
  };
}

export interface DefectFields {
  defect: boolean;
  location: string;
  description: string;
  sendEmail: boolean;
}

export function DefectDialog({
  inspectionId,
  subItemId,
  defectId,
  title,
  proposal,
  readOnly = false,
  sendEmail = false,
  onClose,
  onSaved,
  offline,
}: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useProvider();
  const { isPending: identityPending, role } = useIdentity();
  const loaded = useQuery({
    queryKey: ['caretaker.defect', defectId],
    enabled: !!defectId,
    // without a connection: as kept on the device when the checklist was made available offline, shown only
    networkMode: 'always',
    retry: false,
    queryFn: async (): Promise<DefectRecord> => {
      // made offline and not sent yet: as its waiting write describes it
      if (defectId! < 0) {
        const queued = inspectionId ? await queuedDefect(inspectionId, defectId!) : null;
        if (!queued) throw new Error(translate('caretaker.offline.not_kept'));
        return queued;
      }
      // the pictures whose delete waits on the device are gone from the dialog at once
      try {
        return await withoutDeletedPhotos(
          (await dp.send<{ data: DefectRecord }>({ path: `/defect/${defectId}` })).data,
        );
      } catch (e) {
        const kept = statusOf(e) === 0 ? await getRecord<DefectRecord>('defect', defectId!) : null;
        if (!kept) throw e;
        return withoutDeletedPhotos({ ...kept, offline: true });
      }
    },
  });
  const existing = loaded.data;
  const waiting = useWaitingPhotos(offline ? inspectionId : undefined, defectId);
  const [defect, setDefect] = useState<boolean | null>(proposal ? true : null);
  const [location, setLocation] = useState<string | null>(null);
  const [description, setDescription] = useState<string | null>(proposal?.description ?? null);
  const [status, setStatus] = useState<string | null>(null);
  const [before, setBefore] = useState<File[]>([]);
  const [after, setAfter] = useState<File[]>([]);
  const [mail, setMail] = useState(sendEmail);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const t = (k: string, o?: object) => translate(`caretaker.inspections.defect.${k}`, o);
  const editor = canEditDefects(role);
  const viewOnly = readOnly || identityPending || !editor || existing?.status === 'Repaired' || !!existing?.offline;
  /** Read from the device: only pictures can be added, kept until they are sent after the defect's other changes. */
  const addsPhotosOffline =
    !!existing?.offline &&
    !readOnly &&
    !identityPending &&
    editor &&
    existing.status !== 'Repaired' &&
    !!offline?.queuePhotos;
  /** Read from the device: a stored picture can still be deleted, the delete kept until it is sent. */
  const deletesOffline = addsPhotosOffline && !!offline?.queueDelete;
  /** A stored picture may go while the defect is open; before and supporting ones not once the checklist is approved. */
  const deletable = (kind: PhotoKind) =>
    (!viewOnly || deletesOffline) && !!existing && (kind === 'after' || existing.inspection_status !== 'APPROVED');
  const removePhoto = useDefectPhotoDelete(existing, offline, () => void loaded.refetch());
  const value = {
    defect: defect ?? existing?.defect ?? false,
    location: location ?? existing?.location ?? '',
    description: description ?? existing?.description ?? '',
    status: status ?? existing?.status ?? '',
  };

  /**
   * A new defect without a connection: the server's rules checked here, then it waits in the outbox — behind the online
   * save that got no answer (`unanswered`), if any.
   */
  async function queue(unanswered?: OnceRequest | null): Promise<void> {
    const { defect, location, description } = value;
    const { errors: found } = checkDefectChange(null, { defect, location, description });
    setErrors(found);
    if (Object.keys(found).length) return;
    const fields = { defect: value.defect, location: value.location, description: value.description, sendEmail: mail };
    if (await offline!.queue(fields, { before, after }, await keepReplay(unanswered))) {
      notify('caretaker.offline.defect_queued', { type: 'info' });
      onSaved();
    } else setErrors({ form: translate('caretaker.offline.unkept') });
  }

  async function save() {
    const queueable = !!offline && !defectId;
    if (queueable && (await offline.mustQueue())) {
      setBusy(true);
      return queue().finally(() => setBusy(false));
    }
    const form = new FormData();
    form.append('defect', value.defect ? 'Yes' : 'No');
    form.append('location', value.location);
    form.append('description', value.description);
    if (subItemId) form.append('checklist_item_id', String(subItemId));
    if (status) form.append('status', status);
    if (existing) form.append('version', String(existing.version));
    if (mail) form.append('can_single_send_email', 'true');
    for (const f of before) form.append('before_photos[]', f, f.name);
    for (const f of after) form.append('after_photos[]', f, f.name);
    const path = defectId ? `/defect/${defectId}` : `/inspection-schedule/${inspectionId}/defect`;
    setBusy(true);
    try {
      // a save that may end in the outbox goes with a key of its own: if only its answer is lost, it is stored once
      if (queueable) await sendOnce('POST', path, form);
      else await dp.send({ method: 'POST', path, body: form });
      notify('caretaker.inspections.create.created', { type: 'success' });
      onSaved();
    } catch (e) {
      // the signal dropped on the way: kept on the device like any defect made offline, behind the request as it went
      if (queueable && isNetworkError(e)) return await queue(unansweredOf(e));
      const fields = errorBody(e).errors ?? {};
      const found: Record<string, string> = Object.fromEntries(
        Object.entries(fields).map(([k, m]) => [k, Array.isArray(m) ? m[0] : m]),
      );
      // a refused picture (the server sniffs the content: 'Invalid File Type') is unpicked; what was typed stays
      const photoError = PHOTO_ERROR_KEYS.map((k) => found[k]).find(Boolean);
      if (photoError) {
        setBefore(unpickRefused);
        setAfter(unpickRefused);
      }
      const shown = Object.keys(found).filter((k) => FIELD_KEYS.includes(k));
      setErrors({
        ...Object.fromEntries(shown.map((k) => [k, found[k]])),
        ...(photoError ? { photos: photoError } : {}),
        ...(!shown.length && !photoError ? { form: errorMessage(e) } : {}),
      });
    } finally {
      setBusy(false);
    }
  }

  async function queuePhotos() {
    if (!before.length && !after.length) return onClose();
    setBusy(true);
    try {
      if (await offline!.queuePhotos!(defectId!, { before, after })) {
        notify('caretaker.inspections.defect.photos_queued', {
          type: 'info',
          messageArgs: { smart_count: before.length + after.length },
        });
        onSaved();
      } else setErrors({ form: translate('caretaker.offline.unkept') });
    } finally {
      setBusy(false);
    }
  }

  const picker = (kind: PhotoKind, files: File[] = [], set?: (f: File[]) => void) => (
    <DefectPhotoPicker
      kind={kind}
      stored={existing?.[`${kind}_photos`] ?? []}
      onDelete={deletable(kind) ? removePhoto : undefined}
      kept={!!existing?.offline}
      waiting={waiting.filter((p) => p.field === `${kind}_photos[]`)}
      files={files}
      onPick={set}
    />
  );

  if (viewOnly && defectId)
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="defect-dialog">
        <DialogTitle id="defect-dialog">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {existing ? (
            <>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
                {(
                  [
                    ['defect', translate(`caretaker.inspections.detail.${existing.defect ? 'yes' : 'no'}`)],
                    [
                      'status',
                      translate(`caretaker.inspections.defect_status.${existing.status}`, { _: existing.status }),
                    ],
                    ['location', existing.location ?? '—'],
                    ['description', existing.description ?? '—'],
                  ] as const
                ).map(([k, v]) => (
                  <Fragment key={k}>
                    <Typography component="dt" fontWeight={600}>
                      {t(k)}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {v}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
              {errors.form && <Alert severity="error">{errors.form}</Alert>}
              {addsPhotosOffline && (
                <Alert severity="info" role="status">
                  {t('photos_offline')}
                </Alert>
              )}
              {PHOTO_KINDS.map((kind) => (
                <Fragment key={kind}>
                  {addsPhotosOffline && kind === 'before'
                    ? picker(kind, before, setBefore)
                    : addsPhotosOffline && kind === 'after'
                      ? picker(kind, after, setAfter)
                      : picker(kind, [])}
                </Fragment>
              ))}
            </>
          ) : (
            <CircularProgress aria-label={translate('ra.page.loading')} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('close')}</Button>
          {addsPhotosOffline && (
            <Button variant="contained" disabled={busy} onClick={() => void queuePhotos()}>
              {translate('ra.action.save')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="defect-dialog">
      <DialogTitle id="defect-dialog">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <Box>
          <FormLabel id="defect-flag">{t('defect')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="defect-flag"
            value={value.defect ? 'Yes' : 'No'}
            onChange={(e) => setDefect(e.target.value === 'Yes')}
          >
            <FormControlLabel value="Yes" control={<Radio />} label={translate('caretaker.inspections.detail.yes')} />
            <FormControlLabel value="No" control={<Radio />} label={translate('caretaker.inspections.detail.no')} />
          </RadioGroup>
          {errors.defect && <Alert severity="warning">{errors.defect}</Alert>}
        </Box>
        <TextField
          label={t('location')}
          required={value.defect}
          value={value.location}
          error={!!errors.location}
          helperText={errors.location}
          onChange={(e) => setLocation(e.target.value)}
        />
        <TextField
          label={t('description')}
          required={value.defect}
          multiline
          minRows={2}
          value={value.description}
          error={!!errors.description}
          helperText={errors.description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {existing && (
          <TextField
            select
            label={t('status')}
            value={value.status}
            error={!!errors.status}
            helperText={errors.status}
            onChange={(e) => setStatus(e.target.value)}
          >
            {DEFECT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`caretaker.inspections.defect_status.${s}`, { _: s })}
              </MenuItem>
            ))}
          </TextField>
        )}
        {errors.photos && <Alert severity="error">{errors.photos}</Alert>}
        {picker('before', before, setBefore)}
        {picker('after', after, setAfter)}
        <FormControlLabel
          control={<Checkbox checked={mail} onChange={(e) => setMail(e.target.checked)} />}
          label={t('send_email')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('caretaker.inspections.actions.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
