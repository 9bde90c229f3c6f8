/** Schools by slug (made from the name when the column is empty): the first file a new installation imports. */
import type { Insertable } from 'kysely';
import { SUB_ZONES } from '../../../domain/constants.js';
import { MSG } from '../../../domain/messages.js';
import { slugify } from '../../../domain/text.js';
import type { SchoolTable } from '../../db/types.js';
import { audit } from '../../lib/audit.js';
import { decimalsMessage, scaledOf, tooLong, zoneOf } from './cells.js';
import { rowProblems, sameValues, type ImportKind, type ImportPlan } from './types.js';

type SchoolValues = Omit<Insertable<SchoolTable>, 'created_at' | 'updated_at'>;
const FIELDS = [
  'name',
  'zone',
  'sub_zone',
  'address',
  'school_type',
  'telephone',
  'fax',
  'less_percent_bp',
  'star_rate_bp',
] as const;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const schoolImport: ImportKind<SchoolValues & { id?: number }> = {
  name: 'schools',
  permission: 'school.create',
  keyColumns: ['slug'],
  columns: [
    {
      key: 'name',
      required: true,
      description: 'The school’s name; unique.',
      example: 'Woodlands Ring Primary School',
    },
    {
      key: 'slug',
      description: 'The school’s key (lower-case words joined by hyphens); made from the name when empty.',
      example: 'woodlands-ring-primary-school',
    },
    {
      key: 'zone',
      required: true,
      description: 'NORTH, NORTH_EAST, EAST, SOUTH, SOUTH_WEST or WEST.',
      example: 'NORTH',
    },
    { key: 'sub_zone', description: 'A sub-zone of the zone (N1, N2 …).', example: 'N2' },
    { key: 'address', description: 'Postal address.', example: '11 Woodlands Ring Road' },
    { key: 'school_type', description: 'Primary, Secondary …', example: 'Primary' },
    { key: 'telephone', description: 'Telephone number.', example: '6362 0000' },
    { key: 'fax', description: 'Fax number.', example: '' },
    { key: 'less_percent', description: 'Percent, at most 2 decimals.', example: '31.5' },
    { key: 'star_rate', description: 'Factor of at least 1, at most 2 decimals.', example: '1.25' },
  ],

  async plan(db, rows) {
    const existing = await db.selectFrom('schools').selectAll().execute();
    const bySlug = new Map(existing.map((s) => [s.slug, s]));
    const byName = new Map(existing.map((s) => [s.name.toLowerCase(), s]));
    const seenSlug = new Map<string, number>();
    const seenName = new Map<string, number>();
    const out: ImportPlan<SchoolValues & { id?: number }> = { planned: [], problems: [] };
    for (const { row, cells } of rows) {
      const p = rowProblems(row, out.problems);
      const get = (k: string) => cells.get(k) ?? '';
      const name = get('name');
      if (!name) p.add('name', MSG.required);
      else if (name.length > 191) p.add('name', tooLong(191));
      const slug = get('slug') || slugify(name);
      if (get('slug') && !SLUG.test(get('slug'))) p.add('slug', 'The format is invalid.');
      const zone = zoneOf(get('zone'));
      if (!get('zone')) p.add('zone', MSG.required);
      else if (!zone) p.add('zone', 'The selected value is invalid.');
      const subZone = get('sub_zone').toUpperCase() || null;
      if (zone && subZone && !SUB_ZONES[zone].includes(subZone))
        p.add('sub_zone', `The sub-zone must be one of ${SUB_ZONES[zone].join(', ')} for this zone.`);
      for (const [k, max] of [
        ['address', 500],
        ['school_type', 50],
        ['telephone', 50],
        ['fax', 50],
      ] as const)
        if (get(k).length > max) p.add(k, tooLong(max));
      const less = scaledOf(get('less_percent'), 2);
      if (less === null || (less !== undefined && (less < 0 || less > 10000)))
        p.add('less_percent', less === null ? decimalsMessage(2) : 'Must be between 0 and 100.');
      const star = scaledOf(get('star_rate'), 2);
      if (star === null || (star !== undefined && star < 100))
        p.add('star_rate', star === null ? decimalsMessage(2) : 'Must be at least 1.');
      if (slug) {
        const twin = seenSlug.get(slug);
        if (twin) p.add('slug', `The same school as row ${twin}.`);
        seenSlug.set(slug, row);
      }
      const stored = bySlug.get(slug);
      if (name) {
        const twin = seenName.get(name.toLowerCase());
        if (twin) p.add('name', `The same name as row ${twin}.`);
        seenName.set(name.toLowerCase(), row);
        const namesake = byName.get(name.toLowerCase());
        if (namesake && namesake.slug !== slug)
          p.add('name', `The name has already been taken (school ${namesake.slug}).`);
      }
      if (!p.ok) continue;
      const value: SchoolValues = {
        name,
        slug,
        zone: zone!,
        sub_zone: subZone,
        address: get('address') || null,
        school_type: get('school_type') || null,
        telephone: get('telephone') || null,
        fax: get('fax') || null,
        less_percent_bp: less ?? null,
        star_rate_bp: star ?? null,
      };
      out.planned.push({
        row,
        key: slug,
        action: !stored ? 'create' : sameValues(stored, value, [...FIELDS]) ? 'unchanged' : 'update',
        value: { ...value, id: stored?.id },
      });
    }
    return out;
  },

  async apply(trx, planned, request) {
    const now = new Date().toISOString();
    for (const { action, value } of planned) {
      const { id, ...values } = value;
      if (action === 'create') {
        const created = await trx
          .insertInto('schools')
          .values({ ...values, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, request, { action: 'school.import', entity: 'school', entityId: created.id, after: values });
      } else if (action === 'update') {
        await trx
          .updateTable('schools')
          .set({ ...values, updated_at: now })
          .where('id', '=', id!)
          .execute();
        await audit(trx, request, { action: 'school.import', entity: 'school', entityId: id, after: values });
      }
    }
  },
};
