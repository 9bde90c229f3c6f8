/**
 * School contract rules shared by the edit screen and its tests: the work categories (the synthetic field
 * has its OWN amount — the old screen wired it to school_field by mistake), text <-> number conversion and
 * validation (amounts >= 0 with at most 2 decimals, from date not after to date, years 1..5 unique).
 */
import { CONTRACT_AMOUNTS } from '../../domain/schoolContracts.js';
import { formatAmount } from '../../src/format.js';

export const CONTRACT_YEARS = [1, 2, 3, 4, 5] as const;

export const AMOUNT_FIELDS = CONTRACT_AMOUNTS;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

export type ContractRecord = {
  contract_year: number;
  from_date: string | null;
  to_date: string | null;
} & Record<AmountField, number | null>;

export type ContractFormRow = {
  contract_year: number;
  from_date: string;
  to_date: string;
} & Record<AmountField, string>;

export interface ContractFormValues {
  contracts: ContractFormRow[];
}

export function toFormRow(c: Partial<ContractRecord> & { contract_year: number }): ContractFormRow {
  const row = {
    contract_year: c.contract_year,
    from_date: c.from_date ?? '',
    to_date: c.to_date ?? '',
  } as ContractFormRow;
  for (const f of AMOUNT_FIELDS) row[f] = formatAmount(c[f] ?? 0);
  return row;
}

export function toFormValues(contracts: ContractRecord[]): ContractFormValues {
  return { contracts: [...contracts].sort((a, b) => a.contract_year - b.contract_year).map(toFormRow) };
}

/** Dollars with at most 2 decimals from the typed text; '' counts as 0; null when invalid. */
export function amountOf(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return 0;
  const s = String(text).replace(/,/g, '').trim();
  if (s === '') return 0;
  if (validateAmount(s)) return null;
  return Math.round(Number(s) * 100) / 100;
}

/** Validation message key for an amount, or undefined. */
export function validateAmount(text: string): string | undefined {
  const s = String(text ?? '')
    .replace(/,/g, '')
    .trim();
  if (s === '') return undefined;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return 'caretaker.contracts.validation.amount';
  if (Number(s) < 0) return 'caretaker.contracts.validation.negative';
  if ((s.split('.')[1] ?? '').length > 2) return 'caretaker.contracts.validation.decimals';
  return undefined;
}

/** Message key when the to date is before the from date. */
export function validateDates(from: string, to: string): string | undefined {
  if (from && to && to < from) return 'caretaker.contracts.validation.date_order';
  return undefined;
}

export function nextYear(rows: { contract_year: number }[]): number | undefined {
  const used = new Set(rows.map((r) => r.contract_year));
  return CONTRACT_YEARS.find((y) => !used.has(y));
}

export function toPayload(schoolId: number | string, values: ContractFormValues) {
  return {
    school_id: Number(schoolId),
    contracts: values.contracts.map((row) => {
      const out: Record<string, unknown> = {
        contract_year: row.contract_year,
        from_date: row.from_date || null,
        to_date: row.to_date || null,
      };
      for (const f of AMOUNT_FIELDS) out[f] = amountOf(row[f]) ?? 0;
      return out as ContractRecord;
    }),
  };
}
