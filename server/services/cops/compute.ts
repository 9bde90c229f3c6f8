/**
 * One claim computed from the database with domain/cop.ts: its lines (inputs stored, figures recomputed), what earlier
 * claims of the contract year paid, the month's SOI, liquidated damages and KPI, and the cover. A DRAFT is computed live
 * on every read; a PENDING claim shows the figures frozen when it was submitted.
 */
import {
  COP_CATEGORIES,
  coverFigures,
  lineFigures,
  monthOfContractYear,
  NO_EARLIER,
  type CopCategory,
  type CoverFigures,
  type EarlierClaims,
  type KpiEntry,
  type LineFigures,
} from '../../../domain/cop.js';
import { monthBounds } from '../../../domain/dashboards.js';
import type { CopLineTable } from '../../db/copTypes.js';
import type { Db } from '../../db/index.js';
import type { CopRow } from './repository.js';

export interface ComputedLine {
  id: number;
  school_id: number;
  school_name: string;
  school_type: string;
  category: CopCategory;
  contract_year: number | null;
  reference: string | null;
  variation_edited: boolean;
  figures: LineFigures;
}

export interface ComputedClaim {
  lines: ComputedLine[];
  /** Liquidated damages of the month per school. */
  ldBySchool: Map<number, number>;
  kpi: KpiEntry[];
  cover: CoverFigures;
  /** Earlier claims' payments per school type (previously paid). */
  previousByType: Map<string, number>;
}

const OTHER_TYPE = 'Other';
const key = (school: number, category: string) => `${school}|${category}`;

/** Earlier claims of the zone in the same contract year, per school, category and contract year. */
async function earlierClaims(db: Db, cop: CopRow, categories: readonly string[]) {
  const rows = await db
    .selectFrom('cop_lines')
    .innerJoin('cops', 'cops.id', 'cop_lines.cop_id')
    .select((eb) => [
      'cop_lines.school_id',
      'cop_lines.category',
      'cop_lines.contract_year',
      eb.fn.sum<number>('cop_lines.monthly_claim').as('monthly'),
      eb.fn.sum<number>('cop_lines.payment').as('payment'),
      eb.fn.sum<number>('cop_lines.deduction').as('deduction'),
      eb.fn.sum<number>(eb.fn.coalesce('cop_lines.percent_bp', eb.lit(0))).as('percent'),
    ])
    .where('cops.zone', '=', cop.zone)
    .where('cops.period', '<', cop.period)
    .where('cop_lines.contract_year', 'is not', null)
    .where('cop_lines.category', 'in', categories)
    .groupBy(['cop_lines.school_id', 'cop_lines.category', 'cop_lines.contract_year'])
    .execute();
  const out = new Map<string, EarlierClaims & { year: number }>();
  for (const r of rows)
    out.set(`${key(r.school_id, r.category)}|${r.contract_year}`, {
      year: Number(r.contract_year),
      monthly: Number(r.monthly ?? 0),
      payment: Number(r.payment ?? 0),
      deduction: Number(r.deduction ?? 0),
      percent: Number(r.percent ?? 0),
    });
  return out;
}

/** The month's SOI additions and omissions per school and category (by start date within the month). */
async function soiVariations(db: Db, cop: CopRow) {
  const { start_date: start, end_date: end } = monthBounds(cop.year, cop.month)!;
  const rows = await db
    .selectFrom('cop_sois')
    .innerJoin('schools', 'schools.id', 'cop_sois.school_id')
    .select((eb) => [
      'cop_sois.school_id',
      'cop_sois.category',
      'cop_sois.type',
      eb.fn.sum<number>('cop_sois.amount').as('amount'),
    ])
    .where('schools.zone', '=', cop.zone)
    .where('cop_sois.start_date', '>=', start)
    .where('cop_sois.start_date', '<=', end)
    .groupBy(['cop_sois.school_id', 'cop_sois.category', 'cop_sois.type'])
    .execute();
  const out = new Map<string, { addition: number; omission: number }>();
  for (const r of rows) {
    const v = out.get(key(r.school_id, r.category)) ?? { addition: 0, omission: 0 };
    if (r.type === 'Addition') v.addition += Number(r.amount ?? 0);
    else v.omission += Number(r.amount ?? 0);
    out.set(key(r.school_id, r.category), v);
  }
  return out;
}

