/**
 * FSR list /works-order/fsr (spec part 2 §2): filters category, item number, name and 'Is star rate';
 * columns from the server's configuration (GET /config/fsr); 'Create' goes to /works-order/fsr/add.
 */
import { Checkbox, FormControlLabel } from '@mui/material';
import { CreateButton, DataTable, List, TopToolbar, useCanAccess, useInput, type InputProps } from 'react-admin';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../domain/constants.js';
import { fsrSchema } from '../../schemas/fsr.js';
import {
  ListPagination,
  NoRecords,
  filterFields,
  filterMap,
  listColumns,
  listFieldMap,
  useFieldLabel,
  useRowClick,
  useServerColumns,
} from '../../src/generator/index.js';
import { renderSpec } from '../../src/generator/spec.js';
import { FSR_ADD_PATH, FSR_ROUTE, fsrFields } from './fields.js';
import { FsrImportButton } from './FsrImport.js';
import { sgd } from '../../custom-pages/quotations/pricing.js';

/** 'Is star rate' as a checkbox: ticked filters star rates, unticked shows every item. */
/** Amounts shown as 'S$ 1,234.56'. */
const MONEY = ['rate', 'minimum'];

function CheckboxFilter(props: InputProps & { label: string }) {
  const { field } = useInput({
    ...props,
    parse: (v: boolean) => (v ? 1 : undefined),
    format: (v: unknown) => v === 1 || v === true || v === '1',
  });
  return (
    <FormControlLabel
      sx={{ mb: 1 }}
      control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
      label={props.label}
    />
  );
}

function Actions() {
  const { canAccess } = useCanAccess({ resource: FSR_ROUTE, action: 'create' });
  return (
    <TopToolbar>
      {canAccess && <FsrImportButton />}
      {canAccess && <CreateButton to={FSR_ADD_PATH} />}
    </TopToolbar>
  );
}

export function FsrList() {
  const serverColumns = useServerColumns(fsrSchema.$id);
  const label = useFieldLabel(FSR_ROUTE);
  const columns = listColumns(fsrFields, serverColumns);
  const rowClick = useRowClick();
  const filters = filterFields(fsrFields).map((f) =>
    f.source === 'is_star_rate' ? (
      <CheckboxFilter key={f.source} source={f.source} label={label(f)} alwaysOn />
    ) : (
      renderSpec(filterMap[f.filter!](f, { label: label(f) }), f.source)
    ),
  );
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
      <DataTable rowClick={rowClick} bulkActionButtons={false} empty={<NoRecords />}>
        {columns.map((c) =>
          MONEY.includes(c.source) ? (
            <DataTable.Col
              key={c.source}
              source={c.source}
              label={label(c)}
              align="right"
              render={(r: Record<string, unknown>) =>
                r[c.source] === null || r[c.source] === undefined ? '' : sgd(r[c.source] as number)
              }
            />
          ) : (
            renderSpec(listFieldMap[c.type](c, { label: label(c) }), c.source)
          ),
        )}
      </DataTable>
    </List>
  );
}
