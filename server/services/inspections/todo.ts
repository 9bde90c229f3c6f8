/**
 * The to-do inspections feed (`GET /inspection-schedule/to/do`): the inspection list's rows in the statuses waiting for
 * the caller (domain/todo.ts), newest first, read so that a page costs the same at a million rows. Each status's rows
 * are walked newest first on the `(status, inspected_at, id)` index and stop after the page's end; the page is the
 * newest of those; the total is the inspection rollups' count of the same scope and statuses. The rows and their
 * presentation are the list's own (inspectionListOptions), so the feed answers what the list answers with that filter.
 */
import { todoInspectionStatuses } from '../../../domain/todo.js';
import type { Db } from '../../db/index.js';
import { pagedResponse, type PageQuery } from '../../lib/paging.js';
import type { AuthUser } from '../../plugins/auth.js';
import { countInspections } from '../dashboards/inspections.js';
import { inspectionListOptions } from './list.js';
import { scopeInspections } from './repository.js';

export async function todoInspections(db: Db, user: AuthUser, page: PageQuery, path: string) {
  const statuses = todoInspectionStatuses(user.role_slug);
  const offset = (page.page - 1) * page.perPage;
  const newestOf = (status: string) =>
    db
      .selectFrom(
        scopeInspections(db.selectFrom('inspections'), user)
          .where('inspections.status', '=', status)
          .select(['inspections.id', 'inspections.inspected_at'])
          .orderBy('inspections.inspected_at', 'desc')
          .orderBy('inspections.id', 'desc')
          .limit(offset + page.perPage)
          .as('s'),
      )
      .selectAll();
  const [first, ...rest] = statuses.map(newestOf);
  const candidates = rest.reduce((u, q) => u.unionAll(q), first);
  const ids = db
    .selectFrom(candidates.as('c'))
    .select('c.id')
    .orderBy('c.inspected_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.perPage)
    .offset(offset);
  const opts = inspectionListOptions(db, user);
  const [rows, total] = await Promise.all([
    opts.select!(db.selectFrom('inspections').where('inspections.id', 'in', ids))
      .orderBy('inspections.inspected_at', 'desc')
      .orderBy('inspections.id', 'desc')
      .execute(),
    countInspections(db, user, statuses),
  ]);
  return pagedResponse(await opts.map!(rows), total, page, path);
}
