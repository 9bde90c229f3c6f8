/**
 * The quotation item table (spec part 2 §2 "Quotation form", §5): serial numbers, headers, notes,
 * custodial discount sub-rows, quantities and live amounts from domain/pricing.ts.
 *
 * Performance (issue 4 §3, < 50 ms per keystroke with 200 items): every row is memoised and receives
 * its own item object plus stable callbacks; a keystroke replaces one item in the array, so only that
 * row and the totals re-render. The row action menu is one shared menu, not one per row. The rows are plain
 * elements styled by the table, so mounting 200 of them is cheap on a phone.
 */
import { memo, useCallback, useMemo, useState, type Dispatch } from 'react';
import { Menu, MenuItem, Table, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { priceRow, rowKind } from '../../domain/pricing.js';
import { formatAmount, formatDeduction, parseMoney } from '../../domain/money.js';
import { MAX_QUANTITY_MILLI, quantityError } from '../../domain/quotationValidation.js';
import type { ItemAction } from './items.js';
import { messageKey } from './validation.js';
import type { QuotationItem } from './types.js';
import { CLOSE, MORE_VERT, itemTableSx } from './itemTableStyle.js';

/** How many item rows rendered (a cheap counter the responsiveness test reads). */
export const rowRenders = { count: 0 };

export type RowActionName = 'insert' | 'replace' | 'header' | 'note' | 'discount' | 'remove';

export interface ItemTableProps {
  items: QuotationItem[];
  editable: boolean;
  dispatch: Dispatch<ItemAction>;
  /** Opens the modal of a row action (insert, replace, header, note, discount) or removes the row. */
  onRowAction?: (action: RowActionName, index: number) => void;
}

function money(dollars: number): string {
  return formatAmount(Math.round(dollars * 100));
}

function rateText(rate: string): string {
  const cents = parseMoney(rate);
  return cents === null ? rate : formatAmount(cents);
}

interface RowProps {
  item: QuotationItem;
  index: number;
  editable: boolean;
  dispatch: Dispatch<ItemAction>;
  openMenu: (anchor: HTMLElement, index: number) => void;
  labels: RowLabels;
}

interface RowLabels {
  serial: string;
  quantity: string;
  actions: string;
  starRate: string;
  removeDiscount: string;
  /** 'Minimum charge is S$ %MIN%' in the user's language. */
  minimum: string;
  /** A domain quantity message -> its text in the user's language. */
  message: (text: string) => string;
}

/**
 * A row is plain table elements styled once by the table (itemTableSx): with MUI's cells, inputs, chips and icon
 * buttons a 200-item quotation mounted some 5,000 styled components, the bulk of the form's first render on a phone.
 */
const ItemRow = memo(function ItemRow({ item, index, editable, dispatch, openMenu, labels }: RowProps) {
  const price = useMemo(() => priceRow(item), [item]);
  // checked on input, not only on save (issue 8 §4): minimum 0, step 0.01, at most 1,000,000 (the server's bound too)
  const quantityProblem = editable ? quantityError(item.quantity) : null;
  rowRenders.count += 1;
  const serial = editable ? (
    <input
      className="qi-input qi-serial"
      value={item.serial_no}
      aria-label={`${labels.serial} ${index + 1}`}
      inputMode="numeric"
      onChange={(e) => dispatch({ type: 'field', index, field: 'serial_no', value: e.target.value })}
    />
  ) : (
    item.serial_no
  );
  const actions = editable ? (
    <button
      type="button"
      className="qi-icon"
      aria-label={`${labels.actions} ${index + 1}`}
      onClick={(e) => openMenu(e.currentTarget, index)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={MORE_VERT} />
      </svg>
    </button>
  ) : null;

  // header and note rows (domain/pricing.ts rowKind) carry no serial number, quantity or amount
  if (price.kind === 'header' || price.kind === 'note') {
    return (
      <tr data-row={price.kind} className={price.kind === 'header' ? 'qi-header' : undefined}>
        <td />
        <td colSpan={6}>
          {price.kind === 'header' ? (
            <p className="qi-heading">{item.header}</p>
          ) : (
            <p className="qi-note">{item.note}</p>
          )}
        </td>
        {editable && <td>{actions}</td>}
      </tr>
    );
  }

  const subRows = item.subRows ?? [];
  return (
    <>
      <tr data-row="item" className="qi-item">
        <td>{serial}</td>
        <td className="qi-wrap">
          {item.item_number}
          {item.is_star_rate && <span className="qi-star">{labels.starRate}</span>}
        </td>
        <td className="qi-wrap">
          {item.item_group_description && <div className="qi-caption">{item.item_group_description}</div>}
          <p className="qi-text">{item.item_description}</p>
          {item.note && <p className="qi-note qi-secondary">{item.note}</p>}
          {price.minimum !== null && (
            <div className={price.minimumApplied ? 'qi-caption qi-warning' : 'qi-caption'}>
              {labels.minimum.replace('%MIN%', formatAmount(price.minimum))}
            </div>
          )}
        </td>
        <td>
          {editable ? (
            <input
              className="qi-input qi-quantity"
              value={item.quantity}
              type="number"
              aria-label={`${labels.quantity} ${index + 1}`}
              min={0}
              step={0.01}
              max={MAX_QUANTITY_MILLI / 1000}
              aria-invalid={!!quantityProblem}
              aria-describedby={quantityProblem ? `quantity-error-${index}` : undefined}
              onChange={(e) => dispatch({ type: 'field', index, field: 'quantity', value: e.target.value })}
            />
          ) : (
            item.quantity
          )}
          {quantityProblem && (
            <div id={`quantity-error-${index}`} className="qi-caption qi-error">
              {labels.message(quantityProblem)}
            </div>
          )}
        </td>
        <td>{item.unit}</td>
        <td className="qi-right">{rateText(item.rate)}</td>
        <td className="qi-right" data-cell="amount">
          {money(item.amount)}
        </td>
        {editable && <td>{actions}</td>}
      </tr>
      {subRows.map((line, j) => (
        <tr key={j} data-row="discount">
          <td />
          <td />
          <td>
            <p className="qi-text qi-secondary">{line.item_description}</p>
          </td>
          <td>{line.quantity}</td>
          <td>{line.unit}</td>
          <td className="qi-right">{formatDeduction(Math.round(Number(line.rate) * 100))}</td>
          <td className="qi-right">{formatDeduction(Math.round(Number(line.amount) * 100))}</td>
          {editable && (
            <td>
              <button
                type="button"
                className="qi-icon"
                aria-label={labels.removeDiscount}
                onClick={() => dispatch({ type: 'removeDiscount', index, subIndex: j })}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={CLOSE} />
                </svg>
              </button>
            </td>
          )}
        </tr>
      ))}
    </>
  );
});

function ItemTableView({ items, editable, dispatch, onRowAction }: ItemTableProps) {
  const translate = useTranslate();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; index: number } | null>(null);
  const openMenu = useCallback((anchor: HTMLElement, index: number) => setMenu({ anchor, index }), []);
  const labels = useMemo<RowLabels>(
    () => ({
      serial: translate('caretaker.quotations.items.serial_no'),
      quantity: translate('caretaker.quotations.items.quantity'),
      actions: translate('caretaker.quotations.items.row_actions'),
      starRate: translate('caretaker.quotations.items.star_rate'),
      removeDiscount: translate('caretaker.quotations.items.remove_discount'),
      minimum: translate('caretaker.quotations.items.minimum', { minimum: '%MIN%' }),
      message: (text: string) => translate(messageKey(text)),
    }),
    [translate],
  );
  const pick = (action: RowActionName) => {
    if (menu) onRowAction?.(action, menu.index);
    setMenu(null);
  };
  const menuKind = menu && items[menu.index] ? rowKind(items[menu.index]) : 'item';
  const menuStar = !!(menu && items[menu.index]?.is_star_rate);
  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {/* fixed layout: a changed amount re-lays out its row only, not every column of 200 rows */}
        <Table size="small" aria-label={translate('caretaker.quotations.items.title')} sx={itemTableSx}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 84 }}>{translate('caretaker.quotations.items.serial_no')}</TableCell>
              <TableCell sx={{ width: 150 }}>{translate('caretaker.quotations.items.item_number')}</TableCell>
              <TableCell>{translate('caretaker.quotations.items.description')}</TableCell>
              <TableCell sx={{ width: 116 }}>{translate('caretaker.quotations.items.quantity')}</TableCell>
              <TableCell sx={{ width: 64 }}>{translate('caretaker.quotations.items.unit')}</TableCell>
              <TableCell sx={{ width: 100 }} align="right">
                {translate('caretaker.quotations.items.rate')}
              </TableCell>
              <TableCell sx={{ width: 116 }} align="right">
                {translate('caretaker.quotations.items.amount')}
              </TableCell>
              {editable && <TableCell sx={{ width: 52 }} />}
            </TableRow>
          </TableHead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={editable ? 8 : 7} className="qi-center">
                  <p className="qi-text qi-secondary">{translate('caretaker.quotations.items.empty')}</p>
                </td>
              </tr>
            ) : (
              items.map((item, index) => (
                <ItemRow
                  key={item.key}
                  item={item}
                  index={index}
                  editable={editable}
                  dispatch={dispatch}
                  openMenu={openMenu}
                  labels={labels}
                />
              ))
            )}
          </tbody>
        </Table>
      </TableContainer>
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => pick('insert')}>{translate('caretaker.quotations.items.insert')}</MenuItem>
        {menuKind === 'item' && (
          <MenuItem onClick={() => pick('replace')}>{translate('caretaker.quotations.items.replace')}</MenuItem>
        )}
        <MenuItem onClick={() => pick('header')}>
          {translate(
            menuKind === 'header' ? 'caretaker.quotations.items.edit_header' : 'caretaker.quotations.items.add_header',
          )}
        </MenuItem>
        {menuKind !== 'header' && (
          <MenuItem onClick={() => pick('note')}>
            {translate(
              menuKind === 'note' ? 'caretaker.quotations.items.edit_note' : 'caretaker.quotations.items.add_note',
            )}
          </MenuItem>
        )}
        {menuKind === 'item' && !menuStar && (
          <MenuItem onClick={() => pick('discount')}>{translate('caretaker.quotations.items.apply_discount')}</MenuItem>
        )}
        <MenuItem onClick={() => pick('remove')} sx={{ color: 'error.main' }}>
          {translate('caretaker.quotations.items.remove')}
        </MenuItem>
      </Menu>
    </>
  );
}

export const ItemTable = memo(ItemTableView);
