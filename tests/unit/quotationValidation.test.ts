import { describe, expect, it } from 'vitest';
import {
  type FieldErrors,
  duplicateSerialNumbers,
  isValid,
  isValidQuantity,
  sortItemsBySerial,
  validateClone,
  validateCustodialDiscount,
  validateHeader,
  validateInsertItem,
  validateInspectionFromQuotation,
  validateMaApproval,
  validateNote,
  validatePostApproval,
  validateQuotationForm,
  validateRemarks,
  validateReplaceItem,
  validateStarRate,
  validateUpdateAttachments,
  MAX_QUOTATION_TOTAL_CENTS,
  totalError,
} from '../../domain/quotationValidation.js';
import { priceRow } from '../../domain/pricing.js';

const REQ = 'This field is required';
const complete = {
  school_id: 3,
  date: '2024-02-01',
  job: 'Repair roof',
  trade: 'BLDG',
  job_type: ['project_work'],
  contacts: { tel: '61234567', attention: 'Principal' },
  quotation_items: [{ rate: '100', quantity: 1, serial_no: 1 }],
  prepare_signature: 'data:image/png;base64,AAA',
};

describe('quotation form (on touch)', () => {
  it('accepts a complete form, draft or submit', () => {
    expect(validateQuotationForm(complete, { submit: false })).toEqual({});
    expect(validateQuotationForm(complete, { submit: true, hasContractor: true })).toEqual({});
  });

  it('requires the header fields with the spec message', () => {
    expect(validateQuotationForm({ contacts: { tel: ' ' }, job_type: [] }, { submit: false })).toEqual({
      'contacts.tel': REQ,
      'contacts.attention': REQ,
      date: REQ,
      job: REQ,
      school_id: REQ,
      trade: REQ,
      job_type: REQ,
    });
  });

  it.each<[string, Record<string, unknown>, { submit: boolean; hasContractor?: boolean }, FieldErrors]>([
    [
      'no items on submit',
      { quotation_items: [] },
      { submit: true },
      { quotation_items: "Quotation items can't be empty" },
    ],
    [
      'only headers and notes on submit',
      { quotation_items: [{ hasHeader: true, header: 'H' }, { note: 'n' }] },
      { submit: true },
      { quotation_items: "Quotation items can't be empty" },
    ],
    ['no items on a draft is fine', { quotation_items: [] }, { submit: false }, {}],
    [
      'no signature on submit',
      { prepare_signature: '' },
      { submit: true },
      { prepare_signature: 'Please provide signature to proceed.' },
    ],
    ['no signature on a draft is fine', { prepare_signature: null }, { submit: false }, {}],
    [
      'user without a contractor',
      {},
      { submit: false, hasContractor: false },
      { contractor: 'Please contact administrator to give your account a contractor role.' },
    ],
    [
      'bad quantity',
      {
        quotation_items: [
          { rate: '1', quantity: '-1' },
          { rate: '1', quantity: '0.125' },
        ],
      },
      { submit: false },
      {
        'quotation_items.0.quantity': 'Quantity must be a number of at least 0 with up to 2 decimals',
        'quotation_items.1.quantity': 'Quantity must be a number of at least 0 with up to 2 decimals',
      },
    ],
  ])('%s', (_label, change, opts, errors) => {
    expect(validateQuotationForm({ ...complete, ...change }, opts)).toEqual(errors);
  });

  it.each<[unknown, boolean]>([
    ['', true],
    [null, true],
    ['0', true],
    [0, true],
    ['2.5', true],
    ['2.55', true],
    ['1,000', true],
    ['2.555', false],
    ['-0.01', false],
    ['abc', false],
  ])('quantity %j valid: %s', (value, ok) => {
    expect(isValidQuantity(value)).toBe(ok);
  });
});

