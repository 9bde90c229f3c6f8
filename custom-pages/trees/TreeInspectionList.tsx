/**
 * Tree inspections (spec part 3 §2, §6): the list generated from its schema (schemas/treeInspection.ts: columns,
 * filters category and school, several) with the row menu the workflow table allows — view (submitted) or edit (draft),
 * edit details (school), preview, download, regenerate the service report, delete.
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { treeInspectionListSchema } from '../../schemas/treeInspection.js';
import { openSigned } from '../../src/components/attachments/fileUrl.js';
import { allows, RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import { apiUrl } from '../../src/http.js';
import { useAction } from '../../src/useAction.js';
import { useSchoolOptions } from '../inspections/api.js';
import { LIST_PATH, type TreeInspectionRow } from './api.js';

function SchoolDialog({ row, close }: { row: TreeInspectionRow; close: (changed: boolean) => void }) {
  const translate = useTranslate();
  const schools = useSchoolOptions();
  const [school, setSchool] = useState(String(row.school.id));
  const save = useAction<void, { message: string }>(
    () => ({
      method: 'POST',
      path: `/tree-inspection/update-tree-inspection-school/${row.id}`,
      body: { school_id: Number(school) },
    }),
    { success: (res) => res.message, onSuccess: () => close(true) },
  );
  return (
    <Dialog open onClose={() => close(false)} fullWidth maxWidth="sm" aria-labelledby="tree-details-title">
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
        <Button onClick={() => close(false)}>{translate('caretaker.trees.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
          {translate('caretaker.trees.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const action = (k: string) => `caretaker.trees.actions.${k}`;

const ROW_MENU: RowMenuEntry<TreeInspectionRow>[] = [
  { label: (r) => action(r.actions.includes('save') ? 'edit' : 'view'), to: (r) => `${LIST_PATH}/${r.id}` },
  {
    label: action('edit_details'),
    when: allows('update_school'),
    dialog: (r, close) => <SchoolDialog row={r} close={close} />,
  },
  { label: action('preview'), to: (r) => `${LIST_PATH}/${r.id}/preview` },
  { label: action('download'), open: (r) => openSigned(apiUrl(`/tree-inspection/${r.id}/report?download=1`)) },
  {
    label: action('regenerate'),
    when: allows('regenerate'),
    call: (r) => ({ path: `/tree-inspection/${r.id}/regenerate` }),
    confirm: { title: action('regenerate'), content: 'caretaker.trees.regenerate_confirm' },
    success: 'caretaker.trees.notify.regenerated',
  },
  {
    label: action('delete'),
    when: allows('delete'),
    call: (r) => ({ method: 'DELETE', path: `/tree-inspection/${r.id}` }),
    confirm: { title: action('delete'), content: 'caretaker.trees.delete_confirm' },
    success: 'caretaker.trees.notify.deleted',
    refresh: true,
    color: 'error',
  },
];

export function TreeInspectionList() {
  return (
    <SchemaList schema={treeInspectionListSchema} rowActions={<RowMenu<TreeInspectionRow> entries={ROW_MENU} />} />
  );
}

export default TreeInspectionList;
