/**
 * The school list under /tools/user-organization (spec part 1 §2.8): schools paged, school search (debounced), zone
 * filter for admins only, with the columns the caller gives.
 */
import type { ReactElement, ReactNode } from 'react';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, useTranslate, type RaRecord } from 'react-admin';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS, ZONES } from '../../domain/constants.js';
import { ListPagination, NoRecords } from '../../src/generator/index.js';
import { useAccess } from '../../src/access.js';

const zoneChoices = ZONES.map((z) => ({ id: z, name: `caretaker.zones.${z}` }));

/** Filters: school name always; zone only for admins (the server ignores others' zone anyway). */
function schoolFilters(isAdmin: boolean, translate: (key: string) => string): ReactElement[] {
  const list = [
    <SearchInput key="school" source="school" alwaysOn placeholder={translate('caretaker.schools.search')} />,
  ];
  if (isAdmin)
    list.push(<SelectInput key="zone" source="zone" label="caretaker.schools.zone" choices={zoneChoices} alwaysOn />);
  return list;
}

export const namesOf = (list: unknown): string =>
  Array.isArray(list)
    ? list
        .map((p: { full_name?: string }) => p?.full_name ?? '')
        .filter(Boolean)
        .join(', ')
    : '';

/** A paged, filtered list of schools (school search; zone for admins) with the given columns. */
export function SchoolListBase({
  resource,
  title,
  storeKey,
  actions = false,
  children,
}: {
  resource: string;
  title: string;
  storeKey?: string;
  /** The list's top toolbar (the settings list's Create button); none by default. */
  actions?: ReactElement | false;
  children: ReactNode;
}) {
  const { isAdmin } = useAccess();
  const translate = useTranslate();
  return (
    <List
      resource={resource}
      title={title}
      filters={schoolFilters(isAdmin, translate)}
      debounce={SEARCH_DEBOUNCE_MS}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<ListPagination />}
      actions={actions}
      empty={false}
      storeKey={storeKey}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoRecords />}>
        {children}
      </Datagrid>
    </List>
  );
}

/** The zone column, translated. */
export function ZoneField({ label }: { source: 'zone'; label?: string }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source="zone"
      label={label}
      render={(r: RaRecord) => (r.zone ? translate(`caretaker.zones.${r.zone}`, { _: r.zone }) : '')}
    />
  );
}
