/**
 * Users by e-mail. No password column: a new user gets an invitation to choose one (sent once the import is committed,
 * through the job queue). A changed role ends the user's sessions, as in the user form.
 */
import type { Insertable } from 'kysely';
import { CONTRACTORS, DESIGNATIONS } from '../../../domain/constants.js';
import { MSG } from '../../../domain/messages.js';
import { userFieldsForRole } from '../../../domain/roles.js';
import type { UserTable } from '../../db/types.js';
import { auditMany } from '../../lib/audit.js';
import { revokeSessions } from '../../lib/sessions.js';
import { newToken } from '../../lib/tokens.js';
import { listOf, tooLong, zoneOf } from './cells.js';
import { rowProblems, sameValues, type ImportKind, type ImportPlan } from './types.js';

type UserValues = Omit<Insertable<UserTable>, 'created_at' | 'updated_at' | 'password_hash'> & {
  id?: number;
  roleChanged?: boolean;
};
const FIELDS = ['full_name', 'role_id', 'designation', 'mobile_no', 'school_id', 'contractor', 'zone_in_charge'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^[0-9+ ]{0,30}$/;

/** A password hash nothing verifies against: the account is usable once its owner has chosen a password. */
export const INVITED = '!invited:';
export const NO_PASSWORD_YET = () => `${INVITED}${newToken()}`;

export const userImport: ImportKind<UserValues> = {
  name: 'users',
  permission: 'user.create',
  keyColumns: ['email'],
  columns: [
    { key: 'email', required: true, description: 'Sign-in e-mail; the user’s key.', example: 'jane.tan@example.sg' },
    { key: 'full_name', required: true, description: 'Name as shown in the application.', example: 'Jane Tan' },
    {
      key: 'role',
      required: true,
      description: 'Role slug or name (e.g. TERM-CONTRACTOR).',
      example: 'MANAGING-AGENT',
    },
    { key: 'designation', description: 'One of the designations of the user form.', example: 'Managing agent' },
    { key: 'mobile_no', description: 'Digits, spaces and +.', example: '+65 9123 4567' },
    { key: 'school', description: 'School slug (operations managers).', example: '' },
    { key: 'contractor', description: `Contractor (${CONTRACTORS.join(', ')}) for contractor roles.`, example: '' },
    { key: 'zones', description: 'Zones in charge, separated by ;', example: 'NORTH; NORTH_EAST' },
  ],

  async plan(db, rows) {
    const roles = await db.selectFrom('roles').select(['id', 'slug', 'name']).execute();
    const roleOf = (text: string) => {
      const t = text.trim().toLowerCase();
      return roles.find((r) => r.slug.toLowerCase() === t || r.name.toLowerCase() === t);
    };
    const schools = new Map(
      (await db.selectFrom('schools').select(['id', 'slug']).execute()).map((s) => [s.slug, s.id]),
    );
    const stored = new Map((await db.selectFrom('users').selectAll().execute()).map((u) => [u.email, u]));
    const seen = new Map<string, number>();
    const out: ImportPlan<UserValues> = { planned: [], problems: [] };
    for (const { row, cells } of rows) {
      const p = rowProblems(row, out.problems);
      const get = (k: string) => cells.get(k) ?? '';
      const email = get('email').toLowerCase();
      if (!email) p.add('email', MSG.required);
      else if (!EMAIL.test(email) || email.length > 191) p.add('email', MSG.invalidEmailUser);
      else if (seen.has(email)) p.add('email', `The same user as row ${seen.get(email)}.`);
      seen.set(email, row);
      const fullName = get('full_name');
      if (!fullName) p.add('full_name', MSG.required);
      else if (fullName.length > 191) p.add('full_name', tooLong(191));
      const role = roleOf(get('role'));
      if (!get('role')) p.add('role', MSG.required);
      else if (!role) p.add('role', 'The selected role is invalid.');
      const rules = userFieldsForRole(role?.slug);
      const designation = get('designation')
        ? (DESIGNATIONS.find((d) => d.toLowerCase() === get('designation').toLowerCase()) ?? null)
        : null;
      if (get('designation') && !designation) p.add('designation', 'The selected value is invalid.');
      if (!MOBILE.test(get('mobile_no'))) p.add('mobile_no', 'The format is invalid.');
      let schoolId: number | null = null;
      if (rules.school_id) {
        schoolId = schools.get(get('school')) ?? null;
        if (!get('school')) p.add('school', 'An operations manager needs a school.');
        else if (!schoolId) p.add('school', 'No school has this slug.');
      }
      let contractor: string | null = null;
      if (rules.contractor && get('contractor')) {
        contractor = CONTRACTORS.find((c) => c === get('contractor').toUpperCase()) ?? null;
        if (!contractor) p.add('contractor', 'The selected value is invalid.');
      }
      const zones: string[] = [];
      if (rules.zone_in_charge)
        for (const z of listOf(get('zones'))) {
          const zone = zoneOf(z);
          if (!zone) p.add('zones', `${z} is not a zone.`);
          else if (!zones.includes(zone)) zones.push(zone);
        }
      if (!p.ok) continue;
      const value: UserValues = {
        email,
        full_name: fullName,
        role_id: role!.id,
        designation,
        mobile_no: get('mobile_no') || null,
        school_id: schoolId,
        contractor,
        zone_in_charge: JSON.stringify(zones),
      };
      const before = stored.get(email);
      out.planned.push({
        row,
        key: email,
        action: !before ? 'create' : sameValues(before, value, FIELDS) ? 'unchanged' : 'update',
        value: { ...value, id: before?.id, roleChanged: !!before && before.role_id !== value.role_id },
      });
    }
    return out;
  },

  async apply(trx, planned, request) {
    const now = new Date().toISOString();
    const created = planned.filter((r) => r.action === 'create');
    // Inserted in batches: 10,000 users are one import.
    for (let i = 0; i < created.length; i += 200) {
      const batch = created.slice(i, i + 200);
      const ids = await trx
        .insertInto('users')
        .values(
          batch.map(({ value: { id: _id, roleChanged: _r, ...v } }) => ({
            ...v,
            password_hash: NO_PASSWORD_YET(),
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      batch.forEach((r, j) => (r.value.id = ids[j].id));
    }
    const entries = [];
    for (const { action, value } of planned) {
      const { id, roleChanged, ...values } = value;
      if (action === 'update') {
        await trx
          .updateTable('users')
          .set({ ...values, updated_at: now })
          .where('id', '=', id!)
          .execute();
        if (roleChanged) await revokeSessions(trx, id!);
      }
      if (action !== 'unchanged')
        entries.push({ action: `user.import.${action}`, entity: 'user', entityId: id, after: values });
    }
    await auditMany(trx, request, entries);
  },

  async afterCommit(app, planned, request) {
    if (planned.some((r) => r.value.roleChanged)) app.invalidatePermissions();
    const invite = planned.filter((r) => r.action === 'create').map((r) => r.value.id!);
    if (invite.length)
      await app.jobs.enqueue('user-invitations', { userIds: invite }, { userId: request.user?.id ?? null });
  },
};
