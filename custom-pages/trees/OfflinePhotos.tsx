/**
 * A tree's photos as the device has them: without a connection, the stored ones from the thumbnails kept when the
 * inspection was made available offline; and the ones taken offline, from their sealed copies, waiting to be sent.
 * Either can be deleted on a tree the user may still change (`onDelete`): the caller keeps the delete, or drops the
 * photo from the outbox.
 */
import { useEffect, useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Attachment } from '../../src/components/attachments/index.js';
import { ConfirmDialog } from '../../src/components/ConfirmDialog.js';
import { getFile } from '../../src/offline/vault.js';
import type { QueuedPhoto } from './offlineRecord.js';

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
export type PhotoToDelete = { stored: Attachment } | { queued: QueuedPhoto };

export function OfflinePhotos({
  stored = [],
  queued,
  showEmpty = true,
  onDelete,
}: {
  stored?: Attachment[];
  queued: QueuedPhoto[];
  showEmpty?: boolean;
  /** Absent: the photos are shown only. */
  onDelete?: (photo: PhotoToDelete) => unknown;
}) {
  const translate = useTranslate();
  const [deleting, setDeleting] = useState<PhotoToDelete | null>(null);
  if (!stored.length && !queued.length)
    return showEmpty ? (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('caretaker.files.attachments.empty')}
      </Typography>
    ) : null;
  const rows: { key: string; name: string; waiting: boolean; photo: PhotoToDelete }[] = [
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
                  {translate('caretaker.trees.offline.photo_waiting')}
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
