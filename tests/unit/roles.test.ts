import { describe, expect, it } from 'vitest';
import { ROLE, ROLE_NAMES, ROLE_SLUGS, userFieldsForRole } from '../../domain/roles.js';

/** Spec part 1 §6, "Conditional fields in the user form", as a table: zone in charge, school, contractor. */
const EXPECTED: Record<string, [zone: boolean, school: boolean, contractor: boolean]> = {
  ADMIN: [false, false, false],
  'TERM-CONTRACTOR': [true, false, true],
  'TERM-CONTRACTOR-QS': [true, false, true],
  TECHNICIAN: [true, false, true],
  'OPERATIONS-MANAGER': [false, true, false],
  'MANAGING-AGENT': [true, false, false],
  'MA-QS': [true, false, false],
  SCD: [true, false, false],
  HORTICULTURIST: [true, false, true],
  'ARBORIST-SOUTH': [false, false, false],
  'ARBORIST-NORTH-EAST': [false, false, false],
  'MAINTENANCE-TEAM': [false, false, false],
  INVOICE_TEAM: [false, false, false],
};

describe('userFieldsForRole', () => {
  it('covers every role slug of the spec', () => {
    expect([...ROLE_SLUGS].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const slug of ROLE_SLUGS) expect(ROLE_NAMES[slug]).toBeTruthy();
  });

  it.each(Object.entries(EXPECTED))('%s', (slug, [zone, school, contractor]) => {
    expect(userFieldsForRole(slug)).toEqual({ zone_in_charge: zone, school_id: school, contractor });
  });

  it('gives no conditional field to an unknown, empty or missing role', () => {
    const none = { zone_in_charge: false, school_id: false, contractor: false };
    for (const slug of ['CUSTOM-ROLE', '', null, undefined, 'technician'])
      expect(userFieldsForRole(slug)).toEqual(none);
  });

  it('compares slugs exactly, including the odd INVOICE_TEAM underscore', () => {
    expect(ROLE.INVOICE_TEAM).toBe('INVOICE_TEAM');
    expect(ROLE.MA_QS).toBe('MA-QS');
  });
});
