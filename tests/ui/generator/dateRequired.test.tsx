/**
 * A generated form's required date field shows the translated message, not react-admin's serialised key
 * (the SOI form's empty start date).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { copSoiSchema } from '../../../schemas/copSoi.js';
import { generateResource } from '../../../src/generator/generateResource.js';
import { Harness, memoryDataProvider } from '../resources/harness.js';

const soi = generateResource(copSoiSchema);
const Create = soi.create as ComponentType;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"message":"Not found"}', { status: 404 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a required date in a generated form', () => {
  it('says the field is required in words when the SOI start date is empty', async () => {
    const dp = memoryDataProvider({ 'cop/soi': [], 'settings/schools': [] });
    const { container } = render(
      <Harness dataProvider={dp} resource="cop/soi" path="/cop/soi/create">
        <Create />
      </Harness>,
    );
    const user = userEvent.setup({ delay: null });
    const start = await screen.findByRole('textbox', { name: /^Start date/ }, { timeout: 5000 });
    // Save is enabled once the form is dirty: type a date, then clear it again.
    await user.type(start, '2026-01-05');
    await user.clear(start);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    expect(container.textContent).not.toContain('@@react-admin@@');
    expect(container.textContent).not.toContain('caretaker.generator');
    const described = start.getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toMatch(/^This field is required\.?$/);
    expect(dp.calls.create).toHaveLength(0);
  });
});
