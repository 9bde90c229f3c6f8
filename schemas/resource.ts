/**
 * The `x-` annotations a resource schema may carry. The server (validation, generic CRUD, column config,
 * OpenAPI) and the UI generator (list, filters, forms, show) both read them.
 */
import type { PermissionSlug } from '../domain/permissions.js';
export type FilterWidget = 'search' | 'select' | 'multiselect' | 'reference' | 'date' | 'boolean';
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
}

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
  /** Permission slugs of the catalogue (domain/permissions.ts): a typo fails to compile. */
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
] as const;

/** A schema module's export that describes a resource (has `x-resource` and an id): server and UI discover schemas by it. */
export const isResourceSchema = (v: unknown): v is ResourceSchema =>
  typeof v === 'object' &&
  v !== null &&
  'x-resource' in v &&
  !!(v as ResourceSchema)['x-resource'] &&
  typeof (v as ResourceSchema).$id === 'string';
