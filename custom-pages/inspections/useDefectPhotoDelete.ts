/**
 * Deleting a defect's stored picture from its dialog: sent at once with a connection; without one, or behind the
 * checklist's changes still waiting on the device, or when the signal drops on the way, the delete waits in the outbox
 * (`inspection.photoDelete`) and the picture is gone from the dialog at once.
 */
import { useNotify, useTranslate } from 'react-admin';
import { useApiError } from '../../src/apiErrors.js';
import { isNetworkError } from '../../src/offline/network.js';
import { useAction } from '../../src/useAction.js';
import type { StoredPhoto } from './PhotoStrip.js';

interface Offline {
  mustQueue: () => Promise<boolean>;
  queueDelete?: (defectId: number, photo: StoredPhoto) => Promise<boolean>;
}

export function useDefectPhotoDelete(
  defect: { id: number; offline?: boolean } | undefined,
  offline: Offline | undefined,
  onDeleted: () => void,
): (photo: StoredPhoto) => void {
  const translate = useTranslate();
  const notify = useNotify();
  const apiError = useApiError();
  const t = (k: string) => translate(`caretaker.inspections.defect.${k}`);
  async function queue(defectId: number, photo: StoredPhoto) {
    const kept = !!offline?.queueDelete && (await offline.queueDelete(defectId, photo));
    notify(kept ? 'caretaker.offline.photo_delete_queued' : 'caretaker.offline.unkept', {
      type: kept ? 'info' : 'error',
    });
    if (kept) onDeleted();
  }
  const send = useAction(
    ({ defectId, photo }: { defectId: number; photo: StoredPhoto }) => ({
      method: 'DELETE',
      path: `/defect/${defectId}/photos/${photo.id}`,
    }),
    {
      success: () => t('photo_deleted'),
      onSuccess: onDeleted,
      onError: (e, { defectId, photo }) =>
        offline?.queueDelete && isNetworkError(e) ? queue(defectId, photo) : apiError(e),
    },
  );
  async function remove(photo: StoredPhoto) {
    if (!defect || !window.confirm(t('delete_photo_confirm'))) return;
    if (offline?.queueDelete && (defect.offline || (await offline.mustQueue()))) return queue(defect.id, photo);
    send.mutate({ defectId: defect.id, photo });
  }
  return (photo) => void remove(photo);
}
