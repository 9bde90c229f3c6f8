/** A defect's stored pictures as thumbnails: each opens full size; a delete button where the caller may delete it. */
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, ButtonBase, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthImage } from '../../src/components/signature/index.js';

export type PhotoKind = 'before' | 'after' | 'supporting';

export interface StoredPhoto {
  id: number;
  name: string;
  url: string;
  thumbnail_url: string | null;
}

export function PhotoStrip({
  photos,
  onDelete,
}: {
  photos: StoredPhoto[];
  /** Absent: the pictures are shown only. */
  onDelete?: (photo: StoredPhoto) => void;
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
              <AuthImage src={p.thumbnail_url ?? p.url} alt={p.name} height={72} />
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
            <AuthImage src={open.url} alt={open.name} height={480} />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
