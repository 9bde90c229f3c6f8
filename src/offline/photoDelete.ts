/**
 * Deleting a photo without signal (docs/offline-sync.md). A photo already on the server: the area queues a
 * `<area>.photoDelete` write, hides the photo from the record it shows at once (its overlay, `hiddenPhotoIds`) and sends
 * the delete by `sendPhotoDelete` when the signal is back. A photo taken offline and not sent yet never reaches the
 * server: its write leaves the outbox (`dropQueuedPhoto`).
 */
import { statusOf } from '../queryClient.js';
import { readWrites, removeWrite, type StoredWrite } from './outbox.js';
import type { SyncContext } from './registry.js';
import { deleteFile } from './vault.js';

/** What every area's photo delete carries: the stored photo, and its name for the problems dialog. */
export interface PhotoDeleteBase {
  photoId: number;
  name: string;
}

/**
 * The server's answer to a queued delete: done (deleted now, or already gone: a 404 is the outcome the user wanted), or
 * refused because the record's state or the user's role no longer allows it (409, 403: the photo stays on the server,
 * the area reports it). Any other failure is thrown, as for every write (the network: tried again later). `thumbKey`:
 * the photo's thumbnail kept on the device, dropped once the photo is gone.
 */
export type PhotoDeleteAnswer = { done: 'deleted' | 'gone' } | { refusal: Error };

export async function sendPhotoDelete(ctx: SyncContext, path: string, thumbKey: string): Promise<PhotoDeleteAnswer> {
  let answer: PhotoDeleteAnswer;
  try {
    await ctx.send(path, { method: 'DELETE' });
    answer = { done: 'deleted' };
  } catch (e) {
    const status = statusOf(e);
    if (status === 409 || status === 403) return { refusal: e as Error };
    if (status !== 404) throw e;
    answer = { done: 'gone' };
  }
  // the thumbnail kept when the record was made available offline belongs to no photo any more
  await deleteFile(thumbKey);
  return answer;
}

/** The stored photos whose delete of this kind still waits on the device: the form no longer shows them. */
export function hiddenPhotoIds(writes: StoredWrite[], kind: string): Set<number> {
  return new Set(
    writes.filter((w) => w.state === 'waiting' && w.kind === kind).map((w) => (w.payload as PhotoDeleteBase).photoId),
  );
}

/**
 * Removes a photo taken offline from the outbox, with its kept file, while its write (one photo: `wso.photo`,
 * `tree.photo`) still waits; false when it is no longer waiting (being sent, or sent).
 */
export async function dropQueuedPhoto(scope: string, fileKey: string): Promise<boolean> {
  const writes = await readWrites({ scope, state: 'waiting' });
  const write = writes.find((w) => w.files?.length === 1 && w.files[0] === fileKey);
  if (!write) return false;
  await removeWrite(write.seq);
  await deleteFile(fileKey);
  return true;
}
