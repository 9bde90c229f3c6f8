/**
 * The list page of an area with hand-written routes, from its schema (`x-area-list`, schemas/resource.ts): title and
 * create button (by permission, and role when the schema names roles; to the create page or the area's dialog), the filter form with Search and Reset (preset
 * by the address's declared filters, kept for the return to the list), the
 * columns in `x-list` order (links, status chips, money, `x-display` paths; a header sorts when `x-sortable`), fewer
 * columns on a phone, the area's own toolbar buttons, where a row click goes, and the area's row menu, which reads the
 * server's `actions`. A new column or filter is one property of the schema.
 */
import { useMemo, useState, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import {
  DataTable,
  type DataTableProps,
  List,
  type ListProps,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { listColumnsOf, type AreaListSchema, type SchemaProperty } from '../../schemas/resource.js';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { statusColor } from '../../domain/statusColors.js';
import { formatDate, formatMoney } from '../format.js';
import { FilterDrawer } from '../layout/FilterDrawer.js';
import { usePhone } from '../layout/responsive.js';
import { useIdentity } from '../useIdentity.js';
import { useOwnSchool } from '../useOwnSchool.js';
import { humanize } from './inferFields.js';
import { NoRecords } from './parts.js';
import { ListPagination } from './pagination.js';
import { formFilters, SearchForm, useEnumLabel } from './SearchForm.js';
import { useAddressPreset } from './addressPreset.js';
import { PreviewRows } from './PreviewRows.js';
import type { ListPreviewDefinition } from '../layout/listPreviews.js';

export { addressFilters } from './addressPreset.js';

type Row = Record<string, unknown> & { id: number };

/**
 * A status as a chip coloured by domain/statusColors.ts, labelled by its translation (`prefix` + status, or + `label`
 * when the chip shows another value than the one that colours it).
 */
export function StatusChip({ status, prefix, label = status }: { status: string; prefix: string; label?: string }) {
  const translate = useTranslate();
  const c = statusColor(status);
  return (
    <Chip size="small" label={translate(`${prefix}${label}`, { _: label })} color={c === 'default' ? 'default' : c} />
  );
}

const at = (record: Row, path: string) =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), record);

/** What a cell shows: the first `x-display` path with a value, else the field itself. */
export const cellValue = (record: Row, field: string, p: SchemaProperty) => {
  for (const path of p['x-display'] ?? [field]) {
    const v = at(record, path);
    if (v !== null && v !== undefined && v !== '') return v;
  }
  return undefined;
};

function Cell({ field, p, route }: { field: string; p: SchemaProperty; route: string }) {
  const record = useRecordContext<Row>();
  const enumLabel = useEnumLabel(p);
  if (!record) return null;
  const v = cellValue(record, field, p);
  if (p['x-chip'] && v !== undefined) {
    const colour = p['x-chip-color'] ? at(record, p['x-chip-color']) : undefined;
    return <StatusChip status={String(colour ?? v)} label={String(v)} prefix={p['x-enum-i18n'] ?? ''} />;
  }
  const text =
    v === undefined
      ? ''
      : p['x-widget'] === 'money'
        ? formatMoney(Number(v))
        : p.format === 'date-time'
          ? formatDate(String(v))
          : p.format === 'date'
            ? String(v).slice(0, 10)
            : p.enum
              ? enumLabel(String(v))
              : String(v);
  if (p['x-link'])
    return (
      <MuiLink component={RouterLink} to={`${route}/${record.id}`} underline="hover">
        {text}
      </MuiLink>
    );
  return <>{text}</>;
}

/** The columns in `x-list` order; on a phone without those marked `x-phone: false`. */
export function areaColumns(schema: AreaListSchema, phone: boolean) {
  return listColumnsOf(schema.properties).filter(([, p]) => !(phone && p['x-phone'] === false));
}

function CreateButton({ schema, dialog }: { schema: AreaListSchema; dialog?: SchemaListProps['createDialog'] }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { role } = useIdentity();
  const [open, setOpen] = useState(false);
  const create = schema['x-area-list'].create;
  if (!create || !(Array.isArray(permissions) && permissions.includes(create.permission))) return null;
  if (create.roles && !create.roles.includes(role)) return null;
  if (dialog)
    return (
      <>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          {translate(create.label)}
        </Button>
        {open && dialog(() => setOpen(false))}
      </>
    );
  return (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      component={RouterLink}
      to={create.to ?? `${schema['x-area-list'].route}/create`}
    >
      {translate(create.label)}
    </Button>
  );
}

