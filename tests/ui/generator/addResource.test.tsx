/**
 * The README's promise, screen side: the equipment fixture (a schema and a migration, nothing else; its API is
 * proven in tests/api/add-resource.test.ts) gets a working list and create form from the generator alone.
 */
import { msg } from '../../support/messages.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { equipmentSchema } from '../../fixtures/equipment/schemas/equipment.js';
import { generateResource } from '../../../src/generator/generateResource.js';
import { Harness, memoryDataProvider } from '../resources/harness.js';
import { resourceMenuMessages, resourceMessages } from '../../../src/i18n/en.js';
import { ICONS } from '../../../src/layout/icons.js';
import { formatDateTime } from '../../../src/format.js';

const equipment = generateResource(equipmentSchema);
const List = equipment.list as ComponentType;
const Create = equipment.create as ComponentType;
const ROUTE = equipmentSchema['x-resource'].route;

beforeEach(() => {
  // GET /api/config/equipment is not served here: the columns come from the schema alone.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"message":"Not found"}', { status: 404 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a resource added by schema only', () => {
  it('is a react-admin resource with every screen its permissions allow, Show following list, with its icon', () => {
    expect(equipment.name).toBe('settings/equipment');
    // The fixture names no `show` permission: whoever may list may open one record.
    expect(equipmentSchema['x-resource'].permissions).not.toHaveProperty('show');
    expect(equipment.list && equipment.create && equipment.edit && equipment.show).toBeTruthy();
    expect(equipment.recordRepresentation).toBe('name');
    expect(equipment.icon).toBe(ICONS.Build);
  });

  it('brings its own words: labels and the menu entry in French, German and Dutch from x-i18n', () => {
    const schemas = { [ROUTE]: equipmentSchema };
    const fr = resourceMessages({ names: {}, fields: {} }, 'fr', schemas);
    expect(msg(fr, ROUTE)).toEqual({
      name: 'Équipement |||| Équipements',
      fields: { name: 'Nom', serial_no: 'Numéro de série' },
    });
    expect(msg(resourceMessages(undefined, undefined, schemas), `${ROUTE}.fields.serial_no`)).toBe('Serial number');
    expect(resourceMenuMessages(undefined, schemas)).toEqual({ resource_equipment: 'Equipment' });
    expect(resourceMenuMessages('de', schemas)).toEqual({ resource_equipment: 'Anlagen' });
    expect(resourceMenuMessages('nl', schemas)).toEqual({ resource_equipment: 'Installaties' });
  });

  it('lists its x-list columns in order with its filters', async () => {
    const dp = memoryDataProvider({
      [ROUTE]: [{ id: 1, name: 'Fire pump', serial_no: 'FP-1', kind: 'PUMP', active: true, zones: ['NORTH'] }],
    });
    render(
      <Harness dataProvider={dp} resource={ROUTE}>
        <List />
      </Harness>,
    );
    expect(await screen.findByText('Fire pump', {}, { timeout: 5000 })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Name', 'Serial number', 'Kind', 'In service']);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(dp.calls.getList[0].params.sort).toEqual({ field: 'name', order: 'ASC' });
  });

  it('creates a record through its generated form, refusing it while required fields are empty', async () => {
    const dp = memoryDataProvider({ [ROUTE]: [] });
    render(
      <Harness dataProvider={dp} resource={ROUTE} path="/settings/equipment/create">
        <Create />
      </Harness>,
    );
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 });
    await user.type(name, 'Standby generator');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(2);
    expect(dp.calls.create).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Serial number/ }), 'GEN-7');
    await user.click(screen.getByRole('combobox', { name: /^Kind/ }));
    await user.click(await screen.findByRole('option', { name: /generator/i }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dp.calls.create).toHaveLength(1));
    // `active` was never touched: the schema's default (true) is what a new record starts with.
    expect(dp.calls.create[0].params.data).toMatchObject({
      name: 'Standby generator',
      serial_no: 'GEN-7',
      kind: 'GENERATOR',
      active: true,
    });
  });

  it('shows a date-time column as yyyy-MM-dd HH:mm', async () => {
    const stamped = generateResource({
      ...equipmentSchema,
      properties: {
        ...equipmentSchema.properties,
        serviced_at: { type: 'string', format: 'date-time', title: 'Serviced', 'x-list': 9 },
      },
    });
    const StampedList = stamped.list as ComponentType;
    const at = '2026-11-26T07:05:09.000Z';
    const dp = memoryDataProvider({
      [ROUTE]: [{ id: 1, name: 'Fire pump', serial_no: 'FP-1', kind: 'PUMP', active: true, serviced_at: at }],
    });
    render(
      <Harness dataProvider={dp} resource={ROUTE}>
        <StampedList />
      </Harness>,
    );
    expect(await screen.findByText(formatDateTime(at), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(formatDateTime(at)).toMatch(/^2026-11-2\d \d\d:05$/);
  });
});
