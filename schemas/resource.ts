/**
 * The `x-` annotations a resource schema may carry. The server (validation, generic CRUD, column config,
 * OpenAPI) and the UI generator (list, filters, forms, show) both read them.
 */
import type { PermissionSlug } from '../domain/permissions.js';
export type FilterWidget = 'search' | 'select' | 'multiselect' | 'reference' | 'date' | 'daterange' | 'boolean';
export type InputWidget =
  | 'text'
  | 'textarea'
  | 'email'
  | 'password'
  | 'number'
  | 'money'
  | 'date'
  | 'select'
  | 'multiselect'
  | 'reference'
  | 'boolean'
  | 'signature'
  | 'files';

export interface FieldAnnotations {
  /** Shown as a list column (true, or the column order). */
  'x-list'?: boolean | number;
  /** Offered as a list filter, with its widget; `search` filters with a case-insensitive contains. */
  'x-filter'?: FilterWidget;
  /** Input widget; inferred from type/format/enum when absent. */
  'x-widget'?: InputWidget;
  /** A reference to another resource: the value is that resource's id. */
  'x-reference'?: { resource: string; display: string };
  /** Options loaded from an API path (answers `{ data: string[] | {id,name}[] }`). */
  'x-options-url'?: string;
  /** Unique in its table: the server answers 422 with the field's message on a clash. */
  'x-unique'?: boolean;
  /** Shown only when another field has one of these values (Directus-style field condition). */
  'x-show-when'?: { field: string; in: readonly (string | number)[]; via?: string };
  /** Never sent back to clients (e.g. password hashes). */
  'x-write-only'?: boolean;
  /** The field's label in the other interface languages (English is `title`). */
  'x-i18n'?: Translations;
  /** Column is sortable. */
  'x-sortable'?: boolean;
  /**
   * A date filter's comparison: `gte` keeps rows on or after the value, `lte` on or before (default: equal). Rows without
   * a value do not match a range.
   */
  'x-filter-op'?: 'gte' | 'lte';
  /**
   * Row scoping by this field (server/lib/scope.ts): `school` (a school id) or `zone`. The list shows only rows in the
   * caller's scope, a row outside it answers 404, and a write naming a value outside it answers 422.
   */
  'x-scope'?: 'school' | 'zone';
  /**
   * Exact decimals: the API's number is stored as an integer scaled by 10^n (money, `x-widget: 'money'`, is 2: cents).
   * More decimals than n answer 422.
   */
  'x-decimals'?: number;
  /** English labels of enum values (shown in selects and list cells instead of the stored value). */
  'x-enum-labels'?: Record<string, string>;
  /** The i18n key prefix of the enum values' labels in every interface language (`caretaker.claims.status.`). */
  'x-enum-i18n'?: string;
  /** A `daterange` filter's two query parameters, on or after and on or before (e.g. `['start_date', 'end_date']`). */
  'x-filter-range'?: readonly [string, string];
  /** The table column a filter compares, or a sort orders by, when the API field is not one (the API's `school` is `school_id`). */
  'x-column'?: string;
  /** What a list cell shows: the first record path with a value (`['current_status', 'status']`, `['school.name']`). */
  'x-display'?: readonly string[];
  /** The list cell is a status chip, coloured by domain/statusColors.ts. */
  'x-chip'?: boolean;
  /** The list cell links to the record's page (`<list route>/<id>`). */
  'x-link'?: boolean;
  /** `false`: the column is left out on a phone (the essential columns stay). */
  'x-phone'?: boolean;
  /** `false`: an API filter the page's filter form does not offer. */
  'x-filter-form'?: boolean;
  /** A school filter an operations manager's list starts on their own school (spec part 2 §2). */
  'x-own-school'?: boolean;
  /** A filter the page's form offers to these roles only (the WSO zone filter is the administrator's, spec part 2 §2). */
  'x-filter-roles'?: readonly string[];
  /** The values a `select` of an enum offers on the form when fewer than the API accepts. */
  'x-filter-options'?: readonly string[];
  /** A chip coloured by this record path rather than by the value it shows (a WSO's `status`, shown as `display_status`). */
  'x-chip-color'?: string;
  /** A filter's hint inside its empty input (an i18n key), shown instead of a label ('Search school'). */
  'x-placeholder'?: string;
  /**
   * Values a link's address may name that stand for several of the filter's (a dashboard's `status=PENDING` for both
   * waiting states, `['PENDING_TC', 'PENDING_MA']`); the list opens filtered by those.
   */
  'x-address-values'?: Readonly<Record<string, readonly string[]>>;
  /** A `daterange` filter's address parameters that name a month (yyyy-MM): the list opens on its first to last day. */
  'x-address-month'?: readonly string[];
  /** A filter the form does not offer (`x-filter-form: false`) shown, while set (by a link), as a chip that removes it. */
  'x-filter-chip'?: boolean;
}

