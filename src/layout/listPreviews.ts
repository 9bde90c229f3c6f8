/**
 * List pages whose first rows the entry paints before react-admin has loaded (ListPreview.tsx). An area declares
 * one in `custom-pages/<area>/listPreview.ts` (`export const listPreview`): the page's address, the resource and API
 * path, the list's default sort and page size, its columns and their texts in each language. The entry asks for the
 * rows the list itself will ask for (same address, same session: earlyAnswers.ts hands the answer over), and the
 * skeleton shows them while the shell loads — on a slow phone, seconds before the list could. The list renders
 * its data table from the same columns, so the two agree.
 */
import { askEarly } from '../earlyAnswers.js';
import { apiUrl } from '../http.js';
import { listQuery } from '../listQuery.js';

/** How a cell shows its value: text, a link to the record, a status badge, an amount in S$, the row's actions. */
export type PreviewCellKind = 'text' | 'link' | 'status' | 'money' | 'actions';

export interface PreviewColumn<Row> {
  /** The column's heading in the texts, and its class name. */
  key: string;
  /** react-admin's source (the data table's column and sort field); none for the actions. */
  source?: string;
  kind: PreviewCellKind;
  // a method, not a function property: a column of quotations is then a column of preview rows too
  value?(row: Row): string | number | null | undefined;
  sortable?: boolean;
  align?: 'right';
  /** Shown from 768 px on: below, the essential columns only (spec part 2 §9). */
  wide?: boolean;
}

export interface ListPreviewTexts {
  title: string;
  columns: Record<string, string>;
  status: Record<string, string>;
}

export interface ListPreviewDefinition<Row = PreviewRow> {
  /** The page's address. */
  path: string;
  /** react-admin's resource: its stored list parameters are the reader's last sort, page and filters. */
  resource: string;
  apiPath: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  columns: readonly PreviewColumn<Row>[];
  texts: Record<string, ListPreviewTexts>;
  /** Who sees the list's create button beside its title (a permission, and these roles when given). */
  create?: { permission: string; roles?: readonly string[] };
}

export type PreviewRow = { id: number | string } & Record<string, unknown>;

const modules = import.meta.glob('../../custom-pages/*/listPreview.ts', { eager: true }) as Record<
  string,
  { listPreview?: ListPreviewDefinition }
>;
const PREVIEWS = Object.values(modules).flatMap((m) => (m.listPreview ? [m.listPreview] : []));

/** The list page at `pathname` that has a preview. */
export function previewAt(pathname: string): ListPreviewDefinition | undefined {
  const path = pathname.replace(/\/+$/, '');
  return PREVIEWS.find((p) => p.path === path);
}

interface StoredListParams {
  sort?: string;
  order?: string;
  page?: number | string;
  perPage?: number | string;
  filter?: Record<string, unknown>;
}

/**
 * The address the list will ask for its first rows: react-admin's stored parameters for the resource when the
 * reader has changed them (its `useListParams` prefers them to the defaults), else the list's defaults. Null when
 * the page's own address carries parameters (a dashboard's `?status=…`): only the list reads those.
 */
export function earlyListUrl(def: ListPreviewDefinition, search: string, storage: Storage): string | null {
  if (search && search !== '?') return null;
  let stored: StoredListParams | null = null;
  try {
    stored = JSON.parse(storage.getItem(`RaStore.${def.resource}.listParams`) ?? 'null') as StoredListParams | null;
  } catch {
    stored = null;
  }
  const custom = !!stored && (!!stored.sort || Object.keys(stored.filter ?? {}).length > 0 || !!stored.perPage);
  const params = custom ? stored! : {};
  return apiUrl(
    def.apiPath,
    listQuery({
      pagination: { page: Number(params.page ?? 1), perPage: Number(params.perPage ?? def.perPage) },
      sort: {
        field: params.sort ?? def.sort.field,
        order: params.order === 'ASC' ? 'ASC' : params.order ? 'DESC' : def.sort.order,
      },
      filter: params.filter ?? {},
    }),
  );
}

let early: { path: string; rows: Promise<PreviewRow[] | null> } | null = null;

/**
 * Asks for the first rows of the list page the address opens (once per page load); resolves to them, or to null
 * when the page has no preview, the answer failed or the reader is signed out.
 */
export function prefetchListPreview(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<PreviewRow[] | null> {
  if (early?.path === location.pathname) return early.rows;
  const def = previewAt(location.pathname);
  const url = def ? earlyListUrl(def, location.search, localStorage) : null;
  const answer = url ? askEarly(url) : null;
  const rows = answer
    ? answer
        // the list reads the answer itself: this reads a copy
        .then((res) => (res.ok ? (res.clone().json() as Promise<{ data?: unknown }>) : null))
        .then((body) => (Array.isArray(body?.data) ? (body.data as PreviewRow[]) : null))
        .catch(() => null)
    : Promise.resolve(null);
  early = { path: location.pathname, rows };
  return rows;
}
