/** A defect's stored pictures as thumbnails: each opens full size; a delete button where the caller may delete it. */
import { useEffect, useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, ButtonBase, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthImage } from '../../src/components/signature/index.js';
import { getFile } from '../../src/offline/vault.js';

export type PhotoKind = 'before' | 'after' | 'supporting';

export interface StoredPhoto {
  id: number;
  name: string;
  url: string;
  thumbnail_url: string | null;
}

/** A thumbnail kept on the device (the checklist made available offline), from its sealed copy. */
function KeptImage({ id, alt, height }: { id: number; alt: string; height: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    void getFile(`thumb:${id}`).then((blob) => {
      if (blob) setUrl((made = URL.createObjectURL(blob)));
    });
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return url ? (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{ height, maxWidth: '100%', objectFit: 'contain', display: 'block' }}
    />
  ) : (
    <Box sx={{ height, bgcolor: 'action.hover', borderRadius: 1 }} aria-label={alt} />
  );
}

export function PhotoStrip({
  photos,
  onDelete,
  kept = false,
}: {
  photos: StoredPhoto[];
  /** Absent: the pictures are shown only. */
  onDelete?: (photo: StoredPhoto) => void;
  /** Without a connection: the thumbnails kept on the device. */
  kept?: boolean;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState<StoredPhoto | null>(null);
  const t = (k: string, o?: object) => translate(`caretaker.inspections.defect.${k}`, o);
  if (!photos.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('no_photos')}
      </Typography>
    );
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
        {photos.map((p) => (
          <Box key={p.id} sx={{ position: 'relative', width: 96 }} data-testid="defect-photo">
            <ButtonBase
              aria-label={t('preview_photo', { name: p.name })}
              onClick={() => setOpen(p)}
              sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden' }}
            >
              {kept ? (
                <KeptImage id={p.id} alt={p.name} height={72} />
              ) : (
                <AuthImage src={p.thumbnail_url ?? p.url} alt={p.name} height={72} />
              )}
            </ButtonBase>
            {onDelete && (
              <IconButton
                size="small"
                aria-label={t('delete_photo', { name: p.name })}
                sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
                onClick={() => onDelete(p)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Stack>
      {open && (
        <Dialog open onClose={() => setOpen(null)} maxWidth="md" aria-labelledby="defect-photo-title">
          <DialogTitle id="defect-photo-title" sx={{ overflowWrap: 'anywhere' }}>
            {open.name}
          </DialogTitle>
          <DialogContent>
            {kept ? (
              <KeptImage id={open.id} alt={open.name} height={480} />
            ) : (
              <AuthImage src={open.url} alt={open.name} height={480} />
            )}
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
