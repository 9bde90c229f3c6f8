import { CONTRACTORS, DESIGNATIONS, ZONES } from '../domain/constants.js';
import type { ResourceSchema } from './resource.js';

/** A user is active, or deactivated: kept with their records, unable to sign in. */
export const USER_STATUSES = ['active', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const userSchema = {
  $id: 'user',
  type: 'object',
  title: 'User',
  'x-resource': {
    route: 'settings/users',
    path: '/user',
    table: 'users',
    audit: true,
    icon: 'People',
    recordRepresentation: 'full_name',
    defaultSort: { field: 'full_name', order: 'ASC' },
    permissions: {
      list: 'user.view',
      show: 'user.view',
      create: 'user.create',
      update: 'user.edit',
      delete: 'user.delete',
    },
  },
  properties: {
    id: { type: 'integer', readOnly: true },
    full_name: {
      type: 'string',
      title: 'Name',
      minLength: 1,
      maxLength: 191,
      'x-list': 1,
      'x-filter': 'search',
      'x-sortable': true,
    },
    email: {
      type: 'string',
      title: 'Email',
      format: 'email',
      maxLength: 191,
      'x-list': 2,
      'x-filter': 'search',
      'x-unique': true,
      'x-sortable': true,
    },
    password: {
      type: 'string',
      title: 'Password',
      minLength: 12,
      maxLength: 128,
      'x-widget': 'password',
      'x-write-only': true,
    },
    designation: { type: ['string', 'null'], title: 'Designation', enum: [...DESIGNATIONS, null], 'x-list': 4 },
    mobile_no: { type: ['string', 'null'], title: 'Mobile number', pattern: '^[0-9+ ]{0,30}$' },
    role_id: {
      type: 'integer',
      title: 'Role',
      'x-list': 3,
      'x-filter': 'reference',
      'x-reference': { resource: 'settings/roles', display: 'name' },
    },
    school_id: {
      type: ['integer', 'null'],
      title: 'School',
      'x-reference': { resource: 'settings/schools', display: 'name' },
      'x-show-when': { field: 'role_id', via: 'slug', in: ['OPERATIONS-MANAGER'] },
    },
    contractor: {
      type: ['string', 'null'],
      title: 'Contractor',
      enum: [...CONTRACTORS, null],
      'x-list': 5,
      'x-filter': 'select',
      'x-show-when': {
        field: 'role_id',
        via: 'slug',
        in: ['TECHNICIAN', 'TERM-CONTRACTOR', 'TERM-CONTRACTOR-QS', 'HORTICULTURIST'],
      },
    },
    zone_in_charge: {
      type: 'array',
      title: 'Zone in charge',
      items: { type: 'string', enum: ZONES },
      uniqueItems: true,
      'x-widget': 'multiselect',
      'x-show-when': {
        field: 'role_id',
        via: 'slug',
        in: ['TECHNICIAN', 'TERM-CONTRACTOR', 'TERM-CONTRACTOR-QS', 'HORTICULTURIST', 'MANAGING-AGENT', 'SCD', 'MA-QS'],
      },
    },
    // Deactivated users keep their records but cannot sign in (docs/provisioning.md); set by the Deactivate action.
    status: {
      type: 'string',
      title: 'Status',
      enum: USER_STATUSES,
      readOnly: true,
      'x-list': 6,
      'x-filter': 'select',
      'x-chip': true,
      'x-enum-i18n': 'caretaker.users.status.',
    },
  },
  required: ['full_name', 'email', 'role_id'],
  additionalProperties: false,
} as const satisfies ResourceSchema & { properties: Record<string, { pattern?: string; uniqueItems?: boolean }> };
