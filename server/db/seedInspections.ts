/**
 * Demo inspections (issue 13): one checklist in each step of the flow at the demo operations manager's school, so a new
 * user sees the list, the detail and what waits for whom. Created through the service (the template's items copied).
 */
import type { Db } from './index.js';
import { nowIso } from './columns.js';
import { ROLE } from '../../domain/roles.js';
import { createInspection } from '../services/inspections/create.js';
import { safeJsonArray, type AuthUser } from '../plugins/auth.js';

const STEPS: [status: string, date: string, checked: boolean][] = [
  ['DRAFT', '2026-11-02', false],
  ['SUBMITTED', '2026-10-05', true],
  ['ACKNOWLEDGED', '2026-09-07', true],
  ['APPROVED', '2026-08-03', true],
  ['REJECTED', '2026-07-06', true],
];

export async function seedInspections(db: Db): Promise<void> {
  if (await db.selectFrom('inspections').select('id').limit(1).executeTakeFirst()) return;
  const tc = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.full_name', 'users.email', 'users.zone_in_charge'])
    .where('roles.slug', '=', ROLE.TERM_CONTRACTOR)
    .orderBy('users.id')
    .executeTakeFirst();
  const om = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.school_id'])
    .where('roles.slug', '=', ROLE.OPERATIONS_MANAGER)
    .orderBy('users.id')
    .executeTakeFirst();
  const tech = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('users.id')
    .where('roles.slug', '=', ROLE.TECHNICIAN)
    .executeTakeFirst();
  const template = await db
    .selectFrom('checklists')
    .select('id')
    .where('type', '=', 'REGULAR')
    .orderBy('id')
    .executeTakeFirst();
  if (!tc || !om?.school_id || !tech || !template) return;
  // The seed acts as the demo term contractor, in a school of the contractor's zones.
  const actor: AuthUser = {
    id: tc.id,
    full_name: tc.full_name,
    email: tc.email,
    role_id: null,
    role_slug: ROLE.TERM_CONTRACTOR,
    role_name: null,
    school_id: null,
    contractor: null,
    zone_in_charge: safeJsonArray(tc.zone_in_charge),
    session_id: 0,
    login_id: '',
    permissions: new Set(),
  };
  for (const [status, date, checked] of STEPS) {
    const id = await createInspection(db, actor, {
      checklist_id: template.id,
      school_id: om.school_id,
      members: [tech.id],
      location: 'Main building',
      check_in: `${date} 08:00`,
    });
    if (checked)
      await db
        .updateTable('inspection_sub_items')
        .set({ status: 'yes' })
        .where('inspection_id', '=', id)
        .where('header', '=', 0)
        .execute();
    if (status === 'DRAFT') continue;
    await db
      .updateTable('inspections')
      .set({
        status,
        prepare_name: tc.full_name,
        rejection_remarks: status === 'REJECTED' ? 'Please add the pump room to the checklist.' : null,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    await db
      .insertInto('inspection_histories')
      .values({ inspection_id: id, status, remarks: null, created_by: tc.id, created_at: nowIso() })
      .execute();
  }
}
