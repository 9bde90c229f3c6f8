import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, RecordContextProvider, TextInput } from 'react-admin';
import { ShowWhen, embeddedViaValue, matchesRule } from '../../../src/generator/index.js';
import { Harness, ROLES, memoryDataProvider } from '../resources/harness.js';

afterEach(cleanup);

describe('x-show-when', () => {
  it('matches values of the list, numbers and numeric strings alike, never empty values', () => {
    expect(matchesRule({ in: ['A', 'B'] }, 'B')).toBe(true);
    expect(matchesRule({ in: ['A', 'B'] }, 'C')).toBe(false);
    expect(matchesRule({ in: [3] }, '3')).toBe(true);
    expect(matchesRule({ in: ['A'] }, null)).toBe(false);
    expect(matchesRule({ in: ['A'] }, undefined)).toBe(false);
    expect(matchesRule({ in: [''] }, '')).toBe(false);
  });

  it("reads the referenced record's property from the embedded object while the value is unchanged", () => {
    const rule = { field: 'role_id', via: 'slug', in: ['TECHNICIAN'] };
    const record = { role_id: 3, role: { id: 3, slug: 'TECHNICIAN' } };
    expect(embeddedViaValue(record, rule, 3)).toBe('TECHNICIAN');
    expect(embeddedViaValue(record, rule, '3')).toBe('TECHNICIAN');
    expect(embeddedViaValue(record, rule, 2)).toBeUndefined();
    expect(embeddedViaValue(undefined, rule, 3)).toBeUndefined();
    expect(embeddedViaValue(record, { field: 'role_id', in: ['3'] }, 3)).toBeUndefined();
  });

  it('shows a field on a direct value match (useWatch)', async () => {
    const dp = memoryDataProvider({});
    render(
      <Harness dataProvider={dp} resource="things">
        <Form record={{ kind: 'a' }}>
          <TextInput source="kind" label="Kind" />
          <ShowWhen field="kind" in={['b']}>
            <TextInput source="extra" />
          </ShowWhen>
        </Form>
      </Harness>,
    );
    const kind = await screen.findByRole('textbox', { name: 'Kind' });
    expect(screen.queryByRole('textbox', { name: /extra/i })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.clear(kind);
    await user.type(kind, 'b');
    expect(await screen.findByRole('textbox', { name: /extra/i })).toBeInTheDocument();
  });

  it('looks the referenced record up (useGetOne) when the record does not embed it', async () => {
    const dp = memoryDataProvider({ 'settings/roles': [...ROLES] });
    render(
      <Harness dataProvider={dp} resource="settings/users">
        <RecordContextProvider value={{ id: 1, role_id: 2 }}>
          <Form>
            <ShowWhen field="role_id" via="slug" in={['OPERATIONS-MANAGER']} reference="settings/roles">
              <TextInput source="school_label" />
            </ShowWhen>
          </Form>
        </RecordContextProvider>
      </Harness>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /school/i })).toBeInTheDocument());
  });
});
