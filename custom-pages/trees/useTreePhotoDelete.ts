/**
 * Deleting a tree's photo without signal, or behind the inspection's changes still waiting on the device: a stored
 * photo's delete waits in the outbox (`tree.photoDelete`) and the photo is gone from the evidence at once; a photo taken
 * offline and not sent yet leaves the outbox. With a connection and nothing waiting, AttachmentList deletes it at once,
 * and keeps it the same way when the signal drops on the way.
 */
import { useNotify } from 'react-admin';
import type { Attachment } from '../../src/components/attachments/index.js';
import { mustQueue } from '../../src/offline/network.js';
import { dropQueuedPhoto } from '../../src/offline/photoDelete.js';
import type { TreeInspection } from './api.js';
import type { PhotoToDelete } from '../../src/components/offline/OfflinePhotos.js';
import { queueTreeWrites, scopeOf } from './offlineRecord.js';

export function useTreePhotoDelete(record: TreeInspection | undefined, itemId: number, onChanged: () => void) {
  const notify = useNotify();
  async function keep(a: Attachment): Promise<boolean> {
    if (!record) return false;
    const payload = { inspectionId: record.id, itemId, photoId: Number(a.id), name: a.name };
    const kept = await queueTreeWrites(record, [{ kind: 'photoDelete', payload }]);
    notify(kept ? 'caretaker.offline.photo_delete_queued' : 'caretaker.offline.unkept', {
      type: kept ? 'info' : 'error',
    });
    if (kept) onChanged();
    return kept;
  }
  return {
    /** For AttachmentList: kept on the device while the inspection's earlier writes wait (it must not overtake them). */
    async defer(a: Attachment): Promise<boolean> {
      return !!record && (await mustQueue(scopeOf(record.id))) && keep(a);
    },
    /** For AttachmentList: the signal dropped while the delete was on its way. */
    keep,
    /** From OfflinePhotos: a stored photo's delete kept, or a photo taken offline dropped. */
    async remove(photo: PhotoToDelete): Promise<void> {
      if ('stored' in photo) await keep(photo.stored);
      else if (record && (await dropQueuedPhoto(scopeOf(record.id), photo.queued.key))) onChanged();
    },
  };
}
