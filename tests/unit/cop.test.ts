/**
 * The COP money rules of domain/cop.ts, table by table (docs/cop.md has the same worked examples): instalments, the
 * percentage cap, this payment, cumulative figures, KPI and liquidated damages on the cover, GST by the claim date, and
 * the rounding edges (the spec's "third decimal above 4 rounds up").
 */
import { describe, expect, it } from 'vitest';
import {
  cappedPercent,
  copReference,
  coverFigures,
  instalment,
  lineFigures,
  monthOfContractYear,
  netKpi,
  nonNegative,
  totalLabel,
  type LineInput,
} from '../../domain/cop.js';
import { allowedCopActions, decideCop } from '../../domain/copWorkflow.js';

const line = (over: Partial<LineInput>): LineInput => ({
  category: 'general_r_and_r',
  contract: 0,
  monthOfYear: 1,
  percent: null,
  addition: null,
  omission: null,
  deduction: null,
  ...over,
});

describe('instalment of a lump-sum category', () => {
  it.each([
    // contract, month of year, earlier instalments -> this month
    [1_200_000, 1, 0, 100_000],
    [1_200_000, 11, 1_000_000, 100_000],
    [1_200_000, 12, 1_100_000, 100_000],
    [100_000, 1, 0, 8_333], // 8333.33… truncated (next digit 3)
    [100_007, 1, 0, 8_334], // 8333.9166… rounds up (next digit 9)
    [100_000, 12, 8_333 * 11, 100_000 - 8_333 * 11], // the twelfth month takes what is left: 8337
    [100_000, 5, 99_999, 1], // never more than is left
    [100_000, 5, 100_000, 0],
    [100_000, 13, 0, 0], // outside the contract year
    [100_000, 0, 0, 0],
  ])('contract %i, month %i, earlier %i -> %i', (contract, month, earlier, expected) => {
    expect(instalment(contract, month, earlier)).toBe(expected);
  });

  it('adds up to the contract exactly over twelve months', () => {
    for (const contract of [100_000, 99_999, 1_234_567, 7, 0]) {
      let paid = 0;
      for (let m = 1; m <= 12; m++) paid += instalment(contract, m, paid);
      expect(paid).toBe(contract);
    }
  });
});

describe('the final instalment absorbs the rounding only, never unclaimed months', () => {
  // Expectations worked by hand: 246,000.00 / 12 = 20,500.00 exactly; 100,000.00 / 12 = 8,333.333… -> 8,333.33 and the
  // twelfth month 100,000.00 - 11 x 8,333.33 = 8,333.37.
  it.each([
    // contract, month of year, earlier instalments of the year -> this month
    [24_600_000, 12, 0, 2_050_000], // Ang Mo Kio scheduled maintenance, December, no earlier claims: 20,500.00
    [24_600_000, 12, 2_050_000 * 11, 2_050_000], // the same after eleven claimed months
    [24_600_000, 12, 2_050_000 * 2, 2_050_000], // only two months claimed before: still one instalment
    [6_600_000, 12, 0, 550_000], // custodial 66,000.00 a year: 5,500.00
    [10_000_000, 12, 833_333 * 4, 833_337], // skipped months: the remainder of the rounding only
    [10_000_000, 12, 833_333 * 11, 833_337],
    [10_000_000, 7, 833_333 * 3, 833_333], // a month after skipped ones takes one instalment
  ])('contract %i, month %i, earlier %i -> %i', (contract, month, earlier, expected) => {
    expect(instalment(contract, month, earlier)).toBe(expected);
  });

  it('a contract year starting in April: December is its ninth month, March its twelfth', () => {
    const row = (year: number, month: number) =>
      lineFigures(
        line({
          category: 'schedule_maintenance',
          contract: 10_000_000,
          monthOfYear: monthOfContractYear('2026-04-01', year, month),
        }),
      ).monthly;
    expect(monthOfContractYear('2026-04-01', 2026, 12)).toBe(9);
    expect(row(2026, 12)).toBe(833_333);
    expect(monthOfContractYear('2027-04-01', 2028, 3)).toBe(12);
    expect(row(2027, 3)).toBe(833_337);
    // Before the first month and after the twelfth nothing is claimed on this contract year.
    expect(row(2026, 3)).toBe(0);
    expect(row(2027, 4)).toBe(0);
  });

  it('a year claimed in full adds up exactly to the annual amount (100,000.00)', () => {
    let paid = 0;
    const months: number[] = [];
    for (let m = 1; m <= 12; m++) {
      const f = lineFigures(line({ category: 'custodial_repairs', contract: 10_000_000, monthOfYear: m }), {
        monthly: paid,
        payment: paid,
        deduction: 0,
        percent: 0,
      });
      months.push(f.monthly);
      paid += f.monthly;
    }
    expect(months).toEqual([...Array<number>(11).fill(833_333), 833_337]);
    expect(paid).toBe(10_000_000);
  });

  it('a year starting mid-year with skipped months never bills the skipped ones', () => {
    // Contract year 2026-07 … 2027-06; claims only in July, August and the final June.
    const from = '2026-07-01';
    let paid = 0;
    const claimed: number[] = [];
    for (const [y, m] of [
      [2026, 7],
      [2026, 8],
      [2027, 6],
    ]) {
      const monthly = instalment(24_600_000, monthOfContractYear(from, y, m), paid);
      claimed.push(monthly);
      paid += monthly;
    }
    expect(claimed).toEqual([2_050_000, 2_050_000, 2_050_000]);
  });
});

