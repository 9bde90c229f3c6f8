import { describe, expect, it } from 'vitest';
import { toRow, withDefaults } from '../../server/lib/crud.js';
import { equipmentSchema } from '../fixtures/equipment/schemas/equipment.js';

describe('a new record of a generic resource', () => {
  it("takes the schema's default for a writable field the body leaves out, never over a value sent", () => {
    expect(withDefaults(equipmentSchema, { name: 'Pump' })).toMatchObject({ name: 'Pump', active: true });
    expect(withDefaults(equipmentSchema, { name: 'Pump', active: false })).toMatchObject({ active: false });
    // Stored as the table holds flags.
    expect(toRow(equipmentSchema, withDefaults(equipmentSchema, { name: 'Pump' }))).toMatchObject({ active: 1 });
  });

  it('gives read-only fields nothing', () => {
    const out = withDefaults(
      {
        ...equipmentSchema,
        properties: { ...equipmentSchema.properties, id: { type: 'integer', readOnly: true, default: 7 } },
      },
      {},
    );
    expect(out).not.toHaveProperty('id');
  });
});
