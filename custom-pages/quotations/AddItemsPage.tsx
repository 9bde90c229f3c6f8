/**
 * /works-order/quotation-list/{action}/add-quotation-items (spec part 2 §2): a search box, an 'Add star
 * rate' button and a selectable list of FSR items (server search, infinite scroll). The chosen items are
 * added to the form's working copy and the user returns to the form.
 */
import { useState } from 'react';
import { Box, Breadcrumbs, Button, Link as MuiLink, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LIST_PATH } from './api.js';
import { loadDraft, saveDraft } from './draftStore.js';
import { FsrSelectList } from './FsrPicker.js';
import { append, itemFromOption } from './items.js';
import { StarRateDialog } from './itemDialogs.js';
import type { FsrOption } from './types.js';

export function AddItemsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { action = 'create' } = useParams();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Map<number, FsrOption>>(new Map());
  const [starRate, setStarRate] = useState(false);
  const back = `${LIST_PATH}/${action}`;

  const toggle = (o: FsrOption) =>
    setSelected((m) => {
      const next = new Map(m);
      if (next.has(o.value)) next.delete(o.value);
      else next.set(o.value, o);
      return next;
    });

  const add = (options: FsrOption[]) => {
    if (options.length === 0) return notify('caretaker.quotations.msg.selectFsrItem', { type: 'warning' });
    const draft = loadDraft(action) ?? { items: [] };
    const items = append(
      draft.items,
      options.map((o, i) => itemFromOption(o, draft.items.length + i + 1)),
    );
    saveDraft(action, { ...draft, items });
    notify('caretaker.quotations.notify.fsr_added', { type: 'success' });
    navigate(back);
  };

  return (
    <Box sx={{ pb: 4 }}>
      <Breadcrumbs sx={{ mt: 2, mb: 1 }}>
        <MuiLink component={Link} to={LIST_PATH} underline="hover" color="inherit">
          {translate('caretaker.quotations.list.title')}
        </MuiLink>
        <MuiLink component={Link} to={back} underline="hover" color="inherit">
          {translate(
            action === 'create' ? 'caretaker.quotations.form.mode_create' : 'caretaker.quotations.form.mode_edit',
          )}
        </MuiLink>
        <Typography color="text.primary">{translate('caretaker.quotations.add_items.title')}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('caretaker.quotations.add_items.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          sx={{ flex: 1, minWidth: 260 }}
          label={translate('caretaker.quotations.add_items.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          type="search"
        />
        <Button variant="outlined" onClick={() => setStarRate(true)}>
          {translate('caretaker.quotations.items.add_star_rate')}
        </Button>
      </Box>
      <FsrSelectList search={search} selected={selected} onToggle={toggle} />
      <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'center' }}>
        <Button variant="contained" onClick={() => add([...selected.values()])}>
          {translate('caretaker.quotations.add_items.add', { smart_count: selected.size })}
        </Button>
        <Button onClick={() => navigate(back)}>{translate('ra.action.cancel')}</Button>
      </Box>
      <StarRateDialog
        open={starRate}
        onClose={() => setStarRate(false)}
        onCreated={(o) => add([...selected.values(), o])}
      />
    </Box>
  );
}