/**
 * The list of an area with hand-written routes and pages (claims, WSO…), owned by a schema. Unlike `x-resource` it
 * is not discovered: no generic CRUD, no generated screens. The area's list route reads its filters, sorts and column
 * config from it (server/lib/crud.ts listRecords) and its page renders it (src/generator/SchemaList.tsx).
 */
export interface AreaListAnnotation {
  /** The list page's client route (e.g. `/works-order/claims`); a record's page is `<route>/<id>`. */
  route: string;
  /** API path under /api. */
  path: string;
  /** react-admin resource name the list's data provider calls use. */
  resource: string;
  /** Database table. */
  table: string;
  /**
   * The list's order; `then` orders the rows that share the first field (newest month first, its zones by name), before
   * the id tie-break. Only the first field is a sort the list's address names.
   */
  defaultSort: { field: string; order: 'ASC' | 'DESC'; then?: { field: string; order: 'ASC' | 'DESC' } };
  /** The i18n key of the page's title. */
  title: string;
  /** i18n key prefixes: a column's label is `columns + field`, a filter's `filters + query parameter`. */
  labels: { columns: string; filters: string };
  permissions: { list: PermissionSlug };
  /**
   * The create button: for holders of the permission, and only these roles when given (spec: 'only for term contractor');
   * it leads to `to` when given (the FSR's '/works-order/fsr/add'), else to `<route>/create`.
   */
  create?: { permission: PermissionSlug; roles?: readonly string[]; label: string; to?: string };
  /** The key react-admin keeps the list's parameters under (default `<resource>.list`): two lists of one resource keep theirs apart. */
  storeKey?: string;
  /** A filter every request of this list carries and its form does not offer (a list's fixed variant: pending only). */
  filter?: Readonly<Record<string, string | readonly string[]>>;
  /** Address parameters a link may name for a filter's query parameter (a dashboard's `school` for `school_id`). */
  address?: Readonly<Record<string, string>>;
  /** The filters the list starts on (its own school's, `x-own-school`, besides them). */
  defaultFilter?: Readonly<Record<string, string | readonly string[]>>;
  /** …and these as well when the caller has no own school to start on (e.g. 'created by me'). */
  defaultFilterWithoutOwnSchool?: Readonly<Record<string, string | readonly string[]>>;
  /** The filters apply as they change, without Search and Reset buttons; a date once it names a day that exists. */
  liveFilters?: boolean;
}

export interface AreaListSchema {
  $id: string;
  type: 'object';
  title?: string;
  'x-area-list': AreaListAnnotation;
  properties: Record<string, SchemaProperty>;
}

/**
 * A list's columns in order: the properties with `x-list`, by its number (`true`: after the numbered ones), the schema's
 * order among equals. The one rule for `GET /config/<entity>` (server/lib/schemaRegistry.ts) and the pages.
 */
export function listColumnsOf(properties: Record<string, SchemaProperty>): [string, SchemaProperty][] {
  const order = (p: SchemaProperty) => (p['x-list'] === true ? LAST_COLUMN : Number(p['x-list']));
  return Object.entries(properties)
    .filter(([, p]) => p['x-list'] !== undefined && p['x-list'] !== false)
    .sort(([, a], [, b]) => order(a) - order(b));
}
export const LAST_COLUMN = 1000;

/** The query parameters of a field's filter: a date range has two, on or after and on or before. */
export const filterParameters = (field: string, p: SchemaProperty): readonly string[] =>
  p['x-filter'] === 'daterange' ? (p['x-filter-range'] ?? [`${field}_from`, `${field}_to`]) : [field];

/** The table and default order of a list, whether a generic resource's or an area's. */
export const listTableOf = (schema: ResourceSchema | AreaListSchema) =>
  'x-area-list' in schema ? schema['x-area-list'] : schema['x-resource'];

/** A message in English and the other interface languages. */
export type ResourceMessage = { en: string } & Translations;

/** A text in the interface languages besides English. */
export interface Translations {
  fr?: string;
  de?: string;
  nl?: string;
}

