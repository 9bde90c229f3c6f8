/**
 * Tree checklists (spec part 3 §2): the templates with filters category, name and school; 'Create inspection' asks
 * 'Select school to inspect' and opens the new inspection's form.
 */
import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { DataTable, List, useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ListPagination, NoRecords } from '../../src/generator/index.js';
import { FilterDrawer } from '../../src/layout/FilterDrawer.js';
import { useSchoolOptions } from '../inspections/api.js';
import { errorMessage, fieldErrors, LIST_PATH, useProvider, useTreeConfig } from './api.js';

interface Template {
  id: number;
  name: string;
  category: string;
}

function CreateDialog({ template, onClose }: { template: Template; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dp = useProvider();
  const schools = useSchoolOptions();
  const [school, setSchool] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState('');
  const create = async () => {
    try {
      const res = await dp.send<{ message: string; data: { id: number } }>({
        method: 'POST',
        path: '/tree-inspection',
        body: { tree_checklist_id: template.id, school_id: school?.id ?? null },
      });
      notify(res.message, { type: 'success' });
      navigate(`${LIST_PATH}/${res.data.id}`);
    } catch (e) {
      setError(fieldErrors(e).school_id ?? errorMessage(e));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-tree-title">
      <DialogTitle id="create-tree-title">{translate('caretaker.trees.create_inspection')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{template.name}</Typography>
        <Autocomplete
          options={schools}
          getOptionLabel={(o) => o.name}
          value={school}
          onChange={(_e, v) => setSchool(v)}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={translate('caretaker.trees.select_school')}
              error={!!error}
              helperText={error || undefined}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('caretaker.trees.cancel')}</Button>
        <Button variant="contained" disabled={!school} onClick={() => void create()}>
          {translate('caretaker.trees.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CreateButton() {
  const record = useRecordContext<Template>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`${translate('caretaker.trees.create_inspection')} — ${record.name}`}
      >
        {translate('caretaker.trees.create_inspection')}
      </Button>
      {open && <CreateDialog template={record} onClose={() => setOpen(false)} />}
    </>
  );
}

function Filters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const categories = useTreeConfig().data?.categories ?? [];
  const schools = useSchoolOptions();
  const [v, setV] = useState<Record<string, string>>(filterValues as Record<string, string>);
  const f = (k: string) => translate(`caretaker.trees.filters.${k}`);
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', my: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        setFilters(Object.fromEntries(Object.entries(v).filter(([, x]) => x)), undefined);
      }}
    >
      <TextField
        select
        size="small"
        sx={{ width: 200 }}
        label={f('category')}
        value={v.category ?? ''}
        onChange={(e) => setV({ ...v, category: e.target.value })}
      >
        <MenuItem value="">—</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c} value={c}>
            {translate(`caretaker.trees.categories.${c}`, { _: c })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        sx={{ width: 200 }}
        label={f('name')}
        value={v.name ?? ''}
        onChange={(e) => setV({ ...v, name: e.target.value })}
      />
      <TextField
        select
        size="small"
        sx={{ width: 220 }}
        label={f('school')}
        value={v.school ?? ''}
        onChange={(e) => setV({ ...v, school: e.target.value })}
      >
        <MenuItem value="">—</MenuItem>
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

export function TreeChecklistList() {
  const translate = useTranslate();
  const title = translate('caretaker.trees.templates_title');
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List
        resource="tree-checklist"
        title={title}
        storeKey="trees.templates"
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
          <DataTable.Col
            source="category"
            label="caretaker.trees.columns.category"
            disableSort
            render={(r: Template) => translate(`caretaker.trees.categories.${r.category}`, { _: r.category })}
          />
          <DataTable.Col label="caretaker.trees.columns.actions" disableSort>
            <CreateButton />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}

export default TreeChecklistList;
