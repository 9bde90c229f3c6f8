import { describe, expect, it } from 'vitest';
import {
  QUOTATION_MSG,
  custodialExceedsError,
  totalError,
  validateDiscountFor,
} from '../../domain/quotationValidation.js';

const EXCEEDS = QUOTATION_MSG.custodialExceedsItem;
const line = (quantity: unknown) => ({ quantity, item_description: 'Custodial' });

describe('custodialExceedsError: a row’s discounts are at most its amount', () => {
  it.each([
    ['84.00 with one unit (250)', { rate: '84', quantity: '1', subRows: [line(1)] }, EXCEEDS],
    ['250.00 with one unit', { rate: '250', quantity: '1', subRows: [line(1)] }, null],
    ['249.99 with one unit', { rate: '249.99', quantity: '1', subRows: [line(1)] }, EXCEEDS],
    ['500.00 with two lines of one', { rate: '500', quantity: '1', subRows: [line(1), line(1)] }, null],
    ['500.00 with 1 + 1.01 units', { rate: '500', quantity: '1', subRows: [line(1), line('1.01')] }, EXCEEDS],
    [
      'a minimum charge counts (180 minimum, 0.5 unit = 125)',
      { rate: '1', quantity: '1', minimum: '180', subRows: [line('0.5')] },
      null,
    ],
    ['no discount', { rate: '1', quantity: '1' }, null],
    ['a header row', { hasHeader: true, header: 'A', subRows: [line(1)] }, null],
  ])('%s', (_name, item, expected) => {
    expect(custodialExceedsError(item)).toBe(expected);
  });
});

describe('validateDiscountFor: the apply-discounts modal', () => {
  const items = [
    { rate: '1000', quantity: '1' },
    { rate: '84', quantity: '1' },
    { rate: '84', quantity: '1', is_star_rate: true },
  ];
  const discount = (quantity: unknown, application: 'selected_item' | 'all' = 'selected_item') => ({
    custodial_discount_quantity: quantity,
    custodial_discount_description: 'Custodial',
    discount_application: application,
  });
  it.each([
    ['4 units on a 1,000.00 item', discount(4), 0, {}],
    ['5 units on a 1,000.00 item', discount(5), 0, { custodial_discount_quantity: EXCEEDS }],
    ['1 unit on an 84.00 item', discount(1), 1, { custodial_discount_quantity: EXCEEDS }],
    [
      '1 unit on all: the 84.00 item cannot take it',
      discount(1, 'all'),
      undefined,
      { custodial_discount_quantity: EXCEEDS },
    ],
    ['0.3 unit on all (75.00): fits every non-star item', discount('0.3', 'all'), undefined, {}],
    ['a negative quantity', discount('-1'), 0, { custodial_discount_quantity: QUOTATION_MSG.quantityInvalid }],
    ['no quantity', discount(''), 0, { custodial_discount_quantity: QUOTATION_MSG.required }],
  ])('%s', (_name, d, index, expected) => {
    expect(validateDiscountFor(items, d, index)).toEqual(expected);
  });
});

describe('totalError: never negative, never above S$ 100 million', () => {
  it.each([
    [-1, QUOTATION_MSG.negativeTotal],
    [0, null],
    [10_000_000_000, null],
    [10_000_000_001, QUOTATION_MSG.totalTooLarge],
  ])('%i cents', (cents, expected) => {
    expect(totalError(cents)).toBe(expected);
  });
});
