/**
 * Tree inspections (spec part 3 §2, §6): filters category and school (several); row actions from the workflow table —
 * view (submitted) or edit (draft), edit details (school), download, preview, regenerate the service report, delete.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { DataTable, List, useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { statusColor } from '../../domain/statusColors.js';
import { openSigned } from '../../src/components/attachments/fileUrl.js';
import { ListPagination, NoRecords } from '../../src/generator/index.js';
import { apiUrl } from '../../src/http.js';
import { FilterDrawer } from '../../src/layout/FilterDrawer.js';
import { useSchoolOptions } from '../inspections/api.js';
import { errorMessage, LIST_PATH, useProvider, useTreeConfig, type TreeInspectionRow } from './api.js';

function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const c = statusColor(status);
  return (
    <Chip
      size="small"
      label={translate(`caretaker.trees.status.${status}`, { _: status })}
      color={c === 'default' ? 'default' : c}
    />
  );
}

function SchoolDialog({ row, onClose, onSaved }: { row: TreeInspectionRow; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useProvider();
  const schools = useSchoolOptions();
  const [school, setSchool] = useState(String(row.school.id));
  const save = async () => {
    try {
      const res = await dp.send<{ message: string }>({
        method: 'POST',
        path: `/tree-inspection/update-tree-inspection-school/${row.id}`,
        body: { school_id: Number(school) },
      });
      notify(res.message, { type: 'success' });
      onSaved();
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tree-details-title">
      <DialogTitle id="tree-details-title">{translate('caretaker.trees.actions.edit_details')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          required
          sx={{ mt: 1 }}
          label={translate('caretaker.trees.filters.school')}
          value={school}
          onChange={(e) => setSchool(e.target.value)}
        >
          {schools.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('caretaker.trees.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {translate('caretaker.trees.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RowActions() {
  const record = useRecordContext<TreeInspectionRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useProvider();
  const { refetch } = useListContext();
  const [details, setDetails] = useState(false);
  if (!record) return null;
  const a = (k: string) => translate(`caretaker.trees.actions.${k}`);
  const has = (k: string) => record.actions.includes(k);
  const run = async (fn: () => Promise<{ message?: string } | void>) => {
    try {
      const res = await fn();
      if (res?.message) notify(res.message, { type: 'success' });
      await refetch();
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" component={RouterLink} to={`${LIST_PATH}/${record.id}`}>
        {a(has('save') ? 'edit' : 'view')}
      </Button>
      {has('update_school') && (
        <Button size="small" onClick={() => setDetails(true)}>
          {a('edit_details')}
        </Button>
      )}
      <Button size="small" component={RouterLink} to={`${LIST_PATH}/${record.id}/preview`}>
        {a('preview')}
      </Button>
      <Button
        size="small"
        onClick={() =>
          openSigned(apiUrl(`/tree-inspection/${record.id}/report?download=1`)).catch((e: unknown) =>
            notify(errorMessage(e), { type: 'error' }),
          )
        }
      >
        {a('download')}
      </Button>
      {has('regenerate') && (
        <Button
          size="small"
          onClick={() => {
            if (window.confirm(translate('caretaker.trees.regenerate_confirm')))
              void run(() => dp.send<{ message: string }>({ path: `/tree-inspection/${record.id}/regenerate` }));
          }}
        >
          {a('regenerate')}
        </Button>
      )}
      {has('delete') && (
        <Button
          size="small"
          color="error"
          onClick={() => {
            if (window.confirm(translate('caretaker.trees.delete_confirm')))
              void run(() => dp.send<{ message: string }>({ method: 'DELETE', path: `/tree-inspection/${record.id}` }));
          }}
        >
          {a('delete')}
        </Button>
      )}
      {details && (
        <SchoolDialog
          row={record}
          onClose={() => setDetails(false)}
          onSaved={() => {
            setDetails(false);
            void refetch();
          }}
        />
      )}
    </Box>
  );
}

function Filters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const categories = useTreeConfig().data?.categories ?? [];
  const schools = useSchoolOptions();
  const [category, setCategory] = useState<string>((filterValues as { category?: string }).category ?? '');
  const [school, setSchool] = useState<string[]>((filterValues as { school?: string[] }).school ?? []);
  const f = (k: string) => translate(`caretaker.trees.filters.${k}`);
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', my: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        setFilters({ ...(category ? { category } : {}), ...(school.length ? { school } : {}) }, undefined);
      }}
    >
      <TextField
        select
        size="small"
        sx={{ width: 200 }}
        label={f('category')}
        value={category}
        onChange={(e) => setCategory(e.target.value)}
      >
        <MenuItem value="">—</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c} value={c}>
            {translate(`caretaker.trees.categories.${c}`, { _: c })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ width: 240 }}
        label={f('school')}
        value={school}
        onChange={(e) => setSchool(e.target.value as unknown as string[])}
        slotProps={{ select: { multiple: true } }}
      >
        {schools.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {translate('caretaker.trees.search')}
      </Button>
    </Box>
  );
}

export function TreeInspectionList() {
  const translate = useTranslate();
  const title = translate('caretaker.trees.title');
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List
        resource="tree-inspection"
        title={title}
        storeKey="trees.inspections"
        pagination={<ListPagination />}
        actions={false}
        empty={false}
        exporter={false}
      >
        <FilterDrawer>
          <Filters />
        </FilterDrawer>
        <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
          <DataTable.Col source="name" label="caretaker.trees.columns.name" disableSort />
          <DataTable.Col source="school.name" label="caretaker.trees.columns.school" disableSort />
          <DataTable.Col source="tree_inspected_at" label="caretaker.trees.columns.inspection_date" disableSort />
          <DataTable.Col
            source="status"
            label="caretaker.trees.columns.status"
            disableSort
            render={(r: TreeInspectionRow) => <StatusChip status={r.status} />}
          />
          <DataTable.Col label="caretaker.trees.columns.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}

export default TreeInspectionList;
