/**
 * Demo schedule of rates (about 3,000 FSR items across BLDG, PAS and HORTI, generated deterministically) and a handful of demo
 * quotations in different statuses, priced with domain/pricing.ts like any other quotation.
 */
import type { Db } from './index.js';
import { ROLE } from '../../domain/roles.js';
import { priceItems, totalsColumns, type ItemRow } from '../services/quotations/items.js';
import { presentItem } from '../services/quotations/items.js';

type Section = { title: string; groups: [string, string[], string[]][] };

/** Per trade: sections, each with groups of (group description, materials/objects, specifications). */
const SCHEDULES: Record<'BLDG' | 'PAS' | 'HORTI', { prefix: string; sections: Section[] }> = {
  BLDG: {
    prefix: 'B',
    sections: [
      {
        title: 'Demolition and hacking',
        groups: [
          [
            'Hack and remove existing finishes',
            ['floor tiles', 'wall tiles', 'cement screed', 'skirting', 'plaster'],
            ['up to 25 mm thick', '25 to 50 mm thick', 'including disposal off site'],
          ],
          [
            'Demolish and remove',
            ['brick wall', 'concrete kerb', 'timber partition', 'metal grille', 'signboard'],
            ['half brick thick', 'one brick thick', 'make good affected areas'],
          ],
        ],
      },
      {
        title: 'Concrete works',
        groups: [
          [
            'Supply and cast in-situ concrete',
            ['grade 25 concrete', 'grade 30 concrete', 'lean concrete', 'concrete apron', 'concrete drain'],
            ['100 mm thick', '150 mm thick', '200 mm thick', 'including formwork'],
          ],
          [
            'Reinforcement',
            ['high tensile bar', 'mild steel bar', 'BRC mesh A7', 'BRC mesh A10'],
            ['10 mm diameter', '13 mm diameter', '16 mm diameter'],
          ],
        ],
      },
      {
        title: 'Masonry',
        groups: [
          [
            'Build walls in',
            ['common clay bricks', 'concrete blocks', 'lightweight blocks', 'glass blocks'],
            ['half brick thick', '100 mm thick', '200 mm thick', 'in cement mortar 1:3'],
          ],
          [
            'Repair masonry',
            ['cracked wall', 'spalling brickwork', 'damaged pier', 'parapet wall'],
            ['per metre run', 'including stitching', 'rake out and repoint'],
          ],
        ],
      },
      {
        title: 'Plastering and rendering',
        groups: [
          [
            'Cement and sand plaster to',
            ['internal walls', 'external walls', 'columns', 'beams', 'soffits'],
            ['15 mm thick', '20 mm thick', 'two coats', 'with waterproofing additive'],
          ],
          ['Skim coat', ['walls', 'ceilings', 'columns'], ['3 mm thick', 'including sanding', 'ready for painting']],
        ],
      },
      {
        title: 'Tiling',
        groups: [
          [
            'Supply and lay homogeneous tiles',
            ['300 x 300 mm', '600 x 600 mm', '300 x 600 mm', 'anti-slip 300 x 300 mm'],
            ['to floors', 'to walls', 'to staircase treads', 'including grouting'],
          ],
          [
            'Ceramic tiles',
            ['200 x 200 mm', '250 x 330 mm', '300 x 300 mm'],
            ['to toilet walls', 'to kitchen walls', 'with tile adhesive'],
          ],
        ],
      },
      {
        title: 'Carpentry and joinery',
        groups: [
          [
            'Supply and fix timber',
            ['skirting', 'door frame', 'architrave', 'notice board', 'shelf'],
            ['meranti', 'chengal', 'plywood 18 mm', 'including varnish'],
          ],
          [
            'Repair timber',
            ['desk top', 'cabinet door', 'drawer runner', 'bench seat'],
            ['replace hinges', 'replace laminate', 'reglue and clamp'],
          ],
        ],
      },
      {
        title: 'Doors and ironmongery',
        groups: [
          [
            'Supply and install door',
            ['solid core timber door', 'fire rated door', 'PVC folding door', 'aluminium door', 'steel roller shutter'],
            ['single leaf 900 mm', 'double leaf 1800 mm', '1 hour rated', 'including frame'],
          ],
          [
            'Ironmongery',
            ['lever handle set', 'mortise lock', 'door closer', 'floor spring', 'barrel bolt', 'hinge'],
            ['stainless steel', 'heavy duty', 'with master key'],
          ],
        ],
      },
      {
        title: 'Windows and glazing',
        groups: [
          [
            'Supply and install windows',
            ['aluminium casement window', 'louvre window', 'sliding window', 'top hung window'],
            ['powder coated', 'with 6 mm clear glass', 'with tinted glass'],
          ],
          [
            'Glazing',
            ['clear float glass', 'tempered glass', 'laminated glass', 'wired glass'],
            ['5 mm thick', '6 mm thick', '10 mm thick', 'including beading'],
          ],
        ],
      },
      {
        title: 'Roofing and waterproofing',
        groups: [
          [
            'Roofing',
            ['metal roof sheet', 'polycarbonate sheet', 'roof ridge cap', 'gutter', 'downpipe'],
            ['0.48 mm thick', 'colour coated', '150 mm wide', 'including fixings'],
          ],
          [
            'Waterproofing membrane',
            ['torch-on membrane', 'liquid membrane', 'cementitious coating', 'PU coating'],
            ['to flat roof', 'to planter box', 'to toilet floor', 'two layers'],
          ],
        ],
      },
      {
        title: 'Painting',
        groups: [
          [
            'Prepare and paint',
            ['internal walls', 'external walls', 'ceilings', 'metal railings', 'timber doors', 'road markings'],
            ['one undercoat and two finishing coats', 'emulsion paint', 'weather-resistant paint', 'enamel paint'],
          ],
          [
            'Anti-graffiti and special coatings',
            ['walls', 'columns', 'hoardings'],
            ['clear coat', 'anti-fungal', 'anti-carbonation'],
          ],
        ],
      },
      {
        title: 'Ceilings and partitions',
        groups: [
          [
            'Suspended ceiling',
            ['calcium silicate board', 'mineral fibre board', 'gypsum board', 'metal strip ceiling'],
            ['600 x 600 mm', 'on exposed grid', 'on concealed grid', 'moisture resistant'],
          ],
          [
            'Partitions',
            ['drywall partition', 'toilet cubicle', 'glass partition'],
            ['75 mm studs', '100 mm studs', 'full height', 'including door'],
          ],
        ],
      },
      {
        title: 'Metal works',
        groups: [
          [
            'Supply and install',
            ['mild steel railing', 'stainless steel handrail', 'metal grating', 'cat ladder', 'bicycle rack'],
            ['hot-dip galvanised', '50 mm diameter', 'per metre run', 'including painting'],
          ],
          [
            'Repair metal works',
            ['gate', 'grille', 'fence', 'staircase railing'],
            ['weld and make good', 'replace hinges', 'treat rust'],
          ],
        ],
      },
      {
        title: 'Flooring and external works',
        groups: [
          [
            'Floor finishes',
            ['vinyl sheet', 'rubber flooring', 'epoxy coating', 'cement screed', 'carpet tiles'],
            ['2 mm thick', '3 mm thick', 'self-levelling', 'including skirting'],
          ],
          [
            'External works',
            ['interlocking pavers', 'concrete kerb', 'drain cover', 'wheel stopper', 'bollard'],
            ['60 mm thick', '80 mm thick', 'heavy duty', 'including bedding'],
          ],
        ],
      },
    ],
  },
  PAS: {
    prefix: 'P',
    sections: [
      {
        title: 'Water supply pipes',
        groups: [
          [
            'Supply and install pipes',
            ['copper pipe', 'uPVC pipe', 'stainless steel pipe', 'HDPE pipe', 'GI pipe'],
            ['15 mm diameter', '22 mm diameter', '28 mm diameter', '54 mm diameter', 'including fittings'],
          ],
          [
            'Valves',
            ['gate valve', 'ball valve', 'check valve', 'float valve', 'pressure reducing valve'],
            ['15 mm', '25 mm', '50 mm', 'bronze body'],
          ],
        ],
      },
      {
        title: 'Sanitary fittings',
        groups: [
          [
            'Supply and install',
            ['water closet', 'urinal', 'wash basin', 'squatting pan', 'bib tap', 'pillar tap'],
            ['vitreous china', 'wall hung', 'pedestal', 'water-efficient', 'self-closing'],
          ],
          [
            'Replace parts',
            ['flush valve', 'cistern fittings', 'seat cover', 'waste outlet', 'bottle trap'],
            ['chrome plated', 'heavy duty', 'matching existing'],
          ],
        ],
      },
      {
        title: 'Sanitary drainage',
        groups: [
          [
            'Soil and waste pipes',
            ['uPVC pipe', 'cast iron pipe', 'HDPE pipe'],
            ['50 mm diameter', '100 mm diameter', '150 mm diameter', 'including brackets'],
          ],
          [
            'Floor traps and gullies',
            ['floor trap', 'gully trap', 'grease trap', 'inspection chamber'],
            ['100 mm', '150 mm', 'with stainless steel grating', 'including connection'],
          ],
        ],
      },
      {
        title: 'Pumps and tanks',
        groups: [
          [
            'Water pumps',
            ['transfer pump', 'booster pump', 'sump pump', 'submersible pump'],
            ['0.75 kW', '1.5 kW', '3 kW', 'including control panel'],
          ],
          [
            'Water tanks',
            ['sectional panel tank', 'polyethylene tank', 'tank cover', 'tank ladder'],
            ['1 m3', '5 m3', '10 m3', 'clean and disinfect'],
          ],
        ],
      },
      {
        title: 'Rainwater and drains',
        groups: [
          [
            'Rainwater goods',
            ['rainwater downpipe', 'roof outlet', 'box gutter', 'scupper drain'],
            ['100 mm', '150 mm', 'uPVC', 'aluminium'],
          ],
          [
            'Clear and repair drains',
            ['open drain', 'sump', 'manhole', 'scupper'],
            ['desilt', 'high-pressure jet', 'replace cover', 'per metre run'],
          ],
        ],
      },
      {
        title: 'Plumbing maintenance',
        groups: [
          [
            'Clear choke',
            ['water closet', 'urinal', 'basin', 'floor trap', 'sewer line'],
            ['by rodding', 'by high-pressure jetting', 'including CCTV inspection'],
          ],
          [
            'Leak repair',
            ['concealed pipe', 'exposed pipe', 'joint', 'tap'],
            ['locate and repair', 'make good finishes', 'after hours'],
          ],
        ],
      },
    ],
  },
  HORTI: {
    prefix: 'H',
    sections: [
      {
        title: 'Turf works',
        groups: [
          [
            'Supply and lay turf',
            ['cow grass', 'Philippine grass', 'Zoysia grass', 'Bermuda grass'],
            ['close turfing', 'including soil mix 50 mm', 'including watering for 1 month'],
          ],
          [
            'Turf maintenance',
            ['grass cutting', 'edging', 'top dressing', 'fertilising', 'weed control'],
            ['per visit', 'per 100 m2', 'school field', 'slopes'],
          ],
        ],
      },
      {
        title: 'Planting',
        groups: [
          [
            'Supply and plant shrubs',
            ['Ixora', 'Bougainvillea', 'Heliconia', 'Cordyline', 'Duranta', 'Pandanus'],
            ['300 mm height', '600 mm height', '1 m height', 'in planter box'],
          ],
          [
            'Supply and plant trees',
            ['Tabebuia', 'Pterocarpus', 'Syzygium', 'Hopea', 'Cassia'],
            ['3 m girth 200 mm', '4 m girth 300 mm', 'including staking', 'including tree pit'],
          ],
        ],
      },
      {
        title: 'Tree works',
        groups: [
          [
            'Tree pruning',
            ['crown reduction', 'crown thinning', 'deadwood removal', 'formative pruning'],
            ['tree height up to 6 m', 'tree height 6 to 12 m', 'tree height above 12 m', 'including disposal'],
          ],
          [
            'Tree removal',
            ['tree felling', 'stump grinding', 'fallen tree clearance'],
            ['girth up to 1 m', 'girth 1 to 2 m', 'girth above 2 m', 'emergency call-out'],
          ],
        ],
      },
      {
        title: 'Soil and mulch',
        groups: [
          [
            'Supply and spread',
            ['soil mix', 'compost', 'wood mulch', 'pebbles', 'sand'],
            ['50 mm thick', '100 mm thick', 'per m3', 'to planting beds'],
          ],
          [
            'Soil improvement',
            ['aeration', 'soil amendment', 'drainage layer'],
            ['per 100 m2', 'to school field', 'to planter'],
          ],
        ],
      },
      {
        title: 'Irrigation',
        groups: [
          [
            'Irrigation system',
            ['drip line', 'pop-up sprinkler', 'irrigation controller', 'solenoid valve', 'hose bib'],
            ['16 mm', '4 zone', '8 zone', 'including trenching'],
          ],
          [
            'Irrigation repair',
            ['broken sprinkler head', 'leaking pipe', 'faulty controller'],
            ['replace', 'repair', 'per item'],
          ],
        ],
      },
      {
        title: 'Pond and garden features',
        groups: [
          [
            'Pond maintenance',
            ['pond cleaning', 'water treatment', 'pump servicing', 'aquatic plant trimming'],
            ['per visit', 'per m2', 'including disposal'],
          ],
          [
            'Garden features',
            ['timber bench', 'garden edging', 'stepping stones', 'trellis', 'planter box'],
            ['supply and install', 'repair', 'repaint'],
          ],
        ],
      },
    ],
  },
};

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