describe('percentage of completion (general R&R)', () => {
  it.each([
    // asked, cumulative before -> allowed
    [3000, 0, 3000],
    [3000, 9000, 1000],
    [3000, 10000, 0],
    [-500, 0, 0],
    [null, 0, 0],
    [12000, 0, 10000],
    [1050, 8950, 1050],
  ])('asked %s with %i before -> %i', (asked, before, allowed) => {
    expect(cappedPercent(asked, before)).toBe(allowed);
  });

  it.each([
    // contract cents, percent bp -> monthly claim
    [1_000_000, 1250, 125_000],
    [333, 5000, 167], // 166.5 -> 167
    [333, 3333, 111], // 110.9889 -> 111
    [101, 1000, 10], // 10.1 -> 10
    [105, 1000, 11], // 10.5 -> 11 (next digit 5)
    [104, 1000, 10], // 10.4 -> 10
  ])('contract %i at %i bp -> %i', (contract, percent, monthly) => {
    expect(lineFigures(line({ contract, percent })).monthly).toBe(monthly);
  });
});

describe('this payment', () => {
  it.each([
    // addition, omission, deduction -> payment on a monthly claim of 100_000
    [0, 0, 0, 100_000],
    [10_010, 0, 0, 110_010],
    [10_010, 2_000, 725, 107_285],
    [-5, -5, -5, 100_000], // negatives are 0
    [null, null, null, 100_000],
    [0, 0, 150_000, -50_000], // a deduction may exceed the month
  ])('addition %s omission %s deduction %s -> %i', (addition, omission, deduction, payment) => {
    const f = lineFigures(line({ contract: 1_000_000, percent: 1000, addition, omission, deduction }));
    expect(f.monthly).toBe(100_000);
    expect(f.payment).toBe(payment);
  });

  it('carries what earlier claims of the year paid and took', () => {
    const f = lineFigures(line({ contract: 1_000_000, percent: 4000 }), {
      monthly: 700_000,
      payment: 690_000,
      deduction: 10_000,
      percent: 7000,
    });
    expect(f).toMatchObject({
      percent: 3000,
      cumulativePercent: 10000,
      monthly: 300_000,
      cumulativePayment: 690_000,
      cumulativeDeduction: 10_000,
    });
  });

  it('lump-sum categories ignore a percentage and pay the instalment', () => {
    const f = lineFigures(
      line({ category: 'schedule_maintenance', contract: 1_200_000, monthOfYear: 3, percent: 5000 }),
      {
        monthly: 200_000,
        payment: 0,
        deduction: 0,
        percent: 0,
      },
    );
    expect(f).toMatchObject({ percent: null, cumulativePercent: null, monthly: 100_000, payment: 100_000 });
  });

  it('treats negative or missing amounts as 0', () => {
    expect([nonNegative(-1), nonNegative(null), nonNegative(undefined), nonNegative(0), nonNegative(5)]).toEqual([
      0, 0, 0, 0, 5,
    ]);
  });
});