async function liquidatedDamages(db: Db, cop: CopRow): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('cop_liquidated_damages')
    .innerJoin('schools', 'schools.id', 'cop_liquidated_damages.school_id')
    .select((eb) => [
      'cop_liquidated_damages.school_id',
      eb.fn.sum<number>('cop_liquidated_damages.amount').as('amount'),
    ])
    .where('schools.zone', '=', cop.zone)
    .where('cop_liquidated_damages.yr', '=', cop.year)
    .where('cop_liquidated_damages.mo', '=', cop.month)
    .groupBy('cop_liquidated_damages.school_id')
    .execute();
  return new Map(rows.map((r) => [r.school_id, Number(r.amount ?? 0)]));
}

async function kpiEntries(db: Db, cop: CopRow): Promise<KpiEntry[]> {
  const rows = await db
    .selectFrom('cop_kpis')
    .select(['type', 'total_percentage'])
    .where('zone', '=', cop.zone)
    .where('year', '=', cop.year)
    .where('month', '=', cop.month)
    .execute();
  return rows.map((r) => ({ type: r.type, percent: Number(r.total_percentage) }));
}

/** The SOI-driven variation of a line that nobody typed over (DRAFT only). */
export const liveVariation = (
  soi: Map<string, { addition: number; omission: number }>,
  line: { school_id: number; category: string; variation_edited: number; addition: number; omission: number },
) =>
  line.variation_edited
    ? { addition: Number(line.addition), omission: Number(line.omission) }
    : (soi.get(key(line.school_id, line.category)) ?? { addition: 0, omission: 0 });

type Earlier = Awaited<ReturnType<typeof earlierClaims>>;
type Soi = Map<string, { addition: number; omission: number }>;
type StoredLine = Pick<
  CopLineTable,
  | 'school_id'
  | 'category'
  | 'contract_year'
  | 'contract_from'
  | 'contract_amount'
  | 'percent_bp'
  | 'variation_edited'
  | 'addition'
  | 'omission'
  | 'deduction'
>;

const earlierOf = (earlier: Earlier, l: StoredLine): EarlierClaims =>
  l.contract_year === null
    ? NO_EARLIER
    : (earlier.get(`${key(l.school_id, l.category)}|${l.contract_year}`) ?? NO_EARLIER);

/** A DRAFT line's figures: its inputs, the SOI variation unless typed over, and what earlier claims took. */
function draftFigures(cop: CopRow, l: StoredLine, before: EarlierClaims, soi: Soi): LineFigures {
  const variation = liveVariation(soi, l);
  return lineFigures(
    {
      category: l.category as CopCategory,
      contract: Number(l.contract_amount),
      monthOfYear: l.contract_from ? monthOfContractYear(l.contract_from, cop.year, cop.month) : 0,
      percent: l.percent_bp,
      addition: variation.addition,
      omission: variation.omission,
      deduction: Number(l.deduction),
    },
    before,
  );
}

/**
 * A new claim's lines with their first figures (instalments, the month's SOI), computed before they are written: later
 * months count on the stored figures.
 */
export async function firstFigures<L extends StoredLine>(db: Db, cop: CopRow, lines: L[]) {
  const [earlier, soi] = await Promise.all([earlierClaims(db, cop, COP_CATEGORIES), soiVariations(db, cop)]);
  return lines.map((l) => {
    const f = draftFigures(cop, l, earlierOf(earlier, l), soi);
    return {
      ...l,
      percent_bp: f.percent,
      addition: f.addition,
      omission: f.omission,
      monthly_claim: f.monthly,
      payment: f.payment,
    };
  });
}

