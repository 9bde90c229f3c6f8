/** Writes a computed claim's line figures back, so later months' cumulative figures and instalments count on them. */
import type { Db } from '../../db/index.js';
import type { ComputedClaim } from './compute.js';

export async function persistFigures(db: Db, computed: ComputedClaim, stored?: Map<number, StoredFigures>) {
  for (const l of computed.lines) {
    const f = l.figures;
    const next = {
      percent_bp: f.percent,
      addition: f.addition,
      omission: f.omission,
      monthly_claim: f.monthly,
      payment: f.payment,
    };
    const before = stored?.get(l.id);
    if (before && sameFigures(before, next)) continue;
    await db.updateTable('cop_lines').set(next).where('id', '=', l.id).execute();
  }
}

export interface StoredFigures {
  percent_bp: number | null;
  addition: number;
  omission: number;
  monthly_claim: number;
  payment: number;
}

const sameFigures = (a: StoredFigures, b: StoredFigures) =>
  (a.percent_bp ?? null) === (b.percent_bp ?? null) &&
  Number(a.addition) === b.addition &&
  Number(a.omission) === b.omission &&
  Number(a.monthly_claim) === b.monthly_claim &&
  Number(a.payment) === b.payment;

/** The lines' stored figures, to skip writing the unchanged ones. */
export async function storedFigures(db: Db, copId: number): Promise<Map<number, StoredFigures>> {
  const rows = await db
    .selectFrom('cop_lines')
    .select(['id', 'percent_bp', 'addition', 'omission', 'monthly_claim', 'payment'])
    .where('cop_id', '=', copId)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
