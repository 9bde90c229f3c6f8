import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { SchoolTable } from '../../db/types.js';
import { loadSchoolPeople } from '../../lib/organisation.js';

const fromBasisPoints = (v: number | null) => (v === null ? null : v / 100);

/** Rows -> schools as the API answers them, with their operations managers and managing agents (one query each). */
export async function presentSchools(db: Db, rows: Selectable<SchoolTable>[]) {
  const { oms, mas } = await loadSchoolPeople(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    zone: r.zone,
    sub_zone: r.sub_zone,
    address: r.address,
    school_type: r.school_type,
    telephone: r.telephone,
    fax: r.fax,
    less_percent: fromBasisPoints(r.less_percent_bp),
    star_rate: fromBasisPoints(r.star_rate_bp),
    oms: oms.get(r.id) ?? [],
    mas: mas.get(r.id) ?? [],
  }));
}
