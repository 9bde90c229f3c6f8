/**
 * The claim form's figures, computed with the server's own functions (domain/claimMoney.ts): each quotation's claimed
 * rows and totals at its stored rates, the claim's sub total, GST and total. The server recomputes on save and refuses
 * a signed total that differs (409), so this is what the signer sees, not what is trusted.
 */
import { claimGstPercent, claimQuotation, claimTotals, type QuotationClaim } from '../../domain/claimMoney.js';
import { parsePercent } from '../../domain/money.js';
import { formatMoney } from '../../src/format.js';
import type { PricingSource } from './api.js';

export interface PricedPart {
  source: PricingSource;
  percentage: string;
  claim: QuotationClaim | null;
}

export const CLAIM_GST_BP = claimGstPercent({ configured: null });

export function priceParts(parts: { source: PricingSource; percentage: string }[]) {
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
              CLAIM_GST_BP,
            ),
    };
  });
  const totals = claimTotals(
    priced.filter((p): p is PricedPart & { claim: QuotationClaim } => p.claim !== null).map((p) => p.claim),
    CLAIM_GST_BP,
  );
  return { parts: priced, totals };
}

/** S$ 1,234.56 from cents. */
export const sgd = (cents: number) => formatMoney(cents / 100);
