/**
 * "Make available offline": the checklist, its defects with their photos' thumbnails and the signed-in user (the shell
 * needs who they are to open without a connection) are kept on the device, sealed with the user's key; the browser is
 * asked to keep the store when space runs short (`navigator.storage.persist()`). Automatic preparation
 * (offlinePreparer.ts) keeps the user's open checklists the same way.
 */
import { authProvider } from '../../src/authProvider.js';
import { api } from '../../src/http.js';
import { ensureKey } from '../../src/offline/keyring.js';
import { keepIdentity } from '../../src/offline/identity.js';
import { readWrites } from '../../src/offline/outbox.js';
import type { Inspection } from './api.js';
import { keepInspection, scopeOf } from './offlineRecord.js';

export async function prepareOffline(inspection: Pick<Inspection, 'id'>): Promise<void> {
  if (!(await ensureKey())) throw new Error('no key');
  await navigator.storage?.persist?.().catch(() => false);
  await keepIdentity(await authProvider.fetchMe());
  const fresh = (await api<{ data: Inspection }>(`/inspection-schedule/${inspection.id}`)).data;
  // while writes of it wait, the base stays what they were made on (the merge compares against it)
  const waiting = await readWrites({ scope: scopeOf(inspection.id), state: 'waiting' });
  // the key gone meanwhile (signed out in another tab): not kept, and the button must not say it is
  if (!(await keepInspection(fresh, (path) => api(path), waiting.length === 0))) throw new Error('no key');
}
