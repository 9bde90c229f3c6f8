/**
 * The checklists kept on the device without being asked (src/offline/prepare.ts): the signed-in user's to-do
 * inspections (GET /inspection-schedule/to/do: the statuses waiting for their role, in their scope, newest first) that
 * they may fill in (`save` among the row's actions): a technician's or term contractor's drafts, returned and pending
 * checklists. Reviewers' checklists (submitted, acknowledged) are read, not filled in, and are not kept.
 */
import { api } from '../../src/http.js';
import type { OfflinePreparer } from '../../src/offline/preparers.js';
import { deleteFile, deleteRecord, getRecord } from '../../src/offline/vault.js';
import type { Inspection } from './api.js';
import { BASE, RECORD, scopeOf } from './offlineRecord.js';
import { prepareOffline } from './prepareOffline.js';

/** As many as one page of the feed: the newest come first, and the budget decides how many of them stay. */
const MOST = 50;

interface KeptDefect {
  before_photos?: { id: number }[];
  after_photos?: { id: number }[];
}

export const preparer: OfflinePreparer = {
  recordKind: RECORD,
  scopeOf,
  async candidates() {
    const { data } = await api<{ data: { id: number; actions: string[] }[] }>(
      `/inspection-schedule/to/do?per_page=${MOST}`,
    );
    return data.filter((r) => r.actions.includes('save')).map((r) => String(r.id));
  },
  prepare: (key) => prepareOffline({ id: Number(key) }),
  async drop(key) {
    const kept = await getRecord<Inspection>(RECORD, key);
    const defects = (kept?.checklist_items ?? []).flatMap((e) =>
      e.checklist_sub_items.flatMap((s) => s.defects.map((d) => d.id)),
    );
    for (const id of defects.filter((d) => d > 0)) {
      const defect = await getRecord<KeptDefect>('defect', id);
      for (const p of [...(defect?.before_photos ?? []), ...(defect?.after_photos ?? [])])
        await deleteFile(`thumb:${p.id}`);
      await deleteRecord('defect', id);
    }
    await deleteRecord(BASE, key);
    await deleteRecord(RECORD, key);
  },
};
