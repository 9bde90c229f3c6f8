/**
 * Descriptors -> react-admin screens. `makeViews` closes over one schema and returns the List, Create,
 * Edit and Show components plus the pieces (inputs, form) hand-written screens may reuse.
 */
import { cloneElement, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box } from '@mui/material';
import {
  Create,
  DataTable,
  Edit,
  List,
  Show,
  SimpleForm,
  SimpleShowLayout,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { ResourceSchema } from '../../schemas/resource.js';
import { SEARCH_DEBOUNCE_MS, DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { api } from '../http.js';
import { usePhone } from '../layout/responsive.js';
import {
  filterFields,
  formFields,
  humanize,
  inferFields,
  listColumns,
  showFields,
  writableData,
} from './inferFields.js';
import { filterMap, inputSpec, listFieldMap, showFieldMap } from './maps.js';
import { ListPagination } from './pagination.js';
import {
  Breadcrumbs,
  FormToolbar,
  ListTopToolbar,
  NoRecords,
  RowActions,
  listWithoutFilter,
  useRecordQueryOptions,
  useRowClick,
} from './parts.js';
import { renderSpec } from './spec.js';
import { FieldVisibilityContext, type FieldVisibility } from './ShowWhen.js';
import type { FieldDescriptor, FieldOverrides, FormMode, ServerColumn } from './types.js';

/** Column definitions of `GET /api/config/{schema $id}`; undefined until loaded or when unavailable. */
export function useServerColumns(schemaId: string): ServerColumn[] | undefined {
  const { data } = useQuery({
    queryKey: ['caretaker.config', schemaId],
    queryFn: async () => {
      const json = await api<{ data?: { columns?: ServerColumn[] } }>(`/config/${schemaId}`);
      return json?.data?.columns ?? [];
    },
    staleTime: Infinity,
    retry: false,
  });
  return data;
}

export function useFieldLabel(route: string) {
  const translate = useTranslate();
  return (f: FieldDescriptor & { label?: string }) =>
    translate(`resources.${route}.fields.${f.source}`, { _: f.label ?? f.title ?? humanize(f.source) });
}

/**
 * Drops read-only and unknown properties, empty write-only ones (an unchanged password) and, given the
 * form's visibility map, conditional fields that are hidden.
 */
export function formTransform(fields: FieldDescriptor[], visibility?: FieldVisibility) {
  return (data: Record<string, unknown>) => {
    const out = writableData(fields, data);
    for (const f of fields) {
      if (f.writeOnly && (out[f.source] === '' || out[f.source] == null)) delete out[f.source];
      if (f.showWhen && visibility && visibility.get(f.source) !== true) delete out[f.source];
    }
    return out;
  };
}

/** A transform plus the visibility map its form's `ShowWhen`s fill; wrap the screen in `<FieldVisibilityContext value>`. */
export function useFormTransform(fields: FieldDescriptor[]) {
  const [visibility] = useState<FieldVisibility>(() => new Map());
  const transform = useMemo(() => formTransform(fields, visibility), [fields, visibility]);
  return { transform, visibility };
}

export interface InputsProps {
  fields: FieldDescriptor[];
  route: string;
  mode: FormMode;
  /** Only these sources (in this order); default: every form field. */
  only?: string[];
}

/** The generated inputs (with their field conditions), for use inside any react-admin form. */
export function GeneratedInputs({ fields, route, mode, only }: InputsProps) {
  const label = useFieldLabel(route);
  const all = formFields(fields);
  const chosen = only ? only.map((s) => all.find((f) => f.source === s)).filter((f): f is FieldDescriptor => !!f) : all;
  return (
    <Box sx={{ width: '100%', maxWidth: 760, display: 'flex', flexDirection: 'column' }}>
      {chosen.map((f) => renderSpec(inputSpec(f, { label: label(f), mode }, fields), f.source))}
    </Box>
  );
}

/** Columns a list keeps on a phone: the first ones (the schema's order puts the essential ones first). */
export const PHONE_COLUMNS = 2;

/** On a phone only the first filter stays on screen; the others wait behind the list's Filter button. */
export function phoneFilters(filters: ReactElement[], phone: boolean): ReactElement[] {
  return phone
    ? filters.map((f, i) =>
        i === 0 ? f : cloneElement(f as ReactElement<{ alwaysOn?: boolean }>, { alwaysOn: false }),
      )
    : filters;
}

export function makeViews(schema: ResourceSchema, overrides: FieldOverrides = {}) {
  const fields = inferFields(schema, overrides);
  const res = schema['x-resource'];
  const route = res.route;
  const perms = res.permissions;

  function GeneratedList({ children }: { children?: ReactNode }) {
    const serverColumns = useServerColumns(schema.$id);
    const label = useFieldLabel(route);
    const phone = usePhone();
    const all = listColumns(fields, serverColumns);
    const columns = phone ? all.slice(0, PHONE_COLUMNS) : all;
    const filters = phoneFilters(
      filterFields(fields).map((f) => renderSpec(filterMap[f.filter](f, { label: label(f) }), f.source)),
      phone,
    );
    const rowClick = useRowClick();
    return (
      <List
        filters={filters}
        perPage={DEFAULT_PAGE_SIZE}
        debounce={SEARCH_DEBOUNCE_MS}
        sort={res.defaultSort}
        pagination={<ListPagination />}
        actions={<ListTopToolbar />}
        empty={false}
        exporter={false}
      >
        <DataTable rowClick={rowClick} bulkActionButtons={false} empty={<NoRecords />}>
          {columns.map((c) => renderSpec(listFieldMap[c.type](c, { label: label(c) }), c.source))}
          {(perms.update || perms.delete) && (
            <DataTable.Col label="caretaker.generator.actions" disableSort>
              <RowActions edit={!!perms.update} remove={!!perms.delete} />
            </DataTable.Col>
          )}
          {children}
        </DataTable>
      </List>
    );
  }

  function GeneratedForm({ mode }: { mode: FormMode }) {
    return (
      <SimpleForm toolbar={<FormToolbar />}>
        <GeneratedInputs fields={fields} route={route} mode={mode} />
      </SimpleForm>
    );
  }

  /**
   * The schema's own success message (`x-resource.messages`, e.g. 'Successfully created SOI') in the interface language;
   * without one, react-admin's default notification and redirect stay.
   */
  function useSuccess(kind: 'created' | 'updated', to: () => string) {
    const notify = useNotify();
    const redirect = useRedirect();
    const [locale] = useLocaleState();
    const message = res.messages?.[kind];
    if (!message) return undefined;
    const text = message[locale as keyof typeof message] ?? message.en;
    return {
      onSuccess: () => {
        notify(text, { type: 'info' });
        redirect(to());
      },
    };
  }

  function GeneratedCreate() {
    const { transform, visibility } = useFormTransform(fields);
    const mutationOptions = useSuccess('created', () => listWithoutFilter(route));
    return (
      <FieldVisibilityContext value={visibility}>
        <Breadcrumbs action="add" />
        <Create redirect={listWithoutFilter} transform={transform} mutationOptions={mutationOptions}>
          <GeneratedForm mode="create" />
        </Create>
      </FieldVisibilityContext>
    );
  }

  function GeneratedEdit() {
    const { transform, visibility } = useFormTransform(fields);
    const queryOptions = useRecordQueryOptions();
    const translate = useTranslate();
    const mutationOptions = useSuccess('updated', () => `/${route}`);
    // Spec: 'Edit SOI', 'Edit KPI' (react-admin's default title names the record instead).
    const title = translate('caretaker.generator.edit_title', {
      name: translate(`resources.${route}.name`, { smart_count: 1, _: schema.title ?? route }),
    });
    return (
      <FieldVisibilityContext value={visibility}>
        <Breadcrumbs action="edit" />
        <Edit
          redirect="list"
          mutationMode="pessimistic"
          transform={transform}
          queryOptions={queryOptions}
          mutationOptions={mutationOptions}
          title={title}
        >
          <GeneratedForm mode="edit" />
        </Edit>
      </FieldVisibilityContext>
    );
  }

  function GeneratedShow() {
    const label = useFieldLabel(route);
    const queryOptions = useRecordQueryOptions();
    return (
      <>
        <Breadcrumbs action="show" />
        <Show queryOptions={queryOptions}>
          <SimpleShowLayout>
            {showFields(fields).map((f) => renderSpec(showFieldMap[f.type](f, { label: label(f) }), f.source))}
          </SimpleShowLayout>
        </Show>
      </>
    );
  }

  return {
    fields,
    List: GeneratedList,
    Create: GeneratedCreate,
    Edit: GeneratedEdit,
    Show: GeneratedShow,
    Form: GeneratedForm,
  };
}
