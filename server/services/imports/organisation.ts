/**
 * Each school's operations managers and managing agents, by school slug and the people's e-mails. A filled cell replaces
 * that list (as the organisation screen does: managing agents no longer listed end today, kept as history); an empty
 * cell leaves it as it is. Import users first: the people must exist.
 */
import { MSG } from '../../../domain/messages.js';
import { ROLE } from '../../../domain/roles.js';
import { MA_ROLES } from '../../lib/organisation.js';
import { writeOrganisation } from '../organisation/update.js';
import { listOf } from './cells.js';
import { rowProblems, type ImportKind, type ImportPlan } from './types.js';

interface OrganisationRow {
  schoolId: number;
  oms?: number[];
  mas?: number[];
}

export const organisationImport: ImportKind<OrganisationRow> = {
  name: 'organisation',
  permission: 'user-organization.edit',
  keyColumns: ['school'],
  columns: [
    { key: 'school', required: true, description: 'The school’s slug.', example: 'woodlands-ring-primary-school' },
    {
      key: 'operations_managers',
      description: 'E-mails of its operations managers, separated by ; (empty: unchanged).',
      example: 'om.woodlands@example.sg',
    },
    {
      key: 'managing_agents',
      description: 'E-mails of its managing agents, separated by ; (empty: unchanged).',
      example: 'jane.tan@example.sg',
    },
  ],

  async plan(db, rows) {
    const schools = new Map(
      (await db.selectFrom('schools').select(['id', 'slug']).execute()).map((s) => [s.slug, s.id]),
    );
    const people = new Map(
      (
        await db
          .selectFrom('users')
          .leftJoin('roles', 'roles.id', 'users.role_id')
          .select(['users.id', 'users.email', 'roles.slug'])
          .execute()
      ).map((u) => [u.email, u]),
    );
    const oms = new Map<number, number[]>();
    const mas = new Map<number, number[]>();
    for (const o of await db.selectFrom('school_operation_managers').select(['school_id', 'user_id']).execute())
      oms.set(o.school_id, [...(oms.get(o.school_id) ?? []), o.user_id]);
    const active = await db
      .selectFrom('school_assignments')
      .select(['school_id', 'user_id'])
      .where('is_active', '=', 1)
      .execute();
    for (const a of active) mas.set(a.school_id, [...(mas.get(a.school_id) ?? []), a.user_id]);

    const seen = new Map<string, number>();
    const out: ImportPlan<OrganisationRow> = { planned: [], problems: [] };
    for (const { row, cells } of rows) {
      const p = rowProblems(row, out.problems);
      const get = (k: string) => cells.get(k) ?? '';
      const slug = get('school');
      const schoolId = schools.get(slug);
      if (!slug) p.add('school', MSG.required);
      else if (!schoolId) p.add('school', 'No school has this slug.');
      else if (seen.has(slug)) p.add('school', `The same school as row ${seen.get(slug)}.`);
      seen.set(slug, row);
      const read = (column: string, roles: readonly string[], roleText: string) => {
        if (!get(column)) return undefined;
        const ids: number[] = [];
        for (const email of listOf(get(column)).map((e) => e.toLowerCase())) {
          const u = people.get(email);
          if (!u) p.add(column, `No user has the e-mail ${email}.`);
          else if (!u.slug || !roles.includes(u.slug)) p.add(column, `${email} is not ${roleText}.`);
          else if (!ids.includes(u.id)) ids.push(u.id);
        }
        return ids;
      };
      const omIds = read('operations_managers', [ROLE.OPERATIONS_MANAGER], 'an operations manager');
      const maIds = read('managing_agents', MA_ROLES, 'a managing agent');
      if (!p.ok) continue;
      const same = (a: number[] | undefined, b: number[] = []) =>
        a === undefined || (a.length === b.length && a.every((x) => b.includes(x)));
      out.planned.push({
        row,
        key: slug,
        action: same(omIds, oms.get(schoolId!)) && same(maIds, mas.get(schoolId!)) ? 'unchanged' : 'update',
        value: { schoolId: schoolId!, oms: omIds, mas: maIds },
      });
    }
    return out;
  },

  async apply(trx, planned, request) {
    for (const { action, value } of planned) {
      if (action === 'unchanged') continue;
      // A list left empty in the file stays as it is; people already listed keep their e-mail and category settings.
      const oms = await trx
        .selectFrom('school_operation_managers')
        .select(['user_id', 'send_email'])
        .where('school_id', '=', value.schoolId)
        .execute();
      const mas = await trx
        .selectFrom('school_assignments')
        .select(['user_id', 'category_options', 'is_send_email'])
        .where('school_id', '=', value.schoolId)
        .where('is_active', '=', 1)
        .execute();
      await writeOrganisation(trx, request, request.user!.id, value.schoolId, {
        operation_managers: (value.oms ?? oms.map((o) => o.user_id)).map((id) => {
          const o = oms.find((x) => x.user_id === id);
          return o ? { id, school_send_email: o.send_email === 1 } : { id };
        }),
        managing_agents: (value.mas ?? mas.map((a) => a.user_id)).map((id) => {
          const a = mas.find((x) => x.user_id === id);
          return a
            ? { id, category_options: JSON.parse(a.category_options) as string[], is_send_email: a.is_send_email === 1 }
            : { id };
        }),
      });
    }
  },
};