describe('MA verification panel', () => {
  it.each<[Record<string, unknown>, FieldErrors]>([
    [{ status: 'VERIFIED', signature: 's' }, {}],
    [{ status: 'VERIFIED' }, { signature: 'Please provide signature to proceed.' }],
    [{ status: 'REJECTED' }, { status_remarks: REQ }],
    [{ status: 'REJECTED', status_remarks: 'Too high' }, {}],
    [{ status: 'ACKNOWLEDGE', signature: 's' }, { next_approval: REQ }],
    [{ status: 'ACKNOWLEDGE', signature: 's', next_approval: 12 }, {}],
    [{ signature: 's' }, { status: REQ }],
    [{ status: 'APPROVED', signature: 's' }, { status: 'Please choose one of the listed options' }],
  ])('%j -> %j', (payload, errors) => {
    expect(validateMaApproval(payload)).toEqual(errors);
  });
});

describe('post approval', () => {
  const approve = {
    status: 'APPROVED',
    document_type: 'EPO-EPI',
    source_fund: '95-5',
    supporting_documents: ['a.pdf'],
  };
  it.each<[Record<string, unknown>, boolean, FieldErrors]>([
    [approve, false, {}],
    [{ ...approve, epo_reference_no: '', epi_reference_no: '' }, false, {}],
    [{ status: 'REJECTED' }, false, {}],
    [{}, false, { status: REQ }],
    [
      { status: 'APPROVED' },
      false,
      {
        document_type: 'This field is required.',
        source_fund: REQ,
        supporting_documents: 'Please upload a file to proceed.',
      },
    ],
    [{ ...approve, supporting_documents: [] }, false, { supporting_documents: 'Please upload a file to proceed.' }],
    [{ ...approve, document_type: 'Invoice' }, false, { document_type: 'Please choose one of the listed options' }],
    [{ ...approve, source_fund: 'MOE' }, true, {}],
    [approve, true, { source_fund: 'Please choose one of the listed options' }],
  ])('%j (MOE-fund only %s) -> %j', (payload, moeFundOnly, errors) => {
    expect(validatePostApproval(payload, { moeFundOnly })).toEqual(errors);
  });
});

describe('modals', () => {
  it.each<[string, FieldErrors, FieldErrors]>([
    ['void/reject without remarks', validateRemarks({ remarks: '' }), { remarks: REQ }],
    ['void/reject with remarks', validateRemarks({ remarks: 'x' }), {}],
    ['clone', validateClone({}), { school_id: REQ, trade: REQ }],
    ['clone complete', validateClone({ school_id: 1, trade: 'HORTI' }), {}],
    [
      'discount',
      validateCustodialDiscount({ discount_application: 'all' }),
      { custodial_discount_quantity: REQ, custodial_discount_description: REQ },
    ],
    ['header', validateHeader({ header: '' }), { header: REQ }],
    ['note', validateNote({}), { note: REQ }],
    [
      'insert without anything',
      validateInsertItem({}),
      { position: 'This field is required.', fsr_item: 'Please select an FSR item to proceed' },
    ],
    [
      'insert with a bad position',
      validateInsertItem({ position: 'Left', fsr_item: { id: 1 } }),
      { position: 'Please choose one of the listed options' },
    ],
    ['insert complete', validateInsertItem({ position: 'Down', fsr_item: { id: 1 } }), {}],
    ['replace without an item', validateReplaceItem({}), { fsr_item: 'Please select an FSR item to proceed' }],
    [
      'inspection',
      validateInspectionFromQuotation({ members: [] }),
      { school_id: REQ, members: 'Select member(s) for this inspection' },
    ],
    ['inspection complete', validateInspectionFromQuotation({ school_id: 2, members: [4] }), {}],
    ['star rate empty', validateStarRate({}), { rate: REQ, unit: REQ }],
    ['star rate below 1', validateStarRate({ rate: '0.99', unit: 'm2' }), { rate: 'Rate must be at least 1' }],
    ['star rate with commas', validateStarRate({ rate: '1,000', unit: 'm2' }), {}],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toEqual(expected);
    expect(isValid(actual)).toBe(Object.keys(expected).length === 0);
  });
});

