/**
 * Checklist templates (spec part 3 §2 "BM & TP checklists", §3 "Checklist template"). The specification has no screen that
 * edits templates, so they are reference data: seeded on every start when the table is empty (demo or not).
 */
import type { Db } from './index.js';
import { nowIso } from './columns.js';

type SubItem = [serial: string, element: string, description: string, frequency: string] | { header: string };
interface Template {
  name: string;
  category: string;
  type: string;
  frequency: string;
  elements: [string, SubItem[]][];
}

const TEMPLATES: Template[] = [
  {
    name: 'Building maintenance – monthly inspection',
    category: 'BUILDING-MAINTENANCE',
    type: 'REGULAR',
    frequency: 'MONTHLY',
    elements: [
      [
        'Roof and rainwater goods',
        [
          ['1.1', 'Roof gutters', 'Choked, leaking or corroded gutters and downpipes', 'MONTHLY'],
          ['1.2', 'Roof covering', 'Cracked, loose or missing roof sheets and tiles', 'QUARTERLY'],
          ['1.3', 'Roof access', 'Cat ladder and hatch secure and lockable', 'HALF-YEARLY'],
        ],
      ],
      [
        'Toilets and plumbing',
        [
          { header: 'Sanitary fittings' },
          ['2.1', 'WC and urinals', 'Flushing, leaks, cracked pans, loose seats', 'WEEKLY'],
          ['2.2', 'Wash basins and taps', 'Dripping taps, blocked wastes, loose basins', 'WEEKLY'],
          { header: 'Water supply' },
          ['2.3', 'Water tanks', 'Tank covers secure, no algae, overflow clear', 'QUARTERLY'],
          ['2.4', 'Pumps', 'Noise, vibration, leaking glands, pressure within range', 'MONTHLY'],
        ],
      ],
      [
        'Electrical installation',
        [
          ['3.1', 'Lighting', 'Faulty lamps and fittings in classrooms and corridors', 'MONTHLY'],
          ['3.2', 'Distribution boards', 'Labelled, locked, no overheating or exposed parts', 'QUARTERLY'],
          ['3.3', 'Emergency lights', 'Monthly function test; battery duration test', 'MONTHLY'],
        ],
      ],
      [
        'Fire safety',
        [
          ['4.1', 'Fire extinguishers', 'In place, pressure in green, tag in date', 'MONTHLY'],
          ['4.2', 'Exit signs and escape routes', 'Lit, unobstructed, doors open freely', 'MONTHLY'],
          ['4.3', 'Hose reels', 'Hose intact, nozzle present, valve operable', 'QUARTERLY'],
        ],
      ],
      [
        'Doors, windows and finishes',
        [
          ['5.1', 'Doors and locks', 'Sagging doors, broken closers, faulty locks', 'MONTHLY'],
          ['5.2', 'Windows and louvres', 'Broken panes, stiff or missing louvres', 'MONTHLY'],
          ['5.3', 'Walls and ceilings', 'Cracks, spalling, water stains, loose boards', 'BIMONTHLY'],
        ],
      ],
    ],
  },
  {
    name: 'Turf and planting – monthly inspection',
    category: 'TURFING-AND-PLANTING-MAINTENANCE',
    type: 'REGULAR',
    frequency: 'MONTHLY',
    elements: [
      [
        'Turf',
        [
          ['1.1', 'Grass cutting', 'Cut to 50 mm, edges trimmed, clippings removed', 'FORTNIGHTLY'],
          ['1.2', 'Bare patches', 'Bare or worn areas returfed', 'MONTHLY'],
          ['1.3', 'Weeds', 'Weeds removed from turf and paths', 'MONTHLY'],
        ],
      ],
      [
        'Shrubs and planter boxes',
        [
          ['2.1', 'Pruning', 'Shrubs pruned to shape, dead growth removed', 'MONTHLY'],
          ['2.2', 'Watering and drainage', 'Planters watered, no stagnant water (mosquito breeding)', 'WEEKLY'],
          ['2.3', 'Fertilising', 'Fertiliser applied as scheduled', 'QUARTERLY'],
        ],
      ],
      [
        'Trees and palms',
        [
          ['3.1', 'Dead or hanging branches', 'No dead, hanging or split branches over walkways', 'MONTHLY'],
          ['3.2', 'Tree crowns', 'Crown thinned and balanced', 'HALF-YEARLY'],
        ],
      ],
      [
        'Drains and surroundings',
        [
          ['4.1', 'Scupper drains', 'Clear of leaves and silt', 'WEEKLY'],
          ['4.2', 'Litter', 'Grounds free of litter and garden waste', 'WEEKLY'],
        ],
      ],
    ],
  },
  {
    name: 'Safety audit – quarterly inspection',
    category: 'SAFETY-AUDIT-INSPECTION',
    type: 'REGULAR',
    frequency: 'QUARTERLY',
    elements: [
      [
        'Playground and sports',
        [
          ['1.1', 'Playground equipment', 'No sharp edges, loose bolts or rotten timber; safe surfacing', 'QUARTERLY'],
          ['1.2', 'Goal posts and hoops', 'Anchored, no corrosion at the base', 'QUARTERLY'],
        ],
      ],
      [
        'Working at height',
        [
          ['2.1', 'Railings and parapets', 'Firm, at least 1 m high, no climbable gaps', 'QUARTERLY'],
          ['2.2', 'Ladders', 'Stored safely, rungs sound', 'HALF-YEARLY'],
        ],
      ],
      [
        'Chemical and electrical safety',
        [
          ['3.1', 'Chemical store', 'Labelled, ventilated, locked; SDS available', 'QUARTERLY'],
          ['3.2', 'Portable appliances', 'Cords intact, no overloaded sockets', 'QUARTERLY'],
        ],
      ],
    ],
  },
  {
    name: 'Building maintenance – ad hoc inspection',
    category: 'BUILDING-MAINTENANCE',
    type: 'ADHOC',
    frequency: 'ADHOC',
    elements: [
      [
        'Reported defect',
        [
          ['1.1', 'Defect location', 'Inspect the reported location and record what was found', 'ADHOC'],
          ['1.2', 'Make safe', 'Area cordoned off or made safe where needed', 'ADHOC'],
        ],
      ],
    ],
  },
];

/** Inserts the templates when none exist; safe to call on every start. */
export async function seedChecklists(db: Db): Promise<void> {
  const existing = await db.selectFrom('checklists').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const t of TEMPLATES) {
      const { id } = await trx
        .insertInto('checklists')
        .values({
          name: t.name,
          category: t.category,
          type: t.type,
          frequency: t.frequency,
          custom_callback: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, [element, subs]] of t.elements.entries()) {
        const el = await trx
          .insertInto('checklist_elements')
          .values({ checklist_id: id, sort: i, element })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('checklist_sub_items')
          .values(
            subs.map((s, sort) =>
              'header' in s
                ? {
                    element_id: el.id,
                    sort,
                    header: 1,
                    serial_no: null,
                    element: s.header,
                    description: null,
                    frequency: null,
                  }
                : {
                    element_id: el.id,
                    sort,
                    header: 0,
                    serial_no: s[0],
                    element: s[1],
                    description: s[2],
                    frequency: s[3],
                  },
            ),
          )
          .execute();
      }
    }
  });
}