/**
 * The filters a list starts on: the caller's own school on the `x-own-school` filter (a list of one for a multiselect),
 * the list's `defaultFilter`, and its `defaultFilterWithoutOwnSchool` when there is no own school to start on.
 */
export function startingFilters(schema: AreaListSchema, ownSchoolId: number | null) {
  const list = schema['x-area-list'];
  const own = Object.entries(schema.properties).find(([, p]) => p['x-own-school']);
  const school = own && ownSchoolId ? String(ownSchoolId) : null;
  return {
    ...list.defaultFilter,
    ...(school
      ? { [own![0]]: own![1]['x-filter'] === 'multiselect' ? [school] : school }
      : list.defaultFilterWithoutOwnSchool),
  };
}

export interface SchemaListProps {
  schema: AreaListSchema;
  /** The area's row menu (it reads the record's `actions`); absent: no actions column. */
  rowActions?: ReactNode;
  /** Cells the area draws itself, by field (each reads its row from the record context), e.g. a live progress bar. */
  cells?: Partial<Record<string, ReactNode>>;
  /** react-admin's list query options, e.g. a `refetchInterval` while rows are still changing on the server. */
  queryOptions?: ListProps['queryOptions'];
  /**
   * Filters the list starts on that the page computes (this year's deliverables), over the schema's own; like those,
   * kept only until the user searches.
   */
  defaultFilter?: Readonly<Record<string, string | readonly string[]>>;
  /** The area's create dialog, which the create button opens instead of going to `<route>/create`. */
  createDialog?: (close: () => void) => ReactNode;
  /** The area's own buttons beside the create button (the FSR list's Import), each deciding itself who sees it. */
  actions?: ReactNode;
  /** Where a click on a row goes (react-admin's DataTable `rowClick`: 'edit', 'show' or a function); default nowhere. */
  rowClick?: DataTableProps['rowClick'];
  /** What the page shows between its title and the list: a sentence about it, a notice (a secret shown once). */
  intro?: ReactNode;
  /**
   * The list's early preview (custom-pages/<area>/listPreview.ts): the rows render in the background (DeferredRows)
   * and, until the first ones have, the preview's table shows them as the entry painted them.
   */
  preview?: ListPreviewDefinition;
}

export function SchemaList({
  schema,
  rowActions,
  cells,
  queryOptions,
  defaultFilter,
  createDialog,
  actions,
  rowClick,
  intro,
  preview,
}: SchemaListProps) {
  const translate = useTranslate();
  const phone = usePhone();
  const own = useOwnSchool();
  const list = schema['x-area-list'];
  const defaults = useMemo(
    () => ({ ...startingFilters(schema, own.schoolId), ...defaultFilter }),
    [schema, own.schoolId, defaultFilter],
  );
  const title = translate(list.title);
  const storeKey = list.storeKey ?? `${list.resource}.list`;
  const presetting = useAddressPreset(schema, storeKey);
  // the list reads its default filter once, when it mounts: an OM's school must be known by then
  if (own.isPending || presetting) return <CircularProgress sx={{ mt: 4 }} aria-label={translate('ra.page.loading')} />;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {actions}
          <CreateButton schema={schema} dialog={createDialog} />
        </Box>
      </Box>
      {intro}
      <List
        resource={list.resource}
        title={title}
        storeKey={storeKey}
        filterDefaultValues={defaults}
        filter={list.filter}
        sort={{ field: list.defaultSort.field, order: list.defaultSort.order }}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        actions={false}
        empty={false}
        exporter={false}
        disableSyncWithLocation
        queryOptions={queryOptions}
      >
        {/* a list without filters has no form: no Search and Reset, no Filters button on a phone */}
        {formFilters(schema).length > 0 && (
          <FilterDrawer>
            <SearchForm schema={schema} />
          </FilterDrawer>
        )}
        <PreviewRows preview={preview}>
          <DataTable rowClick={rowClick ?? false} bulkActionButtons={false} empty={<NoRecords />}>
            {areaColumns(schema, phone).map(([field, p]) => (
              <DataTable.Col
                key={field}
                source={field}
                label={translate(`${list.labels.columns}${field}`, { _: p.title ?? humanize(field) })}
                disableSort={!p['x-sortable']}
                align={p['x-widget'] === 'money' ? 'right' : undefined}
              >
                {cells?.[field] ?? <Cell field={field} p={p} route={list.route} />}
              </DataTable.Col>
            ))}
            {rowActions && (
              <DataTable.Col label={`${list.labels.columns}actions`} disableSort>
                {rowActions}
              </DataTable.Col>
            )}
          </DataTable>
        </PreviewRows>
      </List>
    </>
  );
}