/**
 * Computes the claim. `categories` limits the lines (a category tab); the cover always needs all of them. `claimDate`
 * overrides the stored one (the submit's date decides the GST).
 */
export async function computeClaim(
  db: Db,
  cop: CopRow,
  opts: { categories?: readonly CopCategory[]; claimDate?: string | null } = {},
): Promise<ComputedClaim> {
  const categories = opts.categories ?? COP_CATEGORIES;
  const draft = cop.status === 'DRAFT';
  const [stored, earlier, soi, ld, kpi] = await Promise.all([
    db
      .selectFrom('cop_lines')
      .innerJoin('schools', 'schools.id', 'cop_lines.school_id')
      .selectAll('cop_lines')
      .select(['schools.name as school_name', 'schools.school_type'])
      .where('cop_lines.cop_id', '=', cop.id)
      .where('cop_lines.category', 'in', categories)
      .orderBy('schools.school_type')
      .orderBy('schools.name')
      .orderBy('cop_lines.id')
      .execute(),
    earlierClaims(db, cop, categories),
    draft ? soiVariations(db, cop) : Promise.resolve(new Map()),
    draft ? liquidatedDamages(db, cop) : Promise.resolve(frozenLd(cop)),
    draft ? kpiEntries(db, cop) : Promise.resolve([]),
  ]);
  const previousByType = new Map<string, number>();
  const lines: ComputedLine[] = stored.map((l) => {
    const category = l.category as CopCategory;
    const before = earlierOf(earlier, l);
    let figures: LineFigures;
    if (draft) {
      figures = draftFigures(cop, l, before, soi);
    } else {
      figures = {
        contract: Number(l.contract_amount),
        percent: l.percent_bp,
        cumulativePercent: l.percent_bp === null ? null : before.percent + l.percent_bp,
        monthly: Number(l.monthly_claim),
        addition: Number(l.addition),
        omission: Number(l.omission),
        deduction: Number(l.deduction),
        payment: Number(l.payment),
        cumulativePayment: before.payment,
        cumulativeDeduction: before.deduction,
      };
    }
    const type = l.school_type || OTHER_TYPE;
    previousByType.set(type, (previousByType.get(type) ?? 0) + figures.cumulativePayment);
    return {
      id: l.id,
      school_id: l.school_id,
      school_name: l.school_name,
      school_type: type,
      category,
      contract_year: l.contract_year,
      reference: l.reference,
      variation_edited: !!l.variation_edited,
      figures,
    };
  });
  const totalMonth = lines.reduce((s, l) => s + l.figures.payment, 0);
  const ldTotal = [...ld.values()].reduce((s, v) => s + v, 0);
  const cover: CoverFigures = draft
    ? coverFigures({ totalMonth, kpi, liquidatedDamages: ldTotal, claimDate: opts.claimDate ?? cop.claim_date })
    : {
        totalMonth: Number(cop.total_month ?? totalMonth),
        kpiType: cop.kpi_type === 'DEDUCTION' ? 'DEDUCTION' : 'ADDITIONAL',
        kpiPercent: Number(cop.kpi_bp ?? 0),
        kpiAmount: Number(cop.kpi_amount ?? 0),
        liquidatedDamages: Number(cop.liquidated_damages ?? 0),
        subTotal: Number(cop.sub_total ?? 0),
        gstPercent: Number(cop.gst_percent ?? 0),
        gstAmount: Number(cop.gst_amount ?? 0),
        grandTotal: Number(cop.grand_total ?? 0),
      };
  return { lines, ldBySchool: ld, kpi, cover, previousByType };
}

function frozenLd(cop: CopRow): Map<number, number> {
  const parsed = cop.ld_by_school ? (JSON.parse(cop.ld_by_school) as Record<string, number>) : {};
  return new Map(Object.entries(parsed).map(([k, v]) => [Number(k), Number(v)]));
}

/** The SOI variations of the month, for the update's "did the user change it" test. */
export { soiVariations };
