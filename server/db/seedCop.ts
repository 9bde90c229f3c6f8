/**
 * Demo school contracts (issue 16): every school gets four contract years from 2025 (the 48-month term of spec §9), with
 * an amount per work category that differs by school, so the COP has figures to claim from. Register entries (SOI, LD,
 * KPI) are left to the users; the claims themselves are generated (at start, for the current month) or created.
 */
import { COP_CATEGORIES, type CopCategory } from '../../domain/cop.js';
import { nowIso } from './columns.js';
import type { Db } from './index.js';

export const DEMO_CONTRACT_START_YEAR = 2025;
export const DEMO_CONTRACT_YEARS = 4;

/** The demo's annual amount (cents) of a category for the n-th school in a contract year: round dollars. */
export function demoContractAmount(schoolIndex: number, categoryIndex: number, contractYear: number): number {
  const base = [240000, 60000, 120000, 36000, 18000, 48000, 12000, 24000][categoryIndex];
  return (base + schoolIndex * 1200 + (contractYear - 1) * 2400) * 100;
}

export async function seedCop(db: Db): Promise<void> {
  if (await db.selectFrom('school_contracts').select('id').limit(1).executeTakeFirst()) return;
  const schools = await db.selectFrom('schools').select('id').orderBy('id').execute();
  const now = nowIso();
  const rows = schools.flatMap((s, i) =>
    Array.from({ length: DEMO_CONTRACT_YEARS }, (_, y) => ({
      school_id: s.id,
      contract_year: y + 1,
      from_date: `${DEMO_CONTRACT_START_YEAR + y}-01-01`,
      to_date: `${DEMO_CONTRACT_START_YEAR + y}-12-31`,
      ...(Object.fromEntries(COP_CATEGORIES.map((c, k) => [c, demoContractAmount(i, k, y + 1)])) as Record<
        CopCategory,
        number
      >),
      created_at: now,
      updated_at: now,
    })),
  );
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('school_contracts')
      .values(rows.slice(i, i + 100))
      .execute();
}
