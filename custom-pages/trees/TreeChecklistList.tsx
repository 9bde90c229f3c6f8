/**
 * Tree checklists (spec part 3 §2): the templates generated from their schema (schemas/treeChecklist.ts: columns name
 * and category, filters category, name and school); 'Create inspection' asks 'Select school to inspect' and opens the
 * new inspection's form.
 */
import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { treeChecklistListSchema } from '../../schemas/treeChecklist.js';
import { RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import { errorMessage, fieldErrors } from '../../src/apiErrors.js';
import { useAction } from '../../src/useAction.js';
import { useSchoolOptions } from '../inspections/api.js';
import { LIST_PATH } from './api.js';

interface Template {
  id: number;
  name: string;
  category: string;
  actions?: string[];
}

function CreateDialog({ template, onClose }: { template: Template; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const schools = useSchoolOptions();
  const [school, setSchool] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState('');
  const create = useAction<void, { message: string; data: { id: number } }>(
    () => ({
      method: 'POST',
      path: '/tree-inspection',
      body: { tree_checklist_id: template.id, school_id: school?.id ?? null },
    }),
    {
      success: (res) => res.message,
      onSuccess: (res) => navigate(`${LIST_PATH}/${res.data.id}`),
      // Said in the dialog, under the school it is about.
      onError: (e) => setError(fieldErrors(e).school_id ?? errorMessage(e)),
    },
  );
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
        <Button variant="contained" disabled={!school || create.isPending} onClick={() => create.mutate()}>
          {translate('caretaker.trees.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const ROW_MENU: RowMenuEntry<Template>[] = [
  {
    label: 'caretaker.trees.create_inspection',
    // the e2e walk and screen readers tell the rows' buttons apart by the template's name
    name: (r, text) => `${text} — ${r.name}`,
    dialog: (r, close) => <CreateDialog template={r} onClose={() => close(false)} />,
  },
];

export function TreeChecklistList() {
  return <SchemaList schema={treeChecklistListSchema} rowActions={<RowMenu<Template> entries={ROW_MENU} />} />;
}

export default TreeChecklistList;
