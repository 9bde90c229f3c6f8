/**
 * "Make available offline" on a tree inspection: the record (its trees carry their checklist's fields, options and
 * labels: everything the form and the evidence page need), its photos' thumbnails and the signed-in user (the shell
 * needs who they are to open without a connection) are kept on the device, sealed with the user's key; the browser is
 * asked to keep the store when space runs short (`navigator.storage.persist()`).
 */
import { authProvider } from '../../src/authProvider.js';
import { api } from '../../src/http.js';
import { keepIdentity } from '../../src/offline/identity.js';
import { ensureKey } from '../../src/offline/keyring.js';
import type { TreeInspection } from './api.js';
import { keepTreeInspection } from './offlineRecord.js';

export async function prepareTreeOffline(id: number): Promise<void> {
  if (!(await ensureKey())) throw new Error('no key');
  await navigator.storage?.persist?.().catch(() => false);
  await keepIdentity(await authProvider.fetchMe());
  const fresh = (await api<{ data: TreeInspection }>(`/tree-inspection/${id}`)).data;
  // the key gone meanwhile (signed out in another tab): not kept, and the button must not say it is
  if (!(await keepTreeInspection(fresh))) throw new Error('no key');
}
