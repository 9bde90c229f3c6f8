/** A school contract year as typed in the contract screen or an import file: dates in order, amounts in cents. */
import { isIsoDate } from '../../../domain/dates.js';
import { parseMoney } from '../../../domain/money.js';
import { CONTRACT_AMOUNTS, type ContractAmount } from '../../../domain/schoolContracts.js';

export { CONTRACT_AMOUNTS, type ContractAmount };

export type ContractIn = { contract_year: number; from_date?: string | null; to_date?: string | null } & Partial<
  Record<ContractAmount, number | string | null>
>;

export interface ContractValues extends Record<ContractAmount, number> {
  contract_year: number;
  from_date: string | null;
  to_date: string | null;
}

/** The stored values of one contract year and the message of each field that is wrong. */
export function readContract(c: ContractIn): { value: ContractValues; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const from = c.from_date || null;
  const to = c.to_date || null;
  if (from && !isIsoDate(from)) errors.from_date = 'The date must be in the format yyyy-MM-dd.';
  if (to && !isIsoDate(to)) errors.to_date = 'The date must be in the format yyyy-MM-dd.';
  if (from && to && isIsoDate(from) && isIsoDate(to) && from > to)
    errors.to_date = 'The to date must be a date after or equal to the from date.';
  const amounts = {} as Record<ContractAmount, number>;
  for (const a of CONTRACT_AMOUNTS) {
    const v = c[a];
    const parsed = v === undefined || v === null || v === '' ? 0 : parseMoney(v);
    const cents = parsed !== null && parsed >= 0 ? parsed : null;
    if (cents === null) errors[a] = 'The amount must be a number of at least 0 with at most 2 decimals.';
    amounts[a] = cents ?? 0;
  }
  return { value: { contract_year: c.contract_year, from_date: from, to_date: to, ...amounts }, errors };
}
