/**
 * "Make available offline" on a work service order: the order, its photos' thumbnails, the schools its form offers and
 * the signed-in user (the shell needs who they are to open without a connection) are kept on the device, sealed with
 * the user's key; the browser is asked to keep the store when space runs short (`navigator.storage.persist()`).
 */
import { authProvider } from '../../src/authProvider.js';
import { api } from '../../src/http.js';
import { ensureKey } from '../../src/offline/keyring.js';
import { keepIdentity } from '../../src/offline/identity.js';
import type { SchoolOption, Wso } from './api.js';
import { keepSchools, keepWso } from './offlineRecord.js';

export async function prepareOffline(wso: Pick<Wso, 'id'>): Promise<void> {
  if (!(await ensureKey())) throw new Error('no key');
  await navigator.storage?.persist?.().catch(() => false);
  await keepIdentity(await authProvider.fetchMe());
  await keepSchools((await api<{ data: SchoolOption[] }>('/school?all=1')).data);
  // the order last: its presence on the device says the rest is there too
  const fresh = (await api<{ data: Wso }>(`/work-service-order/${wso.id}`)).data;
  // the key gone meanwhile (signed out in another tab): not kept, and the button must not say it is
  if (!(await keepWso(fresh))) throw new Error('no key');
}
