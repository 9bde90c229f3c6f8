/** Reading a cell's text as the value a column holds, the way people type it in a spreadsheet. */
import { ZONES, type Zone } from '../../../domain/constants.js';
import { parseScaled } from '../../../domain/money.js';

/** 'North-east', 'north east', 'NORTH_EAST' -> NORTH_EAST; null when it is no zone. */
export function zoneOf(text: string): Zone | null {
  const code = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return (ZONES as readonly string[]).includes(code) ? (code as Zone) : null;
}

/** A list in one cell: 'NORTH; EAST', 'a@x.sg, b@x.sg' or one per line. */
export const listOf = (text: string): string[] =>
  text
    .split(/[;,|\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A number with at most `decimals` decimals, scaled ('31.5', 2 -> 3150); undefined when empty, null when invalid. */
export function scaledOf(text: string, decimals: number): number | null | undefined {
  if (text === '') return undefined;
  const v = parseScaled(text, decimals);
  const n = v === null ? NaN : Number(v);
  return Number.isSafeInteger(n) ? n : null;
}

export const decimalsMessage = (decimals: number) => `Must be a number with at most ${decimals} decimals.`;
export const tooLong = (max: number) => `May not be greater than ${max} characters.`;
