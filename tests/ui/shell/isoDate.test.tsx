import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/i18n/index.js';
import { IsoDateField } from '../../../src/components/date/index.js';

function Harness({ initial = '', onPick }: { initial?: string; onPick?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AdminContext i18nProvider={i18nProvider}>
      <IsoDateField label="Start date" value={value} onChange={setValue} onPick={onPick} />
      <output data-testid="value">{value}</output>
    </AdminContext>
  );
}

describe('IsoDateField', () => {
  it('shows and takes yyyy-MM-dd whatever the browser locale', async () => {
    render(<Harness initial="2026-11-22" />);
    const input = await screen.findByRole('textbox', { name: 'Start date' });
    expect(input).toHaveValue('2026-11-22');
    expect(input).toHaveAttribute('placeholder', 'yyyy-MM-dd');
  });

  it('flags a date that does not exist', async () => {
    render(<Harness />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Start date' }), { target: { value: '2026-02-30' } });
    expect(screen.getByText('Must be a valid date')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Start date' }), { target: { value: '2026-02-28' } });
    expect(screen.queryByText('Must be a valid date')).toBeNull();
  });

  it('takes a date picked from the calendar and reports the pick', async () => {
    const onPick = vi.fn();
    const { container } = render(<Harness onPick={onPick} />);
    await screen.findByRole('button', { name: 'Choose a date' });
    fireEvent.change(container.querySelector('input[type="date"]')!, { target: { value: '2027-01-15' } });
    expect(screen.getByTestId('value')).toHaveTextContent('2027-01-15');
    expect(onPick).toHaveBeenCalledWith('2027-01-15');
  });
});
