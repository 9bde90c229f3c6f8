/**
 * The quotation item table (spec part 2 §2 "Quotation form", §5): serial numbers, headers, notes,
 * custodial discount sub-rows, quantities and live amounts from domain/pricing.ts.
 *
 * Performance (issue 4 §3, < 50 ms per keystroke with 200 items): every row is memoised and receives
 * its own item object plus stable callbacks; a keystroke replaces one item in the array, so only that
 * row and the totals re-render. The row action menu is one shared menu, not one per row.
 */
import { memo, useCallback, useMemo, useState, type Dispatch } from 'react';
import {
  Chip,
  IconButton,
  InputBase,
  Menu,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { priceRow, rowKind } from '../../domain/pricing.js';
import { formatAmount, formatDeduction, parseMoney } from '../../domain/money.js';
import { MAX_QUANTITY_MILLI, quantityError } from '../../domain/quotationValidation.js';
import type { ItemAction } from './items.js';
import { messageKey } from './validation.js';
import type { QuotationItem } from './types.js';

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

const inputSx = {
  fontSize: 14,
  '& input': { py: 0.5, px: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' },
} as const;

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

const ItemRow = memo(function ItemRow({ item, index, editable, dispatch, openMenu, labels }: RowProps) {
  const price = useMemo(() => priceRow(item), [item]);
  // checked on input, not only on save (issue 8 §4): minimum 0, step 0.01, at most 1,000,000 (the server's bound too)
  const quantityProblem = editable ? quantityError(item.quantity) : null;
  rowRenders.count += 1;
  const serial = editable ? (
    <InputBase
      sx={{ ...inputSx, width: 64 }}
      value={item.serial_no}
      inputProps={{ 'aria-label': `${labels.serial} ${index + 1}`, inputMode: 'numeric' }}
      onChange={(e) => dispatch({ type: 'field', index, field: 'serial_no', value: e.target.value })}
    />
  ) : (
    item.serial_no
  );
  const actions = editable ? (
    <IconButton
      size="small"
      aria-label={`${labels.actions} ${index + 1}`}
      onClick={(e) => openMenu(e.currentTarget, index)}
    >
      <MoreVertIcon fontSize="small" />
    </IconButton>
  ) : null;

  // header and note rows (domain/pricing.ts rowKind) carry no serial number, quantity or amount
  if (price.kind === 'header' || price.kind === 'note') {
    return (
      <TableRow data-row={price.kind} sx={price.kind === 'header' ? { bgcolor: 'action.hover' } : undefined}>
        <TableCell />
        <TableCell colSpan={6}>
          {price.kind === 'header' ? (
            <Typography fontWeight="bold">{item.header}</Typography>
          ) : (
            <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
              {item.note}
            </Typography>
          )}
        </TableCell>
        {editable && <TableCell>{actions}</TableCell>}
      </TableRow>
    );
  }

  const subRows = item.subRows ?? [];
  return (
    <>
      <TableRow data-row="item" hover>
        <TableCell>{serial}</TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>
          {item.item_number}
          {item.is_star_rate && (
            <Chip size="small" color="warning" label={labels.starRate} sx={{ ml: 1, height: 18 }} />
          )}
        </TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>
          {item.item_group_description && (
            <Typography variant="caption" color="text.secondary" component="div">
              {item.item_group_description}
            </Typography>
          )}
          <Typography variant="body2">{item.item_description}</Typography>
          {item.note && (
            <Typography variant="body2" sx={{ fontStyle: 'italic' }} color="text.secondary">
              {item.note}
            </Typography>
          )}
          {price.minimum !== null && (
            <Typography
              variant="caption"
              color={price.minimumApplied ? 'warning.main' : 'text.secondary'}
              component="div"
            >
              {labels.minimum.replace('%MIN%', formatAmount(price.minimum))}
            </Typography>
          )}
        </TableCell>
        <TableCell>
          {editable ? (
            <InputBase
              sx={{ ...inputSx, width: 90 }}
              value={item.quantity}
              type="number"
              error={!!quantityProblem || price.invalid.includes('quantity')}
              inputProps={{
                'aria-label': `${labels.quantity} ${index + 1}`,
                min: 0,
                step: 0.01,
                max: MAX_QUANTITY_MILLI / 1000,
                'aria-invalid': !!quantityProblem,
                'aria-describedby': quantityProblem ? `quantity-error-${index}` : undefined,
              }}
              onChange={(e) => dispatch({ type: 'field', index, field: 'quantity', value: e.target.value })}
            />
          ) : (
            item.quantity
          )}
          {quantityProblem && (
            <Typography id={`quantity-error-${index}`} variant="caption" color="error" component="div">
              {labels.message(quantityProblem)}
            </Typography>
          )}
        </TableCell>
        <TableCell>{item.unit}</TableCell>
        <TableCell align="right">{rateText(item.rate)}</TableCell>
        <TableCell align="right" data-cell="amount">
          {money(item.amount)}
        </TableCell>
        {editable && <TableCell>{actions}</TableCell>}
      </TableRow>
      {subRows.map((line, j) => (
        <TableRow key={j} data-row="discount">
          <TableCell />
          <TableCell />
          <TableCell>
            <Typography variant="body2" color="text.secondary">
              {line.item_description}
            </Typography>
          </TableCell>
          <TableCell>{line.quantity}</TableCell>
          <TableCell>{line.unit}</TableCell>
          <TableCell align="right">{formatDeduction(Math.round(Number(line.rate) * 100))}</TableCell>
          <TableCell align="right">{formatDeduction(Math.round(Number(line.amount) * 100))}</TableCell>
          {editable && (
            <TableCell>
              <IconButton
                size="small"
                aria-label={labels.removeDiscount}
                onClick={() => dispatch({ type: 'removeDiscount', index, subIndex: j })}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </TableCell>
          )}
        </TableRow>
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
        <Table
          size="small"
          aria-label={translate('caretaker.quotations.items.title')}
          sx={{ tableLayout: 'fixed', minWidth: 860 }}
        >
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
          <TableBody>
            {items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={editable ? 8 : 7} align="center">
                  <Typography variant="body2" color="text.secondary">
                    {translate('caretaker.quotations.items.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
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
          </TableBody>
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
