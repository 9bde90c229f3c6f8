/**
 * Which GST a claim charges, and why (spec part 2 §9: "For claims, default 8, otherwise the GST of the latest-year
 * completed WSO or a configured value"). The percent itself is `claimGstPercent` (claimMoney.ts); this adds where it
 * came from, so the form and the view can say "GST 9 % — from the WSO completed in 2026", and how that is stored
 * (`claims.gst_source`: 'wso:2026', 'configured' or 'default').
 */
import { claimGstPercent } from './claimMoney.js';
import { gstBasisPointsForYear, yearOf } from './gst.js';
import type { BasisPoints } from './money.js';

export type ClaimGstSource = { kind: 'wso'; year: number } | { kind: 'configured' } | { kind: 'default' };

export interface ClaimGst {
  percent: BasisPoints;
  source: ClaimGstSource;
}

/**
 * The claim's GST from the completion years of the claimed quotations' completed WSOs (any order, duplicates fine) and
 * the configured claim GST (basis points, null when not set). The WSO of the latest year wins; its GST is the
 * schedule's percent for that year (gst.ts).
 */
export function claimGst(sources: {
  completedWsoYears?: readonly (number | null)[];
  configured?: BasisPoints | null;
}): ClaimGst {
  const years = (sources.completedWsoYears ?? []).filter((y): y is number => typeof y === 'number' && y > 0);
  const latest = years.length ? Math.max(...years) : null;
  const wsoGst = latest === null ? null : gstBasisPointsForYear(latest);
  const percent = claimGstPercent({ latestCompletedWsoGst: wsoGst, configured: sources.configured ?? null });
  if (latest !== null && percent === wsoGst) return { percent, source: { kind: 'wso', year: latest } };
  if (sources.configured !== null && sources.configured !== undefined && percent === sources.configured)
    return { percent, source: { kind: 'configured' } };
  return { percent, source: { kind: 'default' } };
}

/** The year a completed WSO counts for: its completed date, else the date of its final approval. */
export function wsoCompletionYear(wso: { completed_on?: string | null; status_date?: string | null }): number | null {
  return yearOf(wso.completed_on) ?? yearOf(wso.status_date);
}

/** The stored form of a source: 'wso:2026', 'configured', 'default'. */
export function encodeGstSource(source: ClaimGstSource): string {
  return source.kind === 'wso' ? `wso:${source.year}` : source.kind;
}

/** A stored source read back; null (a claim stored before sources were kept) and anything unknown read as default. */
export function decodeGstSource(stored: string | null | undefined): ClaimGstSource {
  const wso = /^wso:(\d{4})$/.exec(stored ?? '');
  if (wso) return { kind: 'wso', year: Number(wso[1]) };
  return stored === 'configured' ? { kind: 'configured' } : { kind: 'default' };
}
