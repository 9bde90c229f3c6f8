/** Reading a WSO with the device in mind: the server's answer with the waiting writes, or the kept copy offline. */
import { HttpError } from 'ra-core';
import { ensureKey } from '../../src/offline/keyring.js';
import { readWrites } from '../../src/offline/outbox.js';
import { isNetworkError, isOffline } from '../../src/offline/network.js';
import { getRecord, putRecord } from '../../src/offline/vault.js';
import type { SchoolOption, Wso } from './api.js';
import { BASE, keepSchools, keptSchools, keptWso, RECORD, scopeOf, withWrites } from './offlineRecord.js';

export async function readWso(id: string, fetchRecord: () => Promise<Wso>): Promise<Wso> {
  try {
    if (isOffline()) throw new HttpError('offline', 0, {});
    const record = await fetchRecord();
    // an order the user may fill readies the device (the user's key) while there is signal, before it may drop
    if (record.actions.includes('submit') || record.actions.includes('draft')) void ensureKey();
    const writes = await readWrites({ scope: scopeOf(id) });
    // an order made available offline follows the server; its base only while nothing of ours waits to be merged
    if (await getRecord(RECORD, id)) {
      await putRecord(RECORD, id, record);
      if (!writes.some((w) => w.state === 'waiting')) await putRecord(BASE, id, record);
    }
    return withWrites(record, writes);
  } catch (e) {
    if (!isNetworkError(e)) throw e;
    const kept = await keptWso(id);
    if (!kept) throw e;
    return { ...kept, offline: true };
  }
}

/** The schools of the ad-hoc form's select: from the server (and kept fresh once kept), or as kept offline. */
export async function readSchools(fetchSchools: () => Promise<SchoolOption[]>): Promise<SchoolOption[]> {
  try {
    if (isOffline()) throw new HttpError('offline', 0, {});
    const schools = await fetchSchools();
    if (await keptSchools().catch(() => null)) await keepSchools(schools);
    return schools;
  } catch (e) {
    if (!isNetworkError(e)) throw e;
    const kept = await keptSchools().catch(() => null);
    if (!kept) throw e;
    return kept;
  }
}