describe('cover', () => {
  it.each([
    // total, KPI entries, LD, claim date -> kpi amount, sub-total, GST %, GST, grand total
    [1_000_000, [{ type: 'ADDITIONAL', percent: 200 }], 0, '2027-03-31', 20_000, 1_020_000, 9, 91_800, 1_111_800],
    [1_000_000, [{ type: 'DEDUCTION', percent: 150 }], 25_000, '2027-03-31', -15_000, 960_000, 9, 86_400, 1_046_400],
    [1_000_000, [], 0, '2023-06-30', 0, 1_000_000, 8, 80_000, 1_080_000],
    [1_000_000, [], 0, '2022-12-31', 0, 1_000_000, 7, 70_000, 1_070_000],
    // Net KPI: an addition and a larger deduction in the same month deduct the difference.
    [
      1_000_000,
      [
        { type: 'ADDITIONAL', percent: 100 },
        { type: 'DEDUCTION', percent: 300 },
      ],
      0,
      '2027-01-31',
      -20_000,
      980_000,
      9,
      88_200,
      1_068_200,
    ],
    // GST rounding: 9 % of 150 cents is 13.5 -> 14.
    [150, [], 0, '2027-01-31', 0, 150, 9, 14, 164],
    // 9 % of 10_005 cents is 900.45 -> 900.
    [10_005, [], 0, '2027-01-31', 0, 10_005, 9, 900, 10_905],
  ])('total %i, KPI %j, LD %i on %s', (totalMonth, kpi, ld, date, kpiAmount, subTotal, gstPercent, gst, grand) => {
    const c = coverFigures({ totalMonth, kpi, liquidatedDamages: ld, claimDate: date });
    expect(c).toMatchObject({
      kpiAmount,
      subTotal,
      gstPercent,
      gstAmount: gst,
      grandTotal: grand,
      liquidatedDamages: ld,
    });
  });

  it('nets KPI entries into one type and percentage', () => {
    expect(netKpi([])).toEqual({ type: 'ADDITIONAL', percent: 0, sign: 1 });
    expect(netKpi([{ type: 'DEDUCTION', percent: 250 }])).toEqual({ type: 'DEDUCTION', percent: 250, sign: -1 });
  });
});

describe('names and months', () => {
  it('counts the month within the contract year and names the claim after its own month', () => {
    expect(monthOfContractYear('2027-01-01', 2027, 3)).toBe(3);
    expect(monthOfContractYear('2026-07-01', 2027, 6)).toBe(12);
    expect(monthOfContractYear('2026-07-01', 2027, 7)).toBe(13);
    expect(copReference('NORTH_EAST', 2027, 3)).toBe('COP-NORTH_EAST-202703');
    expect(totalLabel(2026, 11)).toBe('Total for the month of November 2026');
  });
});

describe('COP workflow', () => {
  it.each([
    ['update', 'TERM-CONTRACTOR', 'DRAFT', true],
    ['update', 'MA-QS', 'DRAFT', true],
    ['update', 'MANAGING-AGENT', 'DRAFT', 403],
    ['update', 'TERM-CONTRACTOR', 'PENDING', 409],
    ['sign_prepared', 'TERM-CONTRACTOR', 'DRAFT', true],
    ['sign_prepared', 'MANAGING-AGENT', 'DRAFT', 403],
    ['sign_checked', 'MANAGING-AGENT', 'DRAFT', true],
    ['sign_checked', 'MANAGING-AGENT', 'PENDING', 409],
    ['submit', 'TERM-CONTRACTOR', 'DRAFT', true],
    ['submit', 'ADMIN', 'DRAFT', 403],
    ['submit', 'TERM-CONTRACTOR', 'PENDING', 409],
  ] as const)('%s by %s on %s -> %s', (action, role, state, outcome) => {
    const d = decideCop(action, role, state);
    if (outcome === true) expect(d.ok).toBe(true);
    else expect(d).toMatchObject({ ok: false, code: outcome });
  });

  it('lists the actions a role has on a claim', () => {
    expect(allowedCopActions('TERM-CONTRACTOR', 'DRAFT')).toEqual(['update', 'sign_prepared', 'submit']);
    expect(allowedCopActions('MANAGING-AGENT', 'DRAFT')).toEqual(['sign_checked']);
    expect(allowedCopActions('TERM-CONTRACTOR', 'PENDING')).toEqual([]);
  });
});
