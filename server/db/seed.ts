import { seedCop } from './seedCop.js';
import type { Db } from './index.js';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, permissionsForRole } from '../../domain/permissions.js';
import { ROLE, ROLE_NAMES, ROLE_SLUGS, type RoleSlug } from '../../domain/roles.js';
import { CONTRACTORS, SUB_ZONES, type Zone } from '../../domain/constants.js';
import { slugify } from '../../domain/text.js';
import { hashPassword } from '../lib/tokens.js';
import { seedFsr } from './seedFsr.js';
import { seedChecklists } from './seedChecklists.js';
import { seedTreeChecklists } from './seedTrees.js';
import { seedInspections } from './seedInspections.js';
import { seedClaims } from './seedClaims.js';
import { seedWso } from './seedWso.js';

export const DEMO_PASSWORD = 'Caretaker#2026';
export const demoEmail = (slug: string) => `${slug.toLowerCase()}@caretaker.test`;

const SCHOOLS: [string, Zone, string][] = [
  ['Admiralty Primary School', 'NORTH', 'Primary'],
  ['Woodlands Ring Secondary School', 'NORTH', 'Secondary'],
  ['Yishun Junior College', 'NORTH', 'Junior college'],
  ['Ang Mo Kio Primary School', 'NORTH_EAST', 'Primary'],
  ['Serangoon Garden Secondary School', 'NORTH_EAST', 'Secondary'],
  ['Punggol View Primary School', 'NORTH_EAST', 'Primary'],
  ['Sengkang Green Primary School', 'NORTH_EAST', 'Primary'],
  ['Bedok Green Primary School', 'EAST', 'Primary'],
  ['Tampines North Secondary School', 'EAST', 'Secondary'],
  ['Pasir Ris Crest Secondary School', 'EAST', 'Secondary'],
  ['Bukit Merah Primary School', 'SOUTH', 'Primary'],
  ['Queenstown Secondary School', 'SOUTH', 'Secondary'],
  ['Telok Blangah Primary School', 'SOUTH', 'Primary'],
  ['Clementi Town Secondary School', 'SOUTH_WEST', 'Secondary'],
  ['Jurong West Primary School', 'SOUTH_WEST', 'Primary'],
  ['Bukit Batok Secondary School', 'SOUTH_WEST', 'Secondary'],
  ['Choa Chu Kang Primary School', 'WEST', 'Primary'],
  ['Bukit Panjang Secondary School', 'WEST', 'Secondary'],
  ['Teck Whye Primary School', 'WEST', 'Primary'],
  ['Yew Tee Primary School', 'WEST', 'Primary'],
];

