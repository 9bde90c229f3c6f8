import { describe, expect, it } from 'vitest';
import { CLAIM_MONEY_MSG } from '../../domain/claimMoney.js';
import {
  CLAIM_MSG,
  isValidDate,
  schoolRequired,
  singleQuotationOnly,
  validateClaimForm,
  validateClaimMaApproval,
  validateClaimPostApproval,
  validateInvoiceEdit,
  validatePaymentStatus,
} from '../../domain/claimValidation.js';

const valid = {
  source_fund: 'SCHOOL',
  trade: 'BLDG',
  school_id: 3,
  contacts: { tel: '6123', attention: 'Mr Tan', location: 'Block A' },
  date: '2026-03-01',
  job_type: [{ label: 'Repair', value: 'repair' }],
  job: 'Roof',
  date_of_site_measurement: '2026-02-27',
  claim_quotations: [{ quotation_id: 5, claim_percentage: '60' }],
  signature: 'data:image/png;base64,xx',
};

describe('validateClaimForm', () => {
  it('accepts a valid claim', () => {
    expect(validateClaimForm(valid)).toEqual({});
  });
  it.each([
    ['contacts.tel', { contacts: { attention: 'a', location: 'b' } }, CLAIM_MSG.required],
    ['source_fund', { source_fund: '' }, CLAIM_MSG.required],
    ['source_fund', { source_fund: 'CASH' }, CLAIM_MSG.invalidOption],
    ['trade', { trade: null }, CLAIM_MSG.required],
    ['job_type', { job_type: [] }, CLAIM_MSG.required],
    ['job', { job: ' ' }, CLAIM_MSG.required],
    ['date', { date: '2026-02-30' }, CLAIM_MSG.invalidDate],
    ['date_of_site_measurement', { date_of_site_measurement: 'x' }, CLAIM_MSG.invalidDate],
    ['date', { date: undefined }, CLAIM_MSG.required],
    ['school_id', { school_id: null }, CLAIM_MSG.required],
    ['claim_quotations', { claim_quotations: [] }, CLAIM_MSG.selectQuotation],
    ['signature', { signature: '' }, CLAIM_MSG.signatureMissing],
    [
      'claim_quotations.0.claim_percentage',
      { claim_quotations: [{ quotation_id: 5, claim_percentage: '0' }] },
      CLAIM_MONEY_MSG.updatePercentage,
    ],
    [
      'claim_quotations.0.claim_percentage',
      { claim_quotations: [{ quotation_id: 5 }] },
      CLAIM_MONEY_MSG.updatePercentage,
    ],
    [
      'claim_quotations.0.claim_percentage',
      { claim_quotations: [{ quotation_id: 5, claim_percentage: '100.01' }] },
      CLAIM_MONEY_MSG.aboveRemaining(10000),
    ],
    [
      'claim_quotations.0.claim_percentage',
      { claim_quotations: [{ quotation_id: 5, claim_percentage: '1.005' }] },
      CLAIM_MONEY_MSG.invalid,
    ],
    [
      'claim_quotations',
      {
        claim_quotations: [
          { quotation_id: 5, claim_percentage: 1 },
          { quotation_id: 6, claim_percentage: 1 },
        ],
      },
      CLAIM_MSG.oneQuotationOnly,
    ],
  ])('%s', (field, patch, message) => {
    expect(validateClaimForm({ ...valid, ...patch })[field]).toBe(message);
  });
  it('drafts need no signature', () => {
    expect(validateClaimForm({ ...valid, signature: null }, { draft: true })).toEqual({});
  });
  it('caps at the remaining percentage of this quotation', () => {
    const remaining = new Map([[5, 4000]]);
    expect(validateClaimForm(valid, { remaining })['claim_quotations.0.claim_percentage']).toBe(
      CLAIM_MONEY_MSG.aboveRemaining(4000),
    );
    expect(
      validateClaimForm({ ...valid, claim_quotations: [{ quotation_id: 5, claim_percentage: 40 }] }, { remaining }),
    ).toEqual({});
  });
  it('MOE needs zone and zone code, not a school', () => {
    const e = validateClaimForm({ ...valid, source_fund: 'MOE', school_id: null });
    expect(e).toEqual({ zone: CLAIM_MSG.required, zone_code: CLAIM_MSG.required });
  });
  it('95-5 with project work: no school needed, several quotations allowed, duplicates refused', () => {
    const v = {
      ...valid,
      source_fund: '95-5',
      school_id: null,
      job_type: ['project_work'],
      claim_quotations: [
        { quotation_id: 5, claim_percentage: 10 },
        { quotation_id: 6, claim_percentage: 20 },
        { quotation_id: 5, claim_percentage: 20 },
      ],
    };
    expect(validateClaimForm(v)).toEqual({ 'claim_quotations.2.quotation_id': CLAIM_MSG.duplicateQuotation });
  });
});

