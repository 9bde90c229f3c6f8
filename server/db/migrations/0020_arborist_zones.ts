import type { Kysely } from 'kysely';

/**
 * Arborists carry the zone their role is named after (row scoping fails closed: a zone-less user of a scoped role sees
 * nothing). Existing arborists without a zone get it; the slugs and zones are written out, as they were when this ran.
 */
const ROLE_ZONE: Record<string, string> = { 'ARBORIST-SOUTH': 'SOUTH', 'ARBORIST-NORTH-EAST': 'NORTH_EAST' };

export async function up(db: Kysely<any>): Promise<void> {
  for (const [slug, zone] of Object.entries(ROLE_ZONE)) {
    const roles = db.selectFrom('roles').select('roles.id').where('roles.slug', '=', slug);
    await db
      .updateTable('users')
      .set({ zone_in_charge: JSON.stringify([zone]) })
      .where('role_id', 'in', roles)
      .where((eb) => eb.or([eb('zone_in_charge', 'is', null), eb('zone_in_charge', 'in', ['', '[]'])]))
      .execute();
  }
}

export async function down(): Promise<void> {
  // The zones stay: taking them away again would make the arborists see nothing.
}
