/**
 * /document-repository (spec part 1 §2.4): searchable by name (debounced 300 ms), paged, an add button and
 * per-row edit and delete ('Are you sure you want to delete this item?'); 'No records found' when empty.
 */
import { Chip, Stack } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../domain/constants.js';
import { formatDate } from '../../src/format.js';
import { ListPagination, NoRecords, RowActions } from '../../src/generator/index.js';
import { DOCUMENTS_ROUTE } from './constants.js';

function Actions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

function Categories({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const list: string[] = Array.isArray(record.category) ? record.category : [];
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {list.map((c) => (
        <Chip key={c} size="small" label={translate(`caretaker.documents.categories.${c}`, { _: c })} />
      ))}
    </Stack>
  );
}

export function DocumentList() {
  const translate = useTranslate();
  return (
    <List
      resource={DOCUMENTS_ROUTE}
      title={translate('caretaker.documents.list_title')}
      filters={[
        <SearchInput key="name" source="name" alwaysOn placeholder={translate('caretaker.documents.search')} />,
      ]}
      debounce={SEARCH_DEBOUNCE_MS}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<ListPagination />}
      actions={<Actions />}
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoRecords />}>
        <TextField source="name" />
        <FunctionField source="category" sortable={false} render={(r: RaRecord) => <Categories record={r} />} />
        <TextField source="description" sortable={false} />
        <FunctionField
          source="attachments"
          sortable={false}
          render={(r: RaRecord) => (Array.isArray(r.attachments) ? r.attachments.length : 0)}
        />
        <FunctionField source="created_by" sortable={false} render={(r: RaRecord) => r.created_by?.full_name ?? ''} />
        <FunctionField source="updated_at" render={(r: RaRecord) => formatDate(r.updated_at ?? r.created_at)} />
        <RowActions />
      </Datagrid>
    </List>
  );
}
