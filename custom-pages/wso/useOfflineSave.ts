/**
 * Draft and Submit of a WSO without signal: when the device is offline, when earlier writes of the order still wait (a
 * save must not overtake them), or when the signal dropped on the way, the form's save goes to the device's outbox
 * (offlineRecord.ts `queueSave`) and is sent when the connection is back. A new order is created online only: it has
 * no number yet for its photos to be filed under.
 */
import { useNotify } from 'react-admin';
import { mustQueue } from '../../src/offline/network.js';
import { keepReplay, type OnceRequest } from '../../src/offline/onlineOnce.js';
import type { UploadQueue } from '../../src/components/upload/index.js';
import type { Wso } from './api.js';
import { queueSave, scopeOf, WSO_FORM_FIELDS, type PhotoField, type SavePayload } from './offlineRecord.js';

export interface OfflineSave {
  /** True when this save must wait on the device. */
  mustWait(): Promise<boolean>;
  /**
   * Keeps the save (and the photos picked for it) in the outbox, behind the online save that got no answer
   * (`unanswered`: sent first as it was, so its photos are stored once); true when kept.
   */
  keep(
    status: SavePayload['status'],
    signature: Record<string, string> | undefined,
    unanswered?: OnceRequest,
  ): Promise<boolean>;
}

export function useOfflineSave({
  record,
  values,
  adhoc,
  queues,
  onKept,
}: {
  record: Wso | null;
  values: Record<string, string>;
  adhoc: boolean;
  queues: { before: UploadQueue; after: UploadQueue };
  onKept: () => void;
}): OfflineSave {
  const notify = useNotify();
  return {
    async mustWait() {
      return !!record && (await mustQueue(scopeOf(record.id)));
    },
    async keep(status, signature, unanswered) {
      if (!record) {
        notify('caretaker.wso.offline.create_online', { type: 'error' });
        return false;
      }
      const photos: { field: PhotoField; file: File }[] = [];
      for (const [field, queue] of [
        ['before_photos', queues.before],
        ['after_photos', queues.after],
      ] as const)
        for (const item of queue.items) if (item.status !== 'cancelled') photos.push({ field, file: item.file });
      // the quotation-bound form has no school or address of its own to send
      const keys = WSO_FORM_FIELDS.filter((k) => adhoc || (k !== 'address' && k !== 'school_id'));
      const kept = await queueSave(record, values, status, signature, photos, keys, await keepReplay(unanswered));
      notify(kept ? 'caretaker.offline.step_queued' : 'caretaker.offline.unkept', { type: kept ? 'info' : 'error' });
      if (kept) {
        queues.before.clear();
        queues.after.clear();
        onKept();
      }
      return kept;
    },
  };
}
