/** Checklist templates (spec part 3 §2 "BM & TP checklists"). */
import type { Db } from '../../db/index.js';
import type { PageQuery } from '../../lib/paging.js';

export interface ChecklistFilters {
  category?: string;
  frequency?: string;
  type?: string;
}

export async function listChecklists(db: Db, f: ChecklistFilters, page: PageQuery) {
  let q = db.selectFrom('checklists').where('status', '=', 'ACTIVE');
  if (f.category) q = q.where('category', '=', f.category);
  if (f.frequency) q = q.where('frequency', '=', f.frequency);
  if (f.type) q = q.where('type', '=', f.type);
  const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const data = await q
    .select(['id', 'name', 'category', 'type', 'frequency', 'status', 'custom_callback'])
    .orderBy('category')
    .orderBy('name')
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
  return { data, total: Number(total) };
}
