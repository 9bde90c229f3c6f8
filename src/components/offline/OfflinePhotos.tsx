/**
 * Photos as the device has them (a tree's evidence, a defect's pictures): without a connection, the stored ones from
 * the thumbnails kept when the record was made available offline; and the ones taken offline, from their sealed
 * copies, waiting to be sent. Either can be deleted on a record the user may still change (`onDelete`): the caller
 * keeps the delete, or drops the photo from the outbox.
 */
import { useEffect, useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Attachment } from '../attachments/index.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { getFile } from '../../offline/vault.js';

/** A photo taken offline: its sealed copy's key on the device and its file name. */
export interface WaitingPhoto {
  key: string;
  name: string;
}

const THUMB_SX = { width: 56, height: 56, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' };

function KeptThumb({ fileKey, alt }: { fileKey: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void getFile(fileKey).then((blob) => {
      if (blob && live) setUrl((made = URL.createObjectURL(blob)));
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileKey]);
  return url ? (
    <Box component="img" src={url} alt={alt} sx={THUMB_SX} />
  ) : (
    <Box sx={{ ...THUMB_SX, bgcolor: 'action.hover' }} role="img" aria-label={alt} />
  );
}

/** A photo the user chose to delete: one on the server, or one taken offline and not sent yet. */
export type PhotoToDelete<Q extends WaitingPhoto = WaitingPhoto> = { stored: Attachment } | { queued: Q };

export function OfflinePhotos<Q extends WaitingPhoto>({
  stored = [],
  queued,
  showEmpty = true,
  onDelete,
}: {
  stored?: Attachment[];
  queued: Q[];
  showEmpty?: boolean;
  /** Absent: the photos are shown only. */
  onDelete?: (photo: PhotoToDelete<Q>) => unknown;
}) {
  const translate = useTranslate();
  const [deleting, setDeleting] = useState<PhotoToDelete<Q> | null>(null);
  if (!stored.length && !queued.length)
    return showEmpty ? (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('caretaker.files.attachments.empty')}
      </Typography>
    ) : null;
  const rows: { key: string; name: string; waiting: boolean; photo: PhotoToDelete<Q> }[] = [
    ...stored.map((a) => ({ key: `thumb:${a.id}`, name: a.name, waiting: false, photo: { stored: a } })),
    ...queued.map((q) => ({ key: q.key, name: q.name, waiting: true, photo: { queued: q } })),
  ];
  return (
    <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={translate('caretaker.files.attachments.title')}>
      {rows.map((r) => (
        <Box
          component="li"
          key={r.key}
          data-testid={r.waiting ? 'queued-photo' : 'kept-photo'}
          sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <KeptThumb fileKey={r.key} alt={r.name} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {r.name}
              </Typography>
              {r.waiting && (
                <Typography variant="caption" color="text.secondary">
                  {translate('caretaker.offline.photo_waiting')}
                </Typography>
              )}
            </Box>
            {onDelete && (
              <IconButton
                aria-label={translate('caretaker.files.attachments.delete', { name: r.name })}
                color="error"
                onClick={() => setDeleting(r.photo)}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        </Box>
      ))}
      {deleting && (
        <ConfirmDialog
          open
          title="caretaker.files.attachments.delete_title"
          content="caretaker.files.attachments.delete_confirm"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            setDeleting(null);
            await onDelete?.(deleting);
          }}
        />
      )}
    </Box>
  );
}
