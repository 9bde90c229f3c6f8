/**
 * A tree's photos as the device has them: without a connection, the stored ones from the thumbnails kept when the
 * inspection was made available offline; and the ones taken offline, from their sealed copies, waiting to be sent.
 */
import { useEffect, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Attachment } from '../../src/components/attachments/index.js';
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

export function OfflinePhotos({
  stored = [],
  queued,
  showEmpty = true,
}: {
  stored?: Attachment[];
  queued: QueuedPhoto[];
  showEmpty?: boolean;
}) {
  const translate = useTranslate();
  if (!stored.length && !queued.length)
    return showEmpty ? (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('caretaker.files.attachments.empty')}
      </Typography>
    ) : null;
  const rows = [
    ...stored.map((a) => ({ key: `thumb:${a.id}`, name: a.name, waiting: false })),
    ...queued.map((q) => ({ key: q.key, name: q.name, waiting: true })),
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
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {r.name}
              </Typography>
              {r.waiting && (
                <Typography variant="caption" color="text.secondary">
                  {translate('caretaker.trees.offline.photo_waiting')}
                </Typography>
              )}
            </Box>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
