/**
 * The tree inspections kept on the device without being asked (src/offline/prepare.ts): the drafts of the signed-in
 * user's scope (GET /tree-inspection?status[]=DRAFT: their schools and zone, newest first) that they may fill in (`save`
 * among the row's actions: the preparers' roles). A submitted inspection is read-only and is not kept.
 */
import { api } from '../../src/http.js';
import type { OfflinePreparer } from '../../src/offline/preparers.js';
import { deleteFile, deleteRecord, getRecord } from '../../src/offline/vault.js';
import type { TreeInspection } from './api.js';
import { BASE, RECORD, scopeOf } from './offlineRecord.js';
import { prepareTreeOffline } from './prepareOffline.js';

/** As many as one page of the list: the newest come first, and the budget decides how many of them stay. */
const MOST = 50;

export const preparer: OfflinePreparer = {
  recordKind: RECORD,
  scopeOf,
  async candidates() {
    const { data } = await api<{ data: { id: number; actions: string[] }[] }>(
      `/tree-inspection?status[]=DRAFT&per_page=${MOST}`,
    );
    return data.filter((r) => r.actions.includes('save')).map((r) => String(r.id));
  },
  prepare: (key) => prepareTreeOffline(Number(key)),
  async drop(key) {
    const kept = await getRecord<TreeInspection>(RECORD, key);
    for (const photos of Object.values(kept?.attachments ?? {}))
      for (const p of [...photos.before_photos, ...photos.after_photos, ...photos.inspect_photo])
        await deleteFile(`thumb:${p.id}`);
    await deleteRecord(BASE, key);
    await deleteRecord(RECORD, key);
  },
};
