/**
 * The work service orders kept on the device without being asked (src/offline/prepare.ts): the drafts and the
 * returned (rejected) orders the signed-in user created (GET /work-service-order?status=…&created_by_me=1, newest
 * first) that they may still fill in (`submit` among the row's actions: the creators' roles). A colleague's drafts of
 * the same schools are theirs to fill in, not this device's to keep; orders waiting for an approver, or approved, are
 * read, not filled in, and are not kept.
 */
import { api } from '../../src/http.js';
import type { OfflinePreparer } from '../../src/offline/preparers.js';
import { deleteFile, getRecord } from '../../src/offline/vault.js';
import type { Wso } from './api.js';
import { forgetKept, keptThumbKey, RECORD, scopeOf } from './offlineRecord.js';
import { prepareOffline } from './prepareOffline.js';

/** As many as one page of the list: the newest come first, and the budget decides how many of them stay. */
const MOST = 50;
/** The states the creator fills in (domain/wsoWorkflow.ts EDITABLE); the list filters by one status at a time. */
const FILLED_IN = ['DRAFT', 'REJECTED'] as const;

export const preparer: OfflinePreparer = {
  recordKind: RECORD,
  scopeOf,
  async candidates() {
    const pages = await Promise.all(
      FILLED_IN.map((status) =>
        api<{ data: { id: number; actions: string[] }[] }>(
          `/work-service-order?status=${status}&created_by_me=1&per_page=${MOST}`,
        ),
      ),
    );
    return pages
      .flatMap((p) => p.data)
      .filter((r) => r.actions.includes('submit'))
      .sort((a, b) => b.id - a.id)
      .slice(0, MOST)
      .map((r) => String(r.id));
  },
  prepare: (key) => prepareOffline({ id: Number(key) }),
  async drop(key) {
    const kept = await getRecord<Wso>(RECORD, key);
    for (const p of [...(kept?.attachements.before_photos ?? []), ...(kept?.attachements.after_photos ?? [])])
      await deleteFile(keptThumbKey(p.id));
    await forgetKept(key);
  },
};
