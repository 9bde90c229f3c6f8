/**
 * A signature on a COP covers the figures it was given on (issue 31: signed = stored). Each signer's digest of the
 * claim's figures is kept when they sign; a signature whose digest differs from the figures now — rows updated, or an
 * SOI, liquidated damage or KPI entry that flows into the draft — is void: it is not shown, and submit refuses a
 * certification of other figures (409). The claim date and its GST are not part of it: they are given at submit.
 */
import { createHash } from 'node:crypto';
import type { ComputedClaim } from './compute.js';
import type { CopRow } from './repository.js';

export type Signer = 'prepare' | 'check';

/** The figures a signer vouches for, in a fixed order: every line, the month's damages per school, the KPI and totals. */
export function figuresDigest(c: ComputedClaim): string {
  const lines = [...c.lines]
    .sort((a, b) => a.id - b.id)
    .map((l) => {
      const f = l.figures;
      return [
        l.id,
        f.contract,
        f.percent,
        f.cumulativePercent,
        f.monthly,
        f.addition,
        f.omission,
        f.deduction,
        f.payment,
        f.cumulativePayment,
        f.cumulativeDeduction,
      ];
    });
  const ld = [...c.ldBySchool].sort((a, b) => a[0] - b[0]);
  const k = c.cover;
  const cover = [k.totalMonth, k.kpiType, k.kpiPercent, k.kpiAmount, k.liquidatedDamages, k.subTotal];
  return createHash('sha256').update(JSON.stringify({ lines, ld, cover })).digest('hex');
}

/** Whether the signer's signature stands for these figures (no digest: signed before digests were kept, void). */
export const signatureHolds = (row: CopRow, who: Signer, digest: string) =>
  row[`${who}_signature_id`] !== null && row[`${who}_figures`] === digest;

/** The columns that remove a signer's signature from the claim. */
export const clearedSignature = (who: Signer) => ({
  [`${who}_signature_id`]: null,
  [`${who}_user_id`]: null,
  [`${who}_name`]: null,
  [`${who}_details`]: null,
  [`${who}_options`]: null,
  [`${who}_signed_at`]: null,
  [`${who}_figures`]: null,
});

/**
 * The claim as its readers may trust it: a DRAFT's signatures that no longer cover its figures are left out. A PENDING
 * claim's figures were frozen at submit against a current certification, so it is shown as stored.
 */
export function withCurrentSignatures(row: CopRow, c: ComputedClaim): CopRow {
  if (row.status !== 'DRAFT') return row;
  const digest = figuresDigest(c);
  let out = row;
  for (const who of ['prepare', 'check'] as const)
    if (row[`${who}_signature_id`] !== null && !signatureHolds(row, who, digest))
      out = { ...out, ...clearedSignature(who) } as CopRow;
  return out;
}
