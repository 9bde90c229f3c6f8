/**
 * The home page's work cards and the to-do page's badges in one answer: for each tab the user has (domain/todo.ts
 * `todoTabsFor`), how many items its feed holds — counted by the same queries as the feeds, so a badge
 * never disagrees with the list it opens. One request instead of five, and no rows shipped to be counted.
 */
import type { FastifyInstance } from 'fastify';
import { todoInspectionStatuses, todoTabsFor, type TodoTab } from '../../../domain/todo.js';
import type { AuthUser } from '../../plugins/auth.js';
import { pendingClaims } from '../claims/pending.js';
import { pendingDeliverables } from '../deliverables/access.js';
import { countInspections } from '../dashboards/inspections.js';
import { countPendingQuotations } from '../quotations/pending.js';
import { wsoPendingApprovals } from '../wso/records.js';

const COUNTERS: Record<TodoTab, (app: FastifyInstance, user: AuthUser) => Promise<number>> = {
  // the feed's rows counted off the inspection rollups (the same scope and statuses), not row by row
  inspections: (app, user) => countInspections(app.db, user, todoInspectionStatuses(user.role_slug)),
  quotations: (app, user) => countPendingQuotations(app.db, user),
  // these feeds are short lists read whole (at most 100 claims), as their pages show them
  claims: async (app, user) => (await pendingClaims(app.db, user)).length,
  wso: async (app, user) => (await wsoPendingApprovals(app, user)).length,
  deliverables: async (app, user) => (await pendingDeliverables(app, user)).length,
};

export async function todoCounts(app: FastifyInstance, user: AuthUser): Promise<Partial<Record<TodoTab, number>>> {
  const tabs = todoTabsFor(user.role_slug, (p) => user.permissions.has(p));
  const counts = await Promise.all(tabs.map((tab) => COUNTERS[tab](app, user)));
  return Object.fromEntries(tabs.map((tab, i) => [tab, counts[i]]));
}