export interface ResourceAnnotation {
  /** react-admin resource name and client route (e.g. `settings/permissions`). */
  route: string;
  /** API path under /api (e.g. `/permission`). */
  path: string;
  /** Database table. */
  table: string;
  /** Generic CRUD is mounted by the server for this schema. */
  generic?: boolean;
  /** Changes are written to the audit log. */
  audit?: boolean;
  /** A MUI icon name (as the menu's: 'Build', 'Folder'…), used in the sidebar and by react-admin. */
  icon?: string;
  /**
   * The resource's sidebar entry: under the group with this menu key (e.g. 'menu.settings'; top level when absent),
   * at position `order` among its entries (last when absent). Without `menu` the resource has no sidebar entry.
   */
  menu?: {
    group?: string;
    order?: number;
    /** The English label; the plural of `title` when absent. */ title?: string;
  };
  recordRepresentation?: string;
  /** HTTP methods of the update route (default PUT and PATCH; the spec's Laravel-style forms POST to `{path}/{id}`). */
  updateVia?: readonly ('put' | 'patch' | 'post')[];
  /** Success messages in the interface languages (default 'Successfully created <title>'). */
  messages?: { created?: ResourceMessage; updated?: ResourceMessage; deleted?: ResourceMessage };
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /**
   * Permission slugs of the catalogue (domain/permissions.ts): a typo fails to compile. A resource of its own (what
   * `npm run new:resource` writes) names its own area with `ownPermissions`.
   */
  permissions: {
    list: PermissionSlug;
    show?: PermissionSlug;
    create?: PermissionSlug;
    update?: PermissionSlug;
    delete?: PermissionSlug;
  };
}

export type SchemaProperty = {
  type: string | readonly string[];
  title?: string;
  format?: string;
  enum?: readonly (string | number | null)[];
  items?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  readOnly?: boolean;
  default?: unknown;
} & FieldAnnotations;

export interface ResourceSchema {
  $id: string;
  type: 'object';
  title?: string;
  /** The resource's name in the other interface languages ('Singular |||| Plural' or one form). */
  'x-i18n'?: Translations;
  'x-resource': ResourceAnnotation;
  properties: Record<string, SchemaProperty>;
  required?: readonly string[];
  additionalProperties?: boolean;
}

/** Keywords ajv must accept (they carry UI/server metadata, not validation). */
export const ANNOTATION_KEYWORDS = [
  'x-resource',
  'x-list',
  'x-filter',
  'x-widget',
  'x-reference',
  'x-options-url',
  'x-scope',
  'x-filter-op',
  'x-decimals',
  'x-enum-labels',
  'x-unique',
  'x-show-when',
  'x-write-only',
  'x-sortable',
  'x-i18n',
  'x-enum-i18n',
  'x-filter-range',
  'x-column',
  'x-display',
  'x-chip',
  'x-link',
  'x-phone',
  'x-filter-form',
  'x-own-school',
  'x-filter-roles',
  'x-filter-options',
  'x-chip-color',
  'x-placeholder',
] as const;

/** A schema module's export that describes a resource (has `x-resource` and an id): server and UI discover schemas by it. */
export const isResourceSchema = (v: unknown): v is ResourceSchema =>
  typeof v === 'object' &&
  v !== null &&
  'x-resource' in v &&
  !!(v as ResourceSchema)['x-resource'] &&
  typeof (v as ResourceSchema).$id === 'string';

/**
 * The permissions of a resource with an area of its own (`<area>.view`, `.create`, `.edit`, `.delete`), outside the
 * static catalogue: its migration adds them to the permissions table and grants them to the administrator
 * (server/db/permissionGrants.ts `resourcePermissions`), so nobody else may use the resource until a role is given them.
 */
export function ownPermissions(area: string): ResourceAnnotation['permissions'] {
  // The catalogue's type lists the built-in areas only; these slugs exist once the resource's migration has run.
  const slug = (action: string) => `${area}.${action}` as PermissionSlug;
  return { list: slug('view'), create: slug('create'), update: slug('edit'), delete: slug('delete') };
}

/**
 * The school column of a workflow list (claims, WSO): second, filtered by a pick of the schools, an operations manager's
 * list starting on their own school, the cell showing the school's name.
 */
export const SCHOOL_COLUMN = {
  type: 'integer',
  title: 'School',
  'x-list': 2,
  'x-filter': 'select',
  'x-column': 'school_id',
  'x-options-url': '/school?all=1',
  'x-own-school': true,
  'x-display': ['school.name'],
} as const satisfies SchemaProperty;
