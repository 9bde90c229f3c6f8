/**
 * Demo schedule of rates (about 3,000 FSR items across BLDG, PAS and HORTI, generated deterministically from
 * seedFsrSchedules.ts) and the demo quotations (seedDemoQuotations.ts).
 */
import type { Db } from './index.js';
import { SCHEDULES } from './seedFsrSchedules.js';
import { seedDemoQuotations } from './seedDemoQuotations.js';

const UNITS_BY_SPEC: [RegExp, string][] = [
  [/per metre run|diameter|pipe|railing|handrail|kerb|skirting|edging|drip line|gutter|downpipe|drain/i, 'm'],
  [
    /thick|coat|plaster|tiles|paint|membrane|ceiling|turf|grass|flooring|screed|vinyl|epoxy|carpet|per 100 m2|waterproof|glass|sheet|board/i,
    'm2',
  ],
  [/m3|concrete|soil mix|compost|sand/i, 'm3'],
  [/visit|servicing|cleaning/i, 'visit'],
  [/bar|mesh/i, 'kg'],
];

/** A small deterministic PRNG (mulberry32) so every demo database has the same schedule. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedFsrItem {
  category: string;
  section: string;
  section_description: string;
  item_number: string;
  name: string;
  item_group_description: string;
  unit: string;
  rate_cents: number;
  minimum_cents: number | null;
}

/** The generated schedule (about 3,000 items). */
export function demoSchedule(): SeedFsrItem[] {
  const rand = rng(20260401);
  const out: SeedFsrItem[] = [];
  for (const [category, { prefix, sections }] of Object.entries(SCHEDULES)) {
    sections.forEach((section, s) => {
      section.groups.forEach(([group, things, specs], g) => {
        let n = 0;
        // Every object with every specification, in four variants (normal, supply only, after hours, urgent).
        const variants =
          category === 'HORTI'
            ? ['', 'Urgent: ', 'Supply only: ', 'After hours: ']
            : ['', 'Supply only: ', 'After hours: ', 'Urgent: '];
        for (const v of variants) {
          for (const thing of things) {
            for (const spec of specs) {
              n += 1;
              const name =
                `${v}${group.toLowerCase().startsWith('supply') || v ? '' : `${group}: `}${thing}, ${spec}`.replace(
                  /^./,
                  (c) => c.toUpperCase(),
                );
              const unit =
                UNITS_BY_SPEC.find(([re]) => re.test(`${thing} ${spec}`))?.[1] ??
                (/(install|replace|repair|supply)/i.test(group + thing) ? 'no' : 'item');
              const base =
                unit === 'm2'
                  ? 18 + rand() * 90
                  : unit === 'm'
                    ? 8 + rand() * 120
                    : unit === 'm3'
                      ? 120 + rand() * 400
                      : unit === 'kg'
                        ? 2 + rand() * 4
                        : unit === 'visit'
                          ? 80 + rand() * 600
                          : 25 + rand() * 1800;
              const rate = Math.round(base * (v === 'Supply only: ' ? 0.7 : v ? 1.5 : 1) * 100);
              out.push({
                category,
                section: `${prefix}${s + 1}`,
                section_description: section.title,
                item_number: `${prefix}${s + 1}.${g + 1}.${String(n).padStart(3, '0')}`,
                name,
                item_group_description: group,
                unit,
                rate_cents: rate,
                minimum_cents: out.length % 9 === 0 ? Math.round((rate * 3) / 100) * 100 : null,
              });
            }
          }
        }
      });
    });
  }
  return out;
}

/** Inserts the schedule and the demo quotations (empty database only: call from seedDemo). */
export async function seedFsr(db: Db): Promise<void> {
  if (await db.selectFrom('fsrs').select('id').limit(1).executeTakeFirst()) return;
  const now = new Date().toISOString();
  const items = demoSchedule();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < items.length; i += 250) {
      await trx
        .insertInto('fsrs')
        .values(
          items.slice(i, i + 250).map((r) => ({
            ...r,
            is_star_rate: 0,
            search_text: `${r.item_number} ${r.name} ${r.item_group_description}`.toLowerCase(),
            created_by: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    await trx
      .insertInto('fsrs')
      .values({
        category: 'STAR',
        section: null,
        section_description: null,
        item_number: 'SR-00000',
        name: 'Star rate: replace damaged signage panel (as quoted)',
        item_group_description: null,
        unit: 'lot',
        rate_cents: 45000,
        minimum_cents: null,
        is_star_rate: 1,
        search_text: 'sr-00000 star rate: replace damaged signage panel (as quoted)',
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  await seedDemoQuotations(db);
}