/** Six quotations by the demo term contractor, one per status of the workflow. */
async function seedDemoQuotations(db: Db): Promise<void> {
  const tc = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.contractor', 'users.full_name'])
    .where('roles.slug', '=', ROLE.TERM_CONTRACTOR)
    .orderBy('users.id')
    .executeTakeFirst();
  const ma = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.full_name'])
    .where('roles.slug', '=', ROLE.MANAGING_AGENT)
    .orderBy('users.id')
    .executeTakeFirst();
  if (!tc || !ma) return;
  const schools = await db
    .selectFrom('schools')
    .select(['id', 'zone', 'less_percent_bp', 'star_rate_bp', 'name'])
    .where('zone', 'in', ['NORTH', 'NORTH_EAST'])
    .orderBy('id')
    .limit(6)
    .execute();
  if (!schools.length) return;
  const fsrsOf = (category: string) =>
    db
      .selectFrom('fsrs')
      .select([
        'id',
        'item_number',
        'name',
        'item_group_description',
        'unit',
        'rate_cents',
        'minimum_cents',
        'category',
      ])
      .where('is_star_rate', '=', 0)
      .where('category', '=', category)
      .orderBy('id')
      .limit(80)
      .execute();
  const byTrade: Record<string, Awaited<ReturnType<typeof fsrsOf>>> = {
    BLDG: await fsrsOf('BLDG'),
    PAS: await fsrsOf('PAS'),
    HORTI: await fsrsOf('HORTI'),
  };
  const plans: { status: string; current: string | null; claim?: string; wso?: string; job: string; trade: string }[] =
    [
      { status: 'DRAFT', current: null, job: 'Replace damaged floor tiles at canteen', trade: 'BLDG' },
      { status: 'PENDING', current: 'PENDING_MA', job: 'Repair leaking pipes at level 2 toilets', trade: 'PAS' },
      { status: 'PENDING', current: 'PENDING_TC', job: 'Repaint external walls of block C', trade: 'BLDG' },
      {
        status: 'APPROVED',
        current: null,
        wso: 'WSO_PENDING_CREATION',
        job: 'Prune rain trees along the school field',
        trade: 'HORTI',
      },
      { status: 'COMPLETED', current: null, claim: 'PENDING', job: 'Replace classroom door locks', trade: 'BLDG' },
      { status: 'REJECTED', current: null, job: 'Install handrails at staircase 3', trade: 'BLDG' },
    ];
  const year = new Date().getUTCFullYear();
  for (const [i, p] of plans.entries()) {
    const school = schools[i % schools.length];
    const date = `${year}-${String(((i * 2) % 12) + 1).padStart(2, '0')}-${String(5 + i * 3).padStart(2, '0')}`;
    const picks = byTrade[p.trade].slice(i * 7, i * 7 + 6 + i);
    const input: Record<string, unknown>[] = [
      { hasHeader: true, header: 'Part A: main works' },
      ...picks.map((f, k) => ({
        serial_no: k + 1,
        fsr_id: f.id,
        item_number: f.item_number,
        item_description: f.name,
        item_group_description: f.item_group_description,
        unit: f.unit,
        rate: (Number(f.rate_cents) / 100).toFixed(2),
        minimum: f.minimum_cents === null ? null : (Number(f.minimum_cents) / 100).toFixed(2),
        quantity: String(1 + ((k * 7 + i) % 12) * 0.5),
        subRows: k === 0 && i % 2 === 0 ? [{ item_description: 'Custodial discount', quantity: 1 }] : [],
      })),
      { note: 'Works to be carried out after school hours.' },
      {
        serial_no: picks.length + 1,
        is_star_rate: true,
        item_number: 'SR-00000',
        item_description: 'Star rate: replace damaged signage panel (as quoted)',
        unit: 'lot',
        rate: '450.00',
        quantity: '1',
      },
    ];
    const priced = priceItems(input as never, { date, lessBp: school.less_percent_bp, starBp: school.star_rate_bp });
    const reference = `Q-${year}-${String(i + 1).padStart(5, '0')}`;
    const now = new Date(Date.now() - (plans.length - i) * 86400_000).toISOString();
    const q = await db
      .insertInto('quotations')
      .values({
        reference_number: reference,
        status: p.status,
        current_status: p.current,
        claim_status: p.claim ?? null,
        wso_status: p.wso ?? (p.status === 'COMPLETED' ? 'COMPLETED' : null),
        school_id: school.id,
        zone: school.zone,
        contractor: tc.contractor,
        trade: p.trade,
        date,
        job: p.job,
        job_type: JSON.stringify(['corrective']),
        contacts: JSON.stringify({
          attention: `Principal, ${school.name}`,
          cc: null,
          tel: '64001234',
          fax: null,
          location: 'Block A',
        }),
        location: 'Block A',
        remarks: null,
        source_fund: ['APPROVED', 'COMPLETED'].includes(p.status) ? 'SCHOOL' : null,
        document_type: ['APPROVED', 'COMPLETED'].includes(p.status) ? 'General' : null,
        epo_reference_no: null,
        epi_reference_no: null,
        ...totalsColumns(priced.totals),
        prepare_name: p.status === 'DRAFT' ? null : tc.full_name,
        prepare_signature_id: null,
        prepare_signature_options: null,
        prepare_signature_details: null,
        report_path: null,
        report_version: null,
        report_generated_at: null,
        version: 1,
        created_by: tc.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('quotation_items')
      .values(priced.rows.map((r: ItemRow) => ({ ...r, quotation_id: q.id })))
      .execute();
    await db
      .insertInto('quotation_item_versions')
      .values({
        quotation_id: q.id,
        version: 1,
        items: JSON.stringify(priced.rows.map((r) => presentItem(r))),
        user_id: tc.id,
        created_at: now,
      })
      .execute();
    const history: [number, string, string, string | null][] = [
      [tc.id, 'TC', p.status === 'DRAFT' ? 'DRAFT' : 'PENDING', null],
    ];
    if (['PENDING_TC', 'APPROVED', 'COMPLETED'].includes(p.current ?? p.status))
      history.push([ma.id, 'MA', 'VERIFIED', 'Checked on site.']);
    if (p.status === 'REJECTED') history.push([ma.id, 'MA', 'REJECTED', 'Please split the works by block.']);
    if (['APPROVED', 'COMPLETED'].includes(p.status)) history.push([tc.id, 'TC', 'APPROVED', null]);
    await db
      .insertInto('quotation_histories')
      .values(
        history.map(([user_id, approval_type, status, remarks]) => ({
          quotation_id: q.id,
          user_id,
          approval_type,
          status,
          remarks,
          signature_id: null,
          created_at: now,
        })),
      )
      .execute();
    const approval = (status: string) => ({
      quotation_id: q.id,
      user_id: ma.id,
      approval_level: 1,
      approval_type: 'MA',
      status,
      remarks: null,
      signature_id: null,
      signature_options: null,
      signature_details: null,
      name: ma.full_name,
      source_fund: null,
      created_at: now,
      updated_at: now,
    });
    if (p.current === 'PENDING_MA') await db.insertInto('quotation_approvals').values(approval('PENDING')).execute();
    if (['PENDING_TC', 'APPROVED', 'COMPLETED'].includes(p.current ?? p.status))
      await db.insertInto('quotation_approvals').values(approval('VERIFIED')).execute();
    if (p.current === 'PENDING_TC')
      await db
        .insertInto('quotation_approvals')
        .values({ ...approval('PENDING'), user_id: tc.id, approval_type: 'TC', approval_level: 2, name: null })
        .execute();
    if (p.status === 'REJECTED') await db.insertInto('quotation_approvals').values(approval('REJECTED')).execute();
  }
  await db.insertInto('quotation_sequences').values({ year, last: plans.length }).execute();
}
