/**
 * School contract screen: Year 1..5 blocks with S$ amounts, 'No school contract for {school}', validation
 * (amounts >= 0 with at most 2 decimals, from date not after to date) and the save body — the synthetic
 * field is sent as its own value, not school_field's.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractEdit, ContractForm } from '../../../custom-pages/schools/ContractEdit.js';
import {
  amountOf,
  nextYear,
  toPayload,
  validateAmount,
  validateDates,
  type ContractRecord,
} from '../../../custom-pages/schools/contract.js';
import { formatMoney } from '../../../src/format.js';
import { Harness, testDataProvider } from './harness.js';

const year = (contract_year: number, extra: Partial<ContractRecord> = {}): ContractRecord => ({
  contract_year,
  from_date: '2024-01-01',
  to_date: '2024-12-31',
  schedule_maintenance: 1234.56,
  general_r_and_r: 0,
  custodial_repairs: 10,
  school_field: 500,
  synthetic_field: 750.25,
  landscape_exclude_school_field: 0,
  landscape_pond: 0,
  landscape_garden: 99.9,
  ...extra,
});

afterEach(cleanup);

describe('contract rules', () => {
  it('validates amounts and dates and builds the save body', () => {
    expect(validateAmount('1,234.56')).toBeUndefined();
    expect(validateAmount('')).toBeUndefined();
    expect(validateAmount('-1')).toBe('caretaker.contracts.validation.negative');
    expect(validateAmount('1.234')).toBe('caretaker.contracts.validation.decimals');
    expect(validateAmount('abc')).toBe('caretaker.contracts.validation.amount');
    expect(validateDates('2024-02-01', '2024-01-01')).toBe('caretaker.contracts.validation.date_order');
    expect(validateDates('2024-01-01', '2024-01-01')).toBeUndefined();
    expect(amountOf('1,234.50')).toBe(1234.5);
    expect(amountOf('0.1')).toBe(0.1);
    expect(nextYear([{ contract_year: 1 }, { contract_year: 3 }])).toBe(2);
    expect(nextYear([1, 2, 3, 4, 5].map((y) => ({ contract_year: y })))).toBeUndefined();
    const body = toPayload('7', {
      contracts: [
        {
          contract_year: 1,
          from_date: '',
          to_date: '',
          schedule_maintenance: '1,000.10',
          general_r_and_r: '',
          custodial_repairs: '0',
          school_field: '5',
          synthetic_field: '6.5',
          landscape_exclude_school_field: '',
          landscape_pond: '',
          landscape_garden: '',
        },
      ],
    });
    expect(body).toEqual({
      school_id: 7,
      contracts: [
        {
          contract_year: 1,
          from_date: null,
          to_date: null,
          schedule_maintenance: 1000.1,
          general_r_and_r: 0,
          custodial_repairs: 0,
          school_field: 5,
          synthetic_field: 6.5,
          landscape_exclude_school_field: 0,
          landscape_pond: 0,
          landscape_garden: 0,
        },
      ],
    });
    expect(formatMoney(1234.5)).toBe('S$ 1,234.50');
  });
});

describe('ContractForm', () => {
  it("says 'No school contract for {school}' and adds Year 1", async () => {
    render(
      <Harness>
        <ContractForm schoolId="3" school="Alpha Primary" contracts={[]} readOnly={false} onSaved={() => undefined} />
      </Harness>,
    );
    expect(await screen.findByText('No school contract for Alpha Primary')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Year 1' }));
    expect(await screen.findByRole('region', { name: 'Year 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Year 2' })).toBeInTheDocument();
  });

  it('shows one block per year with amounts as S$ with 2 decimals, the synthetic field its own value', async () => {
    render(
      <Harness>
        <ContractForm
          schoolId="3"
          school="Alpha"
          contracts={[year(2), year(1, { synthetic_field: 42 })]}
          readOnly={false}
          onSaved={() => undefined}
        />
      </Harness>,
    );
    const blocks = await screen.findAllByRole('region', { name: /^Year \d$/ });
    expect(blocks.map((b) => b.getAttribute('aria-label'))).toEqual(['Year 1', 'Year 2']);
    const y1 = within(blocks[0]);
    expect(y1.getByLabelText('Schedule maintenance')).toHaveValue('1,234.56');
    expect(y1.getByLabelText('School field')).toHaveValue('500.00');
    expect(y1.getByLabelText('Synthetic field')).toHaveValue('42.00');
    expect(within(blocks[1]).getByLabelText('Synthetic field')).toHaveValue('750.25');
    expect(y1.getByLabelText('From date')).toHaveValue('2024-01-01');
    expect(y1.getAllByText('S$').length).toBe(8);
    expect(screen.getByRole('button', { name: 'Add Year 3' })).toBeInTheDocument();
  });

  it('refuses a negative amount, 3 decimals and a to date before the from date, and sends nothing', async () => {
    const send = vi.fn(async () => ({ message: 'School contract updated' }));
    render(
      <Harness dataProvider={testDataProvider(send)}>
        <ContractForm schoolId="3" school="Alpha" contracts={[year(1)]} readOnly={false} onSaved={() => undefined} />
      </Harness>,
    );
    const block = within(await screen.findByRole('region', { name: 'Year 1' }));
    fireEvent.change(block.getByLabelText('Custodial repairs'), { target: { value: '-5' } });
    fireEvent.change(block.getByLabelText('Landscape pond'), { target: { value: '1.234' } });
    fireEvent.change(block.getByLabelText('To date'), { target: { value: '2023-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The amount cannot be negative')).toBeInTheDocument();
    expect(screen.getByText('At most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('The to date must not be before the from date')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("saves every year with numbers and shows 'School contract updated'", async () => {
    const send = vi.fn(async () => ({ message: 'School contract updated' }));
    const onSaved = vi.fn();
    render(
      <Harness dataProvider={testDataProvider(send)}>
        <ContractForm schoolId="3" school="Alpha" contracts={[year(1)]} readOnly={false} onSaved={onSaved} />
      </Harness>,
    );
    const block = within(await screen.findByRole('region', { name: 'Year 1' }));
    const synthetic = block.getByLabelText('Synthetic field');
    fireEvent.change(synthetic, { target: { value: '2500.5' } });
    fireEvent.blur(synthetic);
    expect(synthetic).toHaveValue('2,500.50');
    fireEvent.click(screen.getByRole('button', { name: 'Add Year 2' }));
    const y2 = within(await screen.findByRole('region', { name: 'Year 2' }));
    fireEvent.change(y2.getByLabelText('From date'), { target: { value: '2025-01-01' } });
    fireEvent.change(y2.getByLabelText('To date'), { target: { value: '2025-12-31' } });
    fireEvent.change(y2.getByLabelText('School field'), { target: { value: '1,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const call = (
      send.mock.calls[0] as unknown as [
        { method: string; path: string; body: { school_id: number; contracts: Record<string, unknown>[] } },
      ]
    )[0];
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/school-contracts/update');
    expect(call.body.school_id).toBe(3);
    expect(call.body.contracts).toHaveLength(2);
    expect(call.body.contracts[0]).toMatchObject({
      contract_year: 1,
      school_field: 500,
      synthetic_field: 2500.5,
      schedule_maintenance: 1234.56,
    });
    expect(call.body.contracts[1]).toMatchObject({
      contract_year: 2,
      from_date: '2025-01-01',
      to_date: '2025-12-31',
      school_field: 1000,
      synthetic_field: 0,
    });
    expect(await screen.findByText('School contract updated')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
  });

  it('loads the contracts of the school in the route', async () => {
    const send = vi.fn(async ({ path }: { path: string }) =>
      path === '/school-contracts/9' ? { data: { school: { id: 9, name: 'Beta Secondary' }, contracts: [] } } : {},
    );
    render(
      <Harness
        dataProvider={testDataProvider(send)}
        path="/settings/schools/contract/9"
        route="/settings/schools/contract/:id"
        permissions={['school-contract.view', 'school-contract.edit']}
      >
        <ContractEdit />
      </Harness>,
    );
    expect(await screen.findByText('No school contract for Beta Secondary')).toBeInTheDocument();
  });
});
