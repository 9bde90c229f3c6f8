/** The quotation form's items: the item table, its toolbar, live totals and the row dialogs. */
import { memo, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { Box, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRevealed } from '../../src/components/useRevealed.js';
import { LIST_PATH } from './api.js';
import { saveDraft } from './draftStore.js';
import { LiveTotals } from './HeaderFields.js';
import { ItemTable, type RowActionName } from './ItemTable.js';
import { itemFromOption, itemsReducer, sortBySerial, type Position } from './items.js';
import { DiscountDialog, InsertDialog, ReplaceDialog, StarRateDialog, TextDialog } from './itemDialogs.js';
import { SectionCard } from './sections.js';
import type { FsrOption, Quotation, QuotationItem, SchoolOption } from './types.js';
import { messageKey } from './validation.js';

type Modal =
  | { kind: 'insert' | 'replace' | 'header' | 'note' | 'discount'; index: number }
  | { kind: 'discount_all' }
  | { kind: 'star_rate' }
  | null;

/** The item table, its toolbar, live totals and row modals; owns the item list (see `itemsRef` for the page). */
export const ItemsSection = memo(function ItemsSection({
  action,
  record,
  schools,
  editable,
  initialItems,
  itemsRef,
  headerRef,
  replaceRef,
}: {
  action: string;
  record?: Quotation;
  schools: SchoolOption[];
  editable: boolean;
  initialItems: QuotationItem[];
  itemsRef: React.MutableRefObject<QuotationItem[]>;
  headerRef: React.MutableRefObject<() => Record<string, unknown>>;
  replaceRef: React.MutableRefObject<(items: QuotationItem[]) => void>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [items, dispatch] = useReducer(itemsReducer, initialItems);
  const [modal, setModal] = useState<Modal>(null);
  itemsRef.current = items;
  // the table mounts its rows in slices (the first at once); totals, drafts and saves read every item. Slices of 50
  // took 50-110 ms each on a fast machine, four times that on Lighthouse's phone: each one blocked it
  const shown = useRevealed(items.length, 15, 10);
  const rows = useMemo(() => (shown < items.length ? items.slice(0, shown) : items), [items, shown]);
  replaceRef.current = (next) => dispatch({ type: 'set', items: next });

  // keep a local working copy so the add-items page can add to it and the user can come back to it
  useEffect(() => {
    if (!editable) return;
    const t = setTimeout(
      () => saveDraft(action, { items, header: headerRef.current(), version: record?.version ?? null }),
      300,
    );
    return () => clearTimeout(t);
  }, [items, editable, action, record?.version, headerRef]);

  const onRowAction = useCallback((name: RowActionName, index: number) => {
    if (name === 'remove') dispatch({ type: 'remove', index });
    else setModal({ kind: name, index });
  }, []);

  const sort = () => {
    const r = sortBySerial(items);
    if (!r.ok) return notify(messageKey(r.error), { type: 'warning' });
    dispatch({ type: 'set', items: r.items });
    notify(messageKey(r.message), { type: 'success' });
  };

  const goAddItems = () => {
    saveDraft(action, { items, header: headerRef.current(), version: record?.version ?? null });
    navigate(`${LIST_PATH}/${action}/add-quotation-items`);
  };
  const insertAt = (index: number, position: Position, option: FsrOption) =>
    dispatch({ type: 'insert', index, position, item: itemFromOption(option, index + 1) });

  return (
    <>
      <SectionCard
        title={translate('caretaker.quotations.items.title')}
        action={
          editable && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" size="small" onClick={goAddItems}>
                {translate('caretaker.quotations.items.add_item')}
              </Button>
              <Button variant="outlined" size="small" onClick={() => setModal({ kind: 'star_rate' })}>
                {translate('caretaker.quotations.items.add_star_rate')}
              </Button>
              <Button variant="outlined" size="small" onClick={sort} disabled={items.length < 2}>
                {translate('caretaker.quotations.items.sort')}
              </Button>
              <Button
                variant="outlined"
                size="small"
                onClick={() => setModal({ kind: 'discount_all' })}
                disabled={items.length === 0}
              >
                {translate('caretaker.quotations.items.apply_discounts')}
              </Button>
            </Box>
          )
        }
      >
        <Box sx={{ overflowX: 'auto', width: '100%', contain: 'inline-size' }}>
          <ItemTable items={rows} editable={editable} dispatch={dispatch} onRowAction={onRowAction} />
        </Box>
        <LiveTotals items={items} schools={schools} record={record} />
      </SectionCard>
      {modal && 'index' in modal && modal.kind === 'insert' && (
        <InsertDialog
          open
          onClose={() => setModal(null)}
          onSubmit={(position, option) => insertAt(modal.index, position, option)}
        />
      )}
      {modal && 'index' in modal && modal.kind === 'replace' && (
        <ReplaceDialog
          open
          onClose={() => setModal(null)}
          onSubmit={(option) => dispatch({ type: 'replace', index: modal.index, option })}
        />
      )}
      {modal && 'index' in modal && modal.kind === 'header' && (
        <TextDialog
          open
          field="header"
          initial={items[modal.index]?.hasHeader ? items[modal.index].header : ''}
          onClose={() => setModal(null)}
          onSubmit={(header) => {
            dispatch(
              items[modal.index]?.hasHeader
                ? { type: 'setHeader', index: modal.index, header }
                : { type: 'addHeader', index: modal.index, header },
            );
            setModal(null);
          }}
        />
      )}
      {modal && 'index' in modal && modal.kind === 'note' && (
        <TextDialog
          open
          field="note"
          initial={items[modal.index]?.note}
          onClose={() => setModal(null)}
          onSubmit={(note) => {
            dispatch({ type: 'note', index: modal.index, note });
            setModal(null);
          }}
        />
      )}
      {modal && (modal.kind === 'discount' || modal.kind === 'discount_all') && (
        <DiscountDialog
          open
          items={items}
          selectedIndex={'index' in modal ? modal.index : undefined}
          onClose={() => setModal(null)}
          onSubmit={(input) => {
            dispatch({ type: 'discount', index: 'index' in modal ? modal.index : null, input });
            setModal(null);
          }}
        />
      )}
      {modal?.kind === 'star_rate' && (
        <StarRateDialog
          open
          onClose={() => setModal(null)}
          onCreated={(option) => dispatch({ type: 'append', items: [itemFromOption(option, items.length + 1)] })}
        />
      )}
    </>
  );
});
