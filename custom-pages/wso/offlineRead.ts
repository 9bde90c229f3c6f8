/** Reading a WSO with the device in mind: the server's answer with the waiting writes, or the kept copy offline. */
import { HttpError } from 'ra-core';
import { ensureKey } from '../../src/offline/keyring.js';
import { readWrites } from '../../src/offline/outbox.js';
import { isNetworkError, isOffline } from '../../src/offline/network.js';
import { getRecord, putRecord } from '../../src/offline/vault.js';
import type { QuotationPrefill, SchoolOption, Wso } from './api.js';
import {
  BASE,
  keepSchools,
  keptSchools,
  keptWso,
  keptWsoOfQuotation,
  putKept,
  RECORD,
  scopeOf,
  withWrites,
} from './offlineRecord.js';

export async function readWso(id: string, fetchRecord: () => Promise<Wso>): Promise<Wso> {
  try {
    if (isOffline()) throw new HttpError('offline', 0, {});
    return await followServer(await fetchRecord());
  } catch (e) {
    if (!isNetworkError(e)) throw e;
    const kept = await keptWso(id);
    if (!kept) throw e;
    return { ...kept, offline: true };
  }
}

/**
 * A quotation's order (its form's address names the quotation): the server's answer — the order, if made, and the
 * quotation that prefills a new one — or, without signal, the order kept on the device under that quotation (the form
 * then names the quotation from the order itself).
 */
export async function readWsoOfQuotation(
  quotationId: string,
  fetchSource: () => Promise<{ wso: Wso | null; quotation: QuotationPrefill | null }>,
): Promise<{ wso: Wso | null; quotation: QuotationPrefill | null }> {
  try {
    if (isOffline()) throw new HttpError('offline', 0, {});
    const source = await fetchSource();
    return source.wso ? { ...source, wso: await followServer(source.wso) } : source;
  } catch (e) {
    if (!isNetworkError(e)) throw e;
    const kept = await keptWsoOfQuotation(quotationId);
    if (!kept) throw e;
    return { wso: { ...kept, offline: true }, quotation: null };
  }
}

/** The server's order with the waiting writes laid over it; a kept copy follows it. */
async function followServer(record: Wso): Promise<Wso> {
  // an order the user may fill readies the device (the user's key) while there is signal, before it may drop
  if (record.actions.includes('submit') || record.actions.includes('draft')) void ensureKey();
  const writes = await readWrites({ scope: scopeOf(record.id) });
  // an order made available offline follows the server; its base only while nothing of ours waits to be merged
  if (await getRecord(RECORD, record.id)) {
    await putKept(record);
    if (!writes.some((w) => w.state === 'waiting')) await putRecord(BASE, record.id, record);
  }
  return withWrites(record, writes);
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