describe('fund rules table', () => {
  it.each([
    ['SCHOOL', [], true, true],
    ['SCHOOL', ['project_work'], true, true],
    ['MOE', [], false, true],
    ['MOE', ['project_work'], false, false],
    ['95-5', [], true, true],
    ['95-5', [{ value: 'project_work' }], false, false],
  ])('%s %j: school required %s, single quotation %s', (fund, jobType, school, single) => {
    expect(schoolRequired(fund, jobType)).toBe(school);
    expect(singleQuotationOnly(fund, jobType)).toBe(single);
  });
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    [20260101, false],
  ])('isValidDate(%s) = %s', (v, ok) => expect(isValidDate(v)).toBe(ok));
});

describe('modals', () => {
  it('MA approval', () => {
    expect(validateClaimMaApproval({ status: 'ENDORSED', signature: 's' })).toEqual({});
    expect(validateClaimMaApproval({ status: 'ENDORSED' })).toEqual({ signature: CLAIM_MSG.signatureMissing });
    expect(validateClaimMaApproval({ status: 'REJECTED' })).toEqual({ remarks: CLAIM_MSG.required });
    expect(validateClaimMaApproval({ status: 'MAYBE', signature: 's' })).toEqual({ status: CLAIM_MSG.invalidOption });
  });
  it('post approval', () => {
    expect(validateClaimPostApproval({ status: 'REJECTED' })).toEqual({});
    expect(validateClaimPostApproval({ status: 'APPROVED' })).toEqual({
      document_type: CLAIM_MSG.requiredStop,
      invoice_number: CLAIM_MSG.required,
      invoice_date: CLAIM_MSG.required,
      supporting_documents: CLAIM_MSG.uploadFile,
    });
    expect(
      validateClaimPostApproval({
        status: 'APPROVED',
        document_type: 'EPO-EPI',
        invoice_number: 'INV1',
        invoice_date: '2026-01-32',
        supporting_documents: [1],
      }),
    ).toEqual({ document_type: CLAIM_MSG.invalidOption, invoice_date: CLAIM_MSG.invalidDate });
  });
  it('payment status and invoice edit', () => {
    expect(validatePaymentStatus({ payment_status: 'YES', payment_amount: '1,234.50', remarks: 'ok' })).toEqual({});
    expect(validatePaymentStatus({ payment_status: 'NO', payment_amount: '1.234', remarks: '' })).toEqual({
      payment_status: CLAIM_MSG.invalidOption,
      payment_amount: CLAIM_MSG.invalidAmount,
      remarks: CLAIM_MSG.required,
    });
    expect(validateInvoiceEdit({})).toEqual({
      invoice_number: CLAIM_MSG.required,
      invoice_date: CLAIM_MSG.required,
      payment_amount: CLAIM_MSG.required,
    });
    expect(validateInvoiceEdit({ invoice_number: 'A', invoice_date: '2026-01-01', payment_amount: -1 })).toEqual({
      payment_amount: CLAIM_MSG.amountNotPositive,
    });
  });
  it.each([
    ['0', 10000, undefined, CLAIM_MSG.amountNotPositive],
    ['-0.01', 10000, undefined, CLAIM_MSG.amountNotPositive],
    ['0.01', 10000, undefined, null],
    ['100.00', 10000, undefined, null],
    ['100.01', 10000, undefined, CLAIM_MSG.amountAboveTotal],
    ['100.01', 10000, 'true', null],
    ['100.01', 10000, 'no', CLAIM_MSG.amountAboveTotal],
    ['74,140.00', 7414, undefined, CLAIM_MSG.amountAboveTotal],
    ['74,140.00', null, undefined, null],
    ['1.234', 10000, undefined, CLAIM_MSG.invalidAmount],
    ['', 10000, undefined, CLAIM_MSG.required],
  ])('payment amount %j against a total of %s cents (over-payment %s) -> %s', (amount, total, confirm, expected) => {
    const errors = validatePaymentStatus(
      { payment_status: 'YES', payment_amount: amount, remarks: 'ok', confirm_overpayment: confirm },
      total,
    );
    expect(errors.payment_amount ?? null).toBe(expected);
  });
});