/** Permissions and roles every installation needs, demo or not. Idempotent. */
export async function seedAccessControl(db: Db): Promise<Map<RoleSlug, number>> {
  const now = new Date().toISOString();
  const existing = new Set((await db.selectFrom('permissions').select('slug').execute()).map((r) => r.slug));
  const missing = PERMISSIONS.filter((p) => !existing.has(p.slug));
  if (missing.length)
    await db
      .insertInto('permissions')
      .values(missing.map((p) => ({ ...p, description: null, created_at: now, updated_at: now })))
      .execute();
  const permIds = new Map(
    (await db.selectFrom('permissions').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]),
  );

  const grant = async (roleId: number, slugs: readonly string[]) => {
    const ids = slugs.map((s) => permIds.get(s)).filter((x): x is number => x !== undefined);
    if (ids.length)
      await db
        .insertInto('role_permissions')
        .values(ids.map((pid) => ({ role_id: roleId, permission_id: pid })))
        .execute();
  };

  const roleIds = new Map<RoleSlug, number>();
  for (const slug of ROLE_SLUGS) {
    let role = await db.selectFrom('roles').select('id').where('slug', '=', slug).executeTakeFirst();
    if (!role) {
      role = await db
        .insertInto('roles')
        .values({ name: ROLE_NAMES[slug], slug, description: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The administrator gets every permission there is, those a resource's migration added before this seed too.
      await grant(role.id, DEFAULT_ROLE_PERMISSIONS[slug] === 'all' ? [...permIds.keys()] : permissionsForRole(slug));
    } else if (missing.length) {
      // A permission added to the catalogue reaches an existing installation's roles as their defaults say (a new
      // school.create goes to the administrator), so no installation is left without anyone who may use it.
      await grant(
        role.id,
        permissionsForRole(slug).filter((s) => missing.some((p) => p.slug === s)),
      );
    }
    roleIds.set(slug, role.id);
  }
  return roleIds;
}

/** Demo data on an empty database: schools in every zone, one user per role, an operations manager per school. */
export async function seedDemo(db: Db, opts: { passwordHash?: string } = {}): Promise<void> {
  const roleIds = await seedAccessControl(db);
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return;
  const now = new Date().toISOString();
  const schoolIds: number[] = [];
  for (const [i, [name, zone, type]] of SCHOOLS.entries()) {
    const subs = SUB_ZONES[zone];
    const row = await db
      .insertInto('schools')
      .values({
        name,
        slug: slugify(name),
        zone,
        sub_zone: subs[i % subs.length],
        address: `${10 + i} ${name.split(' ')[0]} Avenue, Singapore`,
        school_type: type,
        telephone: `6${String(4000000 + i * 1371).slice(0, 7)}`,
        fax: null,
        less_percent_bp: null,
        star_rate_bp: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    schoolIds.push(row.id);
  }
  const hash = opts.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const zonesFor: Partial<Record<RoleSlug, Zone[]>> = {
    [ROLE.TERM_CONTRACTOR]: ['NORTH', 'NORTH_EAST'],
    [ROLE.TERM_CONTRACTOR_QS]: ['NORTH', 'NORTH_EAST'],
    [ROLE.TECHNICIAN]: ['NORTH_EAST'],
    [ROLE.HORTICULTURIST]: ['NORTH_EAST', 'EAST'],
    [ROLE.MANAGING_AGENT]: ['NORTH', 'NORTH_EAST', 'EAST'],
    [ROLE.MA_QS]: ['NORTH_EAST'],
    [ROLE.SCD]: ['NORTH', 'NORTH_EAST', 'EAST', 'SOUTH', 'SOUTH_WEST', 'WEST'],
    [ROLE.ARBORIST_SOUTH]: ['SOUTH'],
    [ROLE.ARBORIST_NORTH_EAST]: ['NORTH_EAST'],
  };
  const contractorFor: Partial<Record<RoleSlug, string>> = {
    [ROLE.TERM_CONTRACTOR]: CONTRACTORS[0],
    [ROLE.TERM_CONTRACTOR_QS]: CONTRACTORS[0],
    [ROLE.TECHNICIAN]: CONTRACTORS[0],
    [ROLE.HORTICULTURIST]: CONTRACTORS[1],
  };
  const designationFor: Record<RoleSlug, string> = {
    ADMIN: 'Admin',
    'TERM-CONTRACTOR': 'Term contractor',
    'TERM-CONTRACTOR-QS': 'Term contractor quantity surveyor',
    TECHNICIAN: 'Technician',
    'OPERATIONS-MANAGER': 'Operations manager',
    'MANAGING-AGENT': 'Managing agent',
    'MA-QS': 'Managing agent quantity surveyor',
    SCD: 'Executive',
    HORTICULTURIST: 'Horticulturist',
    'ARBORIST-SOUTH': 'Arborist',
    'ARBORIST-NORTH-EAST': 'Arborist',
    'MAINTENANCE-TEAM': 'Maintenance team',
    INVOICE_TEAM: 'Executive',
  };
  const users = ROLE_SLUGS.map((slug) => ({
    full_name: `Demo ${ROLE_NAMES[slug]}`,
    email: demoEmail(slug),
    password_hash: hash,
    designation: designationFor[slug],
    mobile_no: null,
    role_id: roleIds.get(slug)!,
    school_id: slug === ROLE.OPERATIONS_MANAGER ? schoolIds[3] : null,
    contractor: contractorFor[slug] ?? null,
    zone_in_charge: JSON.stringify(zonesFor[slug] ?? []),
    created_at: now,
    updated_at: now,
  }));
  // One operations manager per other school, so every school has its OM.
  SCHOOLS.forEach(([name], i) => {
    if (i === 3) return;
    users.push({
      full_name: `OM ${name.replace(/ (Primary|Secondary) School| Junior College/, '')}`,
      email: `om.${slugify(name)}@caretaker.test`,
      password_hash: hash,
      designation: 'Operations manager',
      mobile_no: null,
      role_id: roleIds.get(ROLE.OPERATIONS_MANAGER)!,
      school_id: schoolIds[i],
      contractor: null,
      zone_in_charge: '[]',
      created_at: now,
      updated_at: now,
    });
  });
  users.push(...zoneUsers(roleIds, hash, now));
  await db.insertInto('users').values(users).execute();
  await seedOrganisation(db, roleIds);
  await seedFsr(db);
  await seedChecklists(db);
  await seedTreeChecklists(db);
  await seedInspections(db);
  await seedClaims(db);
  await seedWso(db);
  await seedCop(db);
}

/**
 * Every zone has a managing agent (the demo MA covers NORTH, NORTH_EAST and EAST), so every submitted quotation can be verified;
 * and SOUTH has its own term contractor, so the SOUTH verify confirmation can be reached (issue 8 §2).
 */
export const ZONE_MANAGING_AGENTS: readonly Zone[] = ['SOUTH', 'SOUTH_WEST', 'WEST'];
export const zoneUserEmail = (role: 'managing-agent' | 'term-contractor', zone: Zone) =>
  `${role}-${zone.toLowerCase().replace(/_/g, '-')}@caretaker.test`;

function zoneUsers(roleIds: Map<RoleSlug, number>, hash: string, now: string) {
  const user = (role: RoleSlug, zone: Zone, name: string, email: string, contractor: string | null) => ({
    full_name: name,
    email,
    password_hash: hash,
    designation: role === ROLE.MANAGING_AGENT ? 'Managing agent' : 'Term contractor',
    mobile_no: null,
    role_id: roleIds.get(role)!,
    school_id: null,
    contractor,
    zone_in_charge: JSON.stringify([zone]),
    created_at: now,
    updated_at: now,
  });
  const title = (zone: Zone) =>
    zone
      .split('_')
      .map((w) => w[0] + w.slice(1).toLowerCase())
      .join('-');
  return [
    ...ZONE_MANAGING_AGENTS.map((zone) =>
      user(
        ROLE.MANAGING_AGENT,
        zone,
        `Demo Managing agent ${title(zone)}`,
        zoneUserEmail('managing-agent', zone),
        null,
      ),
    ),
    user(
      ROLE.TERM_CONTRACTOR,
      'SOUTH',
      'Demo Term contractor South',
      zoneUserEmail('term-contractor', 'SOUTH'),
      CONTRACTORS[3],
    ),
  ];
}

/**
 * Demo organisation: each school's operations manager (from users.school_id), every demo managing agent assigned to every
 * school of their zones with all four categories, and a few unread notifications so the bell has something to show.
 */
async function seedOrganisation(db: Db, roleIds: Map<RoleSlug, number>): Promise<void> {
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', roleIds.get(ROLE.ADMIN)!)
    .orderBy('id')
    .executeTakeFirst();
  const oms = await db
    .selectFrom('users')
    .select(['id', 'school_id'])
    .where('role_id', '=', roleIds.get(ROLE.OPERATIONS_MANAGER)!)
    .where('school_id', 'is not', null)
    .execute();
  if (oms.length) {
    await db
      .insertInto('school_operation_managers')
      .values(
        oms.map((u) => ({
          school_id: u.school_id!,
          user_id: u.id,
          send_email: 1,
          updated_by: admin?.id ?? null,
          updated_at: now,
        })),
      )
      .execute();
  }
  const mas = await db
    .selectFrom('users')
    .select(['id', 'zone_in_charge'])
    .where('role_id', '=', roleIds.get(ROLE.MANAGING_AGENT)!)
    .orderBy('id')
    .execute();
  for (const ma of mas) {
    const zones = JSON.parse(ma.zone_in_charge) as string[];
    const schools = zones.length
      ? await db.selectFrom('schools').select('id').where('zone', 'in', zones).execute()
      : [];
    if (schools.length) {
      await db
        .insertInto('school_assignments')
        .values(
          schools.map((s) => ({
            school_id: s.id,
            user_id: ma.id,
            category_options: JSON.stringify(['QUOTATIONS', 'INSPECTIONS', 'CLAIMS', 'WORK-SERVICE-ORDERS']),
            is_send_email: 1,
            is_active: 1,
            start_date: today,
            end_date: null,
            updated_by: admin?.id ?? null,
            updated_at: now,
          })),
        )
        .execute();
    }
  }
  const notes: { slug: RoleSlug; type: string; title: string; description: string; url: string | null }[] = [
    {
      slug: ROLE.ADMIN,
      type: 'important',
      title: 'Welcome to Caretaker',
      description: 'Review the user organisation of each school before the first quotations arrive.',
      url: '/tools/user-organization',
    },
    {
      slug: ROLE.ADMIN,
      type: 'others',
      title: 'Document repository ready',
      description: 'Upload contract documents for each zone.',
      url: '/document-repository',
    },
    {
      slug: ROLE.MANAGING_AGENT,
      type: 'request',
      title: 'Schools assigned to you',
      description: 'You manage the schools of your zones for all four categories.',
      url: '/tools/user-organization',
    },
    {
      slug: ROLE.OPERATIONS_MANAGER,
      type: 'others',
      title: 'Your school organisation',
      description: 'Check who receives e-mails for your school.',
      url: '/tools/user-organization',
    },
  ];
  for (const n of notes) {
    const u = await db.selectFrom('users').select('id').where('email', '=', demoEmail(n.slug)).executeTakeFirst();
    if (u)
      await db
        .insertInto('notifications')
        .values({
          user_id: u.id,
          type: n.type,
          title: n.title,
          description: n.description,
          url: n.url,
          ref_id: null,
          read_at: null,
          created_at: now,
        })
        .execute();
  }
}