describe('update attachments', () => {
  it('requires file name; order and report only for non-PDF files', () => {
    expect(
      validateUpdateAttachments([
        { file_name: 'photo.jpg', mime: 'image/jpeg', additional_fields: { order: 1, report: true } },
        { file_name: '', mime: 'image/png', additional_fields: { report: false } },
        { file_name: 'quote.pdf', mime: 'application/pdf', additional_fields: null },
        { file_name: 'x.png', mime: 'image/png' },
      ]),
    ).toEqual({
      'attachments.1.file_name': 'This item is required',
      'attachments.1.order': 'This item is required',
      'attachments.3.order': 'This item is required',
      'attachments.3.report': 'This item is required',
    });
  });
});

describe('serial numbers', () => {
  const header = { hasHeader: true, header: 'Block A' };
  it('finds duplicates among priced rows only', () => {
    expect(
      duplicateSerialNumbers([
        { rate: 1, serial_no: 1 },
        { ...header, serial_no: 1 },
        { rate: 1, serial_no: '2' },
        { rate: 1, serial_no: 2 },
      ]),
    ).toEqual(['2']);
    expect(
      sortItemsBySerial([
        { rate: 1, serial_no: 3 },
        { rate: 1, serial_no: 3 },
      ]),
    ).toEqual({ error: 'Sequence numbers should be unique' });
  });

  it('sorts by serial, headers travel with the row below them', () => {
    const rows = [
      { rate: 1, serial_no: 3 },
      header,
      { rate: 1, serial_no: 1 },
      { rate: 1, serial_no: 2 },
      { rate: 1 },
      { note: 'tail' },
    ];
    const result = sortItemsBySerial(rows);
    expect(result).toEqual({
      message: 'Quotation items have been sorted.',
      items: [header, rows[2], rows[3], rows[0], rows[4], rows[5]],
    });
  });
});

/**
 * Minimum charge and quantity 0 (issue 8 §6, docs/pricing.md "Quantity 0 and the minimum charge"): a priced row at quantity 0
 * (or blank) may sit in a draft at 0.00, but is refused on submission, so no submitted amount is ever below its minimum.
 */
describe('quantity 0 and the minimum charge', () => {
  const row = (quantity: unknown) => ({ rate: '10', minimum: '50', quantity, serial_no: 1 });
  it.each<[unknown, boolean, number, FieldErrors]>([
    // quantity, submit, priced amount (cents), errors
    ['0', false, 0, {}],
    ['', false, 0, {}],
    ['0', true, 0, { 'quotation_items.0.quantity': 'Quantity must be greater than 0 to submit' }],
    ['', true, 0, { 'quotation_items.0.quantity': 'Quantity must be greater than 0 to submit' }],
    ['0.01', true, 5000, {}],
    ['2', true, 5000, {}],
    ['6', true, 6000, {}],
    ['-2', false, 0, { 'quotation_items.0.quantity': 'Quantity must be a number of at least 0 with up to 2 decimals' }],
    ['1000000', true, 1_000_000_000, {}],
    [
      '1000000.01',
      false,
      1_000_000_010,
      { 'quotation_items.0.quantity': 'Quantity may not be greater than 1,000,000' },
    ],
    ['99999999999', false, 0, { 'quotation_items.0.quantity': 'Quantity may not be greater than 1,000,000' }],
  ])('quantity %j (submit %s) prices %i cents with errors %j', (quantity, submit, amount, errors) => {
    expect(
      validateQuotationForm({ ...complete, quotation_items: [row(quantity)] }, { submit, hasContractor: true }),
    ).toEqual(errors);
    if (amount || quantity === '0' || quantity === '') expect(priceRow(row(quantity)).amount).toBe(amount);
  });

  it.each<[number, string | null]>([
    [MAX_QUOTATION_TOTAL_CENTS, null],
    [MAX_QUOTATION_TOTAL_CENTS + 1, 'A quotation may not total more than S$ 100,000,000.00'],
  ])('a total of %i cents: %s', (total, message) => {
    expect(totalError(total)).toBe(message);
  });
});
