/**
 * FSR list /works-order/fsr (spec part 2 §2): filters category, item number, name and 'Is star rate';
 * columns from the server's configuration (GET /config/fsr); 'Create' goes to /works-order/fsr/add.
 */
import { CreateButton, DataTable, List, TopToolbar, useCanAccess } from 'react-admin';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../domain/constants.js';
import { fsrSchema } from '../../schemas/fsr.js';
import { ListPagination, NoRecords, filterFields, filterMap, listColumns, listFieldMap, useFieldLabel, useServerColumns } from '../../src/generator/index.js';
import { renderSpec } from '../../src/generator/spec.js';
import { FSR_ADD_PATH, FSR_ROUTE, fsrFields } from './fields.js';

function Actions() {
  const { canAccess } = useCanAccess({ resource: FSR_ROUTE, action: 'create' });
  return <TopToolbar>{canAccess && <CreateButton to={FSR_ADD_PATH} />}</TopToolbar>;
}

export function FsrList() {
  const serverColumns = useServerColumns(fsrSchema.$id);
  const label = useFieldLabel(FSR_ROUTE);
  const columns = listColumns(fsrFields, serverColumns);
  const filters = filterFields(fsrFields).map((f) => renderSpec(filterMap[f.filter!](f, { label: label(f) }), f.source));
  return (
    <List
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      debounce={SEARCH_DEBOUNCE_MS}
      sort={fsrSchema['x-resource'].defaultSort}
      pagination={<ListPagination />}
      actions={<Actions />}
      empty={false}
      exporter={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<NoRecords />}>
        {columns.map((c) => renderSpec(listFieldMap[c.type](c, { label: label(c) }), c.source))}
      </DataTable>
    </List>
  );
}
