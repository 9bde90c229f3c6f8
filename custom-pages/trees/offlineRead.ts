/** Reading a tree inspection with the device in mind: the server's answer with the waiting writes, or the kept copy offline. */
import { HttpError } from 'ra-core';
import { ensureKey } from '../../src/offline/keyring.js';
import { readWrites } from '../../src/offline/outbox.js';
import { isNetworkError, isOffline } from '../../src/offline/network.js';
import { getRecord, putRecord } from '../../src/offline/vault.js';
import type { TreeInspection } from './api.js';
import { BASE, keptTreeInspection, RECORD, scopeOf, withWrites, type KeptTreeInspection } from './offlineRecord.js';

export async function readTreeInspection(
  id: string,
  fetchRecord: () => Promise<TreeInspection>,
): Promise<KeptTreeInspection> {
  try {
    if (isOffline()) throw new HttpError('offline', 0, {});
    const record = await fetchRecord();
    // an editable inspection readies the device (the user's key) while there is signal, before it may drop
    if (record.actions.includes('save')) void ensureKey();
    const writes = await readWrites({ scope: scopeOf(id) });
    // a record made available offline follows the server; its base only while nothing of ours waits to be merged
    if (await getRecord(RECORD, id)) {
      await putRecord(RECORD, id, record);
      if (!writes.some((w) => w.state === 'waiting')) await putRecord(BASE, id, record);
    }
    return withWrites(record, writes);
  } catch (e) {
    if (!isNetworkError(e)) throw e;
    const kept = await keptTreeInspection(id);
    if (!kept) throw e;
    return { ...kept, offline: true };
  }
}
