/** A long form's rows mounted in slices: the first at once, every one shortly after, in order. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useRevealed } from '../../../src/components/useRevealed.js';

afterEach(cleanup);

function Rows({ total }: { total: number }) {
  const shown = useRevealed(total, 5, 10);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{`Row ${i + 1}`}</li>
      ))}
    </ul>
  );
}

describe('useRevealed', () => {
  it('renders the first rows at once and the rest in later tasks, until every row is there', async () => {
    render(<Rows total={42} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await screen.findByText('Row 42');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      Array.from({ length: 42 }, (_, i) => `Row ${i + 1}`),
    );
  });

  it('reveals rows added later too, and never more than there are', async () => {
    const { rerender } = render(<Rows total={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    rerender(<Rows total={30} />);
    await screen.findByText('Row 30');
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
  });
});
