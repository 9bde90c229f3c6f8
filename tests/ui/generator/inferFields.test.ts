import { describe, expect, it } from 'vitest';
import { auditLogSchema, permissionSchema, roleSchema, userSchema } from '../../../schemas/index.js';
import {
  filterFields,
  formFields,
  inferFields,
  inferType,
  listColumns,
  showFields,
  writableData,
} from '../../../src/generator/index.js';
import { formTransform } from '../../../src/generator/views.js';
import type { ChoiceItem, FieldDescriptor } from '../../../src/generator/types.js';
import { userFields } from '../../../custom-pages/users/fields.js';

// every field the tests name exists, and its choices where they read them
const bySource = (fields: FieldDescriptor[]) =>
  Object.fromEntries(fields.map((f) => [f.source, { ...f, choices: f.choices ?? [] }])) as Record<
    string,
    FieldDescriptor & { choices: ChoiceItem[] }
  >;

describe('inferFields', () => {
  it('infers the field types of the user schema', () => {
    const f = bySource(inferFields(userSchema));
    expect(f.full_name.type).toBe('string');
    expect(f.email.type).toBe('email');
    expect(f.password.type).toBe('password');
    expect(f.designation.type).toBe('select');
    expect(f.designation.choices).toContainEqual({ id: 'Operations manager', name: 'Operations manager' });
    expect(f.designation.choices.some((c) => c.id === null)).toBe(false);
    expect(f.designation.nullable).toBe(true);
    expect(f.role_id.type).toBe('reference');
    expect(f.role_id.reference).toEqual({ resource: 'settings/roles', display: 'name' });
    expect(f.zone_in_charge.type).toBe('multiselect');
    expect(f.zone_in_charge.choices.map((c) => c.id)).toEqual([
      'NORTH',
      'NORTH_EAST',
      'EAST',
      'SOUTH',
      'SOUTH_WEST',
      'WEST',
    ]);
    expect(f.contractor.type).toBe('select');
    expect(f.id.readOnly).toBe(true);
  });

  it('infers textarea, options-url select and plain types from the other schemas', () => {
    const p = bySource(inferFields(permissionSchema));
    expect(p.category.type).toBe('options');
    expect(p.category.optionsUrl).toBe('/permission/config');
    expect(p.description.type).toBe('textarea');
    expect(inferType({ type: 'boolean' })).toBe('boolean');
    expect(inferType({ type: 'integer' })).toBe('number');
    expect(inferType({ type: 'string', format: 'date' })).toBe('date');
  });

  it('reads required, lengths and patterns', () => {
    const f = bySource(inferFields(userSchema));
    expect(f.full_name.required).toBe(true);
    expect(f.email.required).toBe(true);
    expect(f.role_id.required).toBe(true);
    expect(f.password.required).toBe(false);
    expect(f.full_name.maxLength).toBe(191);
    expect(f.mobile_no.pattern).toBe('^[0-9+ ]{0,30}$');
    const r = bySource(inferFields(roleSchema));
    expect(r.name.required && r.slug.required).toBe(true);
    expect(r.description.required).toBe(false);
  });

  it('reads field conditions (x-show-when with via)', () => {
    const f = bySource(inferFields(userSchema));
    expect(f.school_id.showWhen).toEqual({ field: 'role_id', via: 'slug', in: ['OPERATIONS-MANAGER'] });
    expect(f.contractor.showWhen?.in).toEqual([
      'TECHNICIAN',
      'TERM-CONTRACTOR',
      'TERM-CONTRACTOR-QS',
      'HORTICULTURIST',
    ]);
    expect(f.zone_in_charge.showWhen?.in).toHaveLength(7);
    expect(f.full_name.showWhen).toBeUndefined();
  });

  it('applies overrides (users: school from /school?all=1, password required on create, mobile numeric)', () => {
    const f = bySource(userFields);
    expect(f.school_id.type).toBe('options');
    expect(f.school_id.optionsUrl).toBe('/school?all=1');
    expect(f.school_id.reference).toBeUndefined();
    expect(f.school_id.showWhen).toBeDefined();
    expect(f.password.requiredOnCreate).toBe(true);
    expect(f.mobile_no.type).toBe('tel');
  });

  it('selects list columns by x-list order, without write-only fields', () => {
    expect(listColumns(inferFields(userSchema)).map((c) => c.source)).toEqual([
      'full_name',
      'email',
      'role_id',
      'designation',
      'contractor',
      'status',
    ]);
    expect(listColumns(inferFields(auditLogSchema)).map((c) => c.source)).toEqual([
      'created_at',
      'actor_name',
      'action',
      'entity',
      'entity_id',
    ]);
  });

  it('lets the server column configuration decide order, labels and sorting', () => {
    const cols = listColumns(inferFields(userSchema), [
      { field: 'email', label: 'E-mail address', sortable: false },
      { field: 'full_name', label: 'Name' },
      { field: 'password' },
      { field: 'created_at', label: 'Created' },
    ]);
    expect(cols.map((c) => c.source)).toEqual(['email', 'full_name', 'created_at']);
    expect(cols[0].label).toBe('E-mail address');
    expect(cols[0].sortable).toBe(false);
    expect(cols[1].sortable).toBe(true);
    expect(cols[2].type).toBe('string');
  });

  it('keeps read-only fields out of forms and write-only fields out of show; filters from x-filter', () => {
    const fields = inferFields(userSchema);
    expect(formFields(fields).map((f) => f.source)).not.toContain('id');
    expect(formFields(fields).map((f) => f.source)).toContain('password');
    expect(showFields(fields).map((f) => f.source)).not.toContain('password');
    expect(filterFields(fields).map((f) => [f.source, f.filter])).toEqual([
      ['full_name', 'search'],
      ['email', 'search'],
      ['role_id', 'reference'],
      ['contractor', 'select'],
      ['status', 'select'],
    ]);
    // The status is set by the Deactivate action, never typed into the form.
    expect(formFields(fields).map((f) => f.source)).not.toContain('status');
    expect(formFields(inferFields(auditLogSchema))).toEqual([]);
  });

  it('sends only writable fields, drops an empty password and hidden conditional fields', () => {
    const data = {
      id: 9,
      full_name: 'A',
      email: 'a@b.c',
      role: { slug: 'ADMIN' },
      password: '',
      school_id: 3,
      contractor: 'SH',
      role_id: 1,
    };
    expect(writableData(userFields, data)).toEqual({
      full_name: 'A',
      email: 'a@b.c',
      password: '',
      school_id: 3,
      contractor: 'SH',
      role_id: 1,
    });
    const visibility = new Map([
      ['school_id', true],
      ['contractor', false],
    ]);
    expect(formTransform(userFields, visibility)(data)).toEqual({
      full_name: 'A',
      email: 'a@b.c',
      school_id: 3,
      role_id: 1,
    });
  });
});
