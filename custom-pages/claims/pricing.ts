/**
 * The claim form's figures, computed with the server's own functions (domain/claimMoney.ts): each quotation's claimed
 * rows and totals at its stored rates, the claim's sub total, GST and total. The server recomputes on save and refuses
 * a signed total that differs (409), so this is what the signer sees, not what is trusted.
 */
import { claimGst, type ClaimGst } from '../../domain/claimGst.js';
import { claimQuotation, claimTotals, type QuotationClaim } from '../../domain/claimMoney.js';
import { parsePercent } from '../../domain/money.js';
import { formatMoney } from '../../src/format.js';
import type { PricingSource } from './api.js';

export interface PricedPart {
  source: PricingSource;
  percentage: string;
  claim: QuotationClaim | null;
}

/** The claim's GST from the picked quotations' completed WSO years and the configured value (as the server picks it). */
export function gstOfSources(sources: readonly PricingSource[]): ClaimGst {
  return claimGst({
    completedWsoYears: sources.flatMap((s) => s.completed_wso_years ?? []),
    configured: sources.find((s) => s.configured_gst_bp !== null)?.configured_gst_bp ?? null,
  });
}

export function priceParts(parts: { source: PricingSource; percentage: string }[]) {
  const gst = gstOfSources(parts.map((p) => p.source));
  const priced: PricedPart[] = parts.map((p) => {
    const bp = parsePercent(p.percentage);
    return {
      ...p,
      claim:
        bp === null || bp <= 0
          ? null
          : claimQuotation(
              p.source.items,
              { less_percent: p.source.less_percent_bp, star_rate_percent: p.source.star_rate_bp },
              bp,
              gst.percent,
              p.source.earlier,
            ),
    };
  });
  const totals = claimTotals(
    priced.filter((p): p is PricedPart & { claim: QuotationClaim } => p.claim !== null).map((p) => p.claim),
    gst.percent,
  );
  return { parts: priced, totals, gst };
}

/** S$ 1,234.56 from cents. */
export const sgd = (cents: number) => formatMoney(cents / 100);
