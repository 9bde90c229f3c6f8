/** A heavy screen's body mounts after its heading has been drawn; a body shown once before is there at once. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AfterPaint } from '../../../src/components/AfterPaint.js';

afterEach(cleanup);

function Screen({ id }: { id?: string }) {
  return (
    <>
      <h1>Heading</h1>
      <AfterPaint id={id}>
        <p>Body</p>
      </AfterPaint>
    </>
  );
}

describe('AfterPaint', () => {
  it('renders the heading first and the body in a later task', async () => {
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Heading' })).toBeInTheDocument();
    expect(screen.queryByText('Body')).toBeNull();
    expect(await screen.findByText('Body')).toBeInTheDocument();
  });

  it('shows a body drawn once before under the same name at once (no shrinking under the scroll position)', async () => {
    render(<Screen id="record-7" />);
    await screen.findByText('Body');
    cleanup();
    render(<Screen id="record-7" />);
    expect(screen.getByText('Body')).toBeInTheDocument();
    cleanup();
    render(<Screen id="record-8" />);
    expect(screen.queryByText('Body')).toBeNull();
    expect(await screen.findByText('Body')).toBeInTheDocument();
  });
});
