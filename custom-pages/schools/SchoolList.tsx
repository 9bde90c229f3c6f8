/**
 * /settings/schools (spec part 1 §2.8): schools filtered by school name and zone (the zone filter for admins
 * only), columns name, zone, operations managers, managing agents; row actions edit OM, edit MA, file upload
 * (tree-inspection photo) and edit contract.
 */
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import EditIcon from '@mui/icons-material/Edit';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  Datagrid,
  DeleteButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS, ZONES } from '../../domain/constants.js';
import { DELETE_CONFIRM, ListPagination, ListTopToolbar, NoRecords } from '../../src/generator/index.js';
import { useAccess } from '../../src/access.js';

export const SCHOOLS_ROUTE = 'settings/schools';

export const zoneChoices = ZONES.map((z) => ({ id: z, name: `caretaker.zones.${z}` }));

/** Filters: school name always; zone only for admins (the server ignores others' zone anyway). */
export function schoolFilters(isAdmin: boolean, translate: (key: string) => string): ReactElement[] {
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

function Action({ to, label, icon }: { to: string; label: string; icon: ReactElement }) {
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={to} aria-label={label} size="small" color="primary">
        {icon}
      </IconButton>
    </Tooltip>
  );
}

function SchoolActions({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { can } = useAccess();
  const name = String(record.name ?? '');
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center' }}>
      {can('school.edit') && (
        <Action
          to={`/settings/schools/${record.id}`}
          label={translate('caretaker.schools.actions.edit', { name })}
          icon={<EditIcon />}
        />
      )}
      <Action
        to={`/settings/schools/om/${record.id}`}
        label={translate('caretaker.schools.actions.edit_om', { name })}
        icon={<ManageAccountsIcon />}
      />
      <Action
        to={`/settings/schools/ma/${record.id}`}
        label={translate('caretaker.schools.actions.edit_ma', { name })}
        icon={<AssignmentIndIcon />}
      />
      <Action
        to={`/settings/schools/file-upload/${record.id}`}
        label={translate('caretaker.schools.actions.file_upload', { name })}
        icon={<PhotoCameraIcon />}
      />
      {can('school-contract.view') && (
        <Action
          to={`/settings/schools/contract/${record.id}`}
          label={translate('caretaker.schools.actions.contract', { name })}
          icon={<RequestQuoteIcon />}
        />
      )}
      {can('school.delete') && (
        <DeleteButton
          record={record}
          {...DELETE_CONFIRM}
          size="small"
          aria-label={translate('caretaker.schools.actions.delete', { name })}
        />
      )}
    </Box>
  );
}

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

export function SchoolList() {
  const translate = useTranslate();
  return (
    <SchoolListBase resource={SCHOOLS_ROUTE} title={translate('caretaker.schools.title')} actions={<ListTopToolbar />}>
      <TextField source="name" />
      <ZoneField source="zone" label="resources.settings/schools.fields.zone" />
      <FunctionField source="oms" sortable={false} render={(r: RaRecord) => namesOf(r.oms)} />
      <FunctionField source="mas" sortable={false} render={(r: RaRecord) => namesOf(r.mas)} />
      <FunctionField
        label="caretaker.schools.actions.label"
        textAlign="right"
        render={(r: RaRecord) => <SchoolActions record={r} />}
      />
    </SchoolListBase>
  );
}
