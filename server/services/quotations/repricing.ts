/**
 * A signature covers the figures stored (issue 8 §1, docs/pricing.md "Signed figures"). On a submission or an approval the
 * client sends the `total_amount` it showed; when the server's total differs, nothing is stored and the answer is 409 with the
 * server's figures and the rows whose schedule rate changed, so the form can show them re-priced for review before signing again.
 */
import type { FastifyReply } from 'fastify';
import { parseMoney } from '../../../domain/money.js';
import type { QuotationTotals } from '../../../domain/pricing.js';
import { presentQuotationTotals } from '../../../domain/pricingPresent.js';
import { QUOTATION_MSG } from '../../../domain/quotationValidation.js';
import { fieldString } from '../../lib/forms.js';
import { presentItem, type ItemRow, type RateChange } from './items.js';

/** Thrown inside the request's work (so uploaded files are discarded); answered as 409 by `answerFiguresChanged`. */
export class FiguresChanged extends Error {
  constructor(readonly body: { message: string; data: Record<string, unknown> }) {
    super(body.message);
  }
}

/** The total the client showed (`total_amount`, S$ with up to 2 decimals), or null when it sent none. */
export function shownTotal(fields: Record<string, unknown>): number | null {
  const text = fieldString(fields.total_amount);
  return text === null ? null : parseMoney(text);
}

/** Refuses a signature over figures that are not the ones the server stores. `rows`: the re-priced items, when there are any. */
export function requireShownTotal(
  shown: number | null,
  totals: QuotationTotals,
  rows: ItemRow[] | null,
  changes: RateChange[],
) {
  if (shown === null || shown === totals.total) return;
  throw new FiguresChanged({
    message: QUOTATION_MSG.ratesChanged,
    data: {
      ...presentQuotationTotals(totals),
      ...(rows ? { quotation_items: rows.map((r) => presentItem(r)) } : {}),
      changed_items: changes,
    },
  });
}

/** Runs `work`; a FiguresChanged becomes the 409 answer. */
export async function answerFiguresChanged<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof FiguresChanged) return reply.code(409).send(e.body);
    throw e;
  }
}
