/**
 * One kind of a defect's pictures in its dialog: the stored ones as thumbnails, those taken on this device that wait to
 * be sent, and the ones picked to add.
 */
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { OfflinePhotos, type WaitingPhoto } from '../../src/components/offline/OfflinePhotos.js';
import { waitingPhotos, type QueuedPhoto } from './offlineRecord.js';
import { PhotoStrip, type PhotoKind, type StoredPhoto } from './PhotoStrip.js';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * The pictures left after the server refused one: the server does not say which, so the ones the browser does not type
 * as PNG or JPEG go, or every new one when all looked like images (a renamed file).
 */
export function unpickRefused(files: File[]): File[] {
  const images = files.filter((f) => IMAGE_TYPES.includes(f.type));
  return images.length === files.length ? [] : images;
}

const NONE: QueuedPhoto[] = [];

/**
 * A defect's pictures taken on this device and not sent yet, so that they are not taken twice; none without
 * `inspectionId` (a dialog with no work without signal).
 */
export function useWaitingPhotos(inspectionId: number | undefined, defectId: number | undefined): QueuedPhoto[] {
  return (
    useQuery({
      queryKey: ['caretaker.defect.waiting', inspectionId, defectId],
      enabled: !!defectId && !!inspectionId,
      networkMode: 'always',
      queryFn: () => waitingPhotos(inspectionId!, defectId!),
    }).data ?? NONE
  );
}

export function DefectPhotoPicker({
  kind,
  stored,
  onDelete,
  kept,
  waiting = [],
  files = [],
  onPick,
}: {
  kind: PhotoKind;
  stored: StoredPhoto[];
  onDelete?: (photo: StoredPhoto) => void;
  /** The thumbnails are read from the device. */
  kept: boolean;
  waiting?: WaitingPhoto[];
  files?: File[];
  /** Absent: nothing can be added. */
  onPick?: (files: File[]) => void;
}) {
  const translate = useTranslate();
  const label = translate(`caretaker.inspections.defect.${kind}_photos`);
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <PhotoStrip photos={stored} onDelete={onDelete} kept={kept} />
      <OfflinePhotos queued={waiting} showEmpty={false} />
      {onPick && (
        <>
          <Button variant="outlined" component="label" size="small">
            {translate('caretaker.inspections.defect.add_photos')}
            <input
              hidden
              multiple
              type="file"
              accept="image/png,image/jpeg"
              onChange={(e) => onPick([...files, ...Array.from(e.target.files ?? [])])}
            />
          </Button>
          <Typography variant="caption" component="p">
            {files.map((f) => f.name).join(', ')}
          </Typography>
        </>
      )}
    </Box>
  );
}
