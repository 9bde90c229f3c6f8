/**
 * Before or after photos of a WSO: the stored ones as thumbnails (deleted by the term contractor while the order is the
 * creator's: the server says so per photo), and new ones picked or dropped, previewed before they go up with the form.
 * Without a connection the stored ones are the thumbnails kept on the device, and the photos taken offline show from
 * their sealed copies until they are sent. A stored photo deleted without signal (or behind the order's waiting writes)
 * waits in the outbox and is gone from the form at once; one taken offline and not sent yet simply leaves the outbox.
 */
import { useEffect, useMemo, useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useApiError } from '../../src/apiErrors.js';
import { ConfirmDialog } from '../../src/components/ConfirmDialog.js';
import { AuthImage } from '../../src/components/signature/index.js';
import { FileUpload, WSO_PHOTO_RULES, type UploadQueue } from '../../src/components/upload/index.js';
import { useAction } from '../../src/useAction.js';
import { isNetworkError, mustQueue } from '../../src/offline/network.js';
import { dropQueuedPhoto } from '../../src/offline/photoDelete.js';
import { getFile } from '../../src/offline/vault.js';
import type { Photo, Wso } from './api.js';
import { keptThumbKey, queuePhotoDelete, scopeOf, type PhotoField } from './offlineRecord.js';

/** A picture kept sealed on the device (a kept thumbnail, a photo waiting to be sent). */
function KeptThumb({ fileKey, alt }: { fileKey: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    void getFile(fileKey).then((blob) => {
      if (blob) setUrl((made = URL.createObjectURL(blob)));
    });
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileKey]);
  return url ? (
    <Box component="img" src={url} alt={alt} sx={{ height: 72, width: 72, objectFit: 'cover', borderRadius: 1 }} />
  ) : (
    <Box role="img" aria-label={alt} sx={{ height: 72, width: 72, bgcolor: 'action.hover', borderRadius: 1 }} />
  );
}

function NewThumb({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box
      component="img"
      src={url}
      alt={file.name}
      sx={{ height: 72, width: 72, objectFit: 'cover', borderRadius: 1 }}
    />
  );
}

function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const translate = useTranslate();
  return (
    <IconButton
      size="small"
      aria-label={translate('caretaker.wso.actions.delete_photo', { name })}
      sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
      onClick={onClick}
    >
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
}

export function PhotoSection({
  record,
  field,
  label,
  photos,
  queue,
  canUpload,
  onDeleted,
  offline = false,
  queued = [],
}: {
  record: Wso | null;
  field: PhotoField;
  label: string;
  photos: Photo[];
  queue: UploadQueue;
  canUpload: boolean;
  onDeleted: () => void;
  /** Shown from the copy kept on the device. */
  offline?: boolean;
  /** Photos taken without signal, waiting to be sent. */
  queued?: { key: string; name: string }[];
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const apiError = useApiError();
  const fresh = queue.items.filter((i) => i.status !== 'cancelled');
  const [deleting, setDeleting] = useState<{ stored: Photo } | { queued: { key: string; name: string } } | null>(null);
  async function queueDelete(p: Photo) {
    const kept = !!record && (await queuePhotoDelete(record, field, p));
    notify(kept ? 'caretaker.offline.photo_delete_queued' : 'caretaker.offline.unkept', {
      type: kept ? 'info' : 'error',
    });
    if (kept) onDeleted();
  }
  const remove = useAction((p: Photo) => ({ method: 'DELETE', path: `/attachments/${p.id}` }), {
    success: 'caretaker.wso.notify.photo_deleted',
    onSuccess: onDeleted,
    // the signal dropped on the way: kept on the device like a delete made offline
    onError: (e, p) => (isNetworkError(e) ? queueDelete(p) : apiError(e)),
  });
  async function confirmed(what: NonNullable<typeof deleting>) {
    if (!record) return;
    if ('queued' in what) {
      if (await dropQueuedPhoto(scopeOf(record.id), what.queued.key)) onDeleted();
      return;
    }
    // a delete must not overtake the order's writes still waiting on the device
    if (await mustQueue(scopeOf(record.id))) return queueDelete(what.stored);
    remove.mutate(what.stored);
  }
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {photos.map((p) => (
          <Box key={p.id} sx={{ position: 'relative', width: 96 }} data-testid="wso-photo">
            {offline ? (
              <KeptThumb fileKey={keptThumbKey(p.id)} alt={p.name} />
            ) : (
              <AuthImage src={`/api/work-service-order/${record?.id}/files/${p.id}?thumb=1`} alt={p.name} height={72} />
            )}
            {/* a submission waiting on the device leaves the order no longer the creator's: its actions say so */}
            {p.can_delete && !!record?.actions.includes('delete_photo') && (
              <DeleteButton name={p.name} onClick={() => setDeleting({ stored: p })} />
            )}
          </Box>
        ))}
        {queued.map((q) => (
          <Box key={q.key} sx={{ position: 'relative', width: 96 }} data-testid="wso-photo-waiting">
            <KeptThumb fileKey={q.key} alt={q.name} />
            {canUpload && <DeleteButton name={q.name} onClick={() => setDeleting({ queued: q })} />}
            <Typography variant="caption" component="div">
              {translate('caretaker.wso.offline.photo_waiting')}
            </Typography>
          </Box>
        ))}
        {fresh.map((i) => (
          <NewThumb key={i.key} file={i.file} />
        ))}
      </Stack>
      {canUpload && <FileUpload queue={queue} rules={WSO_PHOTO_RULES} label={label} />}
      {deleting && (
        <ConfirmDialog
          open
          title="caretaker.wso.actions.delete"
          content="caretaker.wso.confirm.delete"
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            void confirmed(deleting);
          }}
        />
      )}
    </Box>
  );
}
