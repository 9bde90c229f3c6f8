/**
 * A category table's school rows, made for 200 of them on a phone: plain table cells and inputs styled once by the
 * table (`categoryTableSx`) instead of a styled MUI cell and text field each — a zone's tab has up to 2,400 cells and
 * 1,200 inputs, and each MUI text field is a dozen components —, and each row memoised, so typing in one re-renders
 * that row and the totals, not the 200.
 */
import { memo } from 'react';
import { alpha, darken, lighten, type SxProps, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { formatAmount, formatMoney } from '../../src/format.js';
import type { CategoryRow } from './api.js';

export type Editable = 'addition' | 'omission' | 'deduction' | 'grn_percentage' | 'reference';
export type Draft = Record<Editable, string>;
export type RowErrors = Partial<Record<Editable, string>>;

/** What the rows need to say: the input's name for a school, read per row only when the row renders. */
export type LabelOf = (key: Editable, school: string) => string;

const cellBorder = (theme: Theme) =>
  theme.vars
    ? theme.vars.palette.TableCell.border
    : theme.palette.mode === 'light'
      ? lighten(alpha(theme.palette.divider, 1), 0.88)
      : darken(alpha(theme.palette.divider, 1), 0.68);

/** The MUI small table cell and small outlined text field, as rules of the table instead of styles of each element. */
export const categoryTableSx: SxProps<Theme> = (theme: Theme) =>
  ({
    '& tr.cop-row': { verticalAlign: 'middle' },
    '& .cop-cell': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      padding: '6px 16px',
      textAlign: 'right',
      borderBottom: `1px solid ${cellBorder(theme)}`,
      color: (theme.vars ?? theme).palette.text.primary,
    },
    '& .cop-cell.cop-text': { textAlign: 'left' },
    '& .cop-input': {
      ...theme.typography.body1,
      // the small outlined field's box: 40 px high, at least 80 px of text
      boxSizing: 'border-box',
      height: 40,
      lineHeight: '1.4375em',
      padding: '8.5px 14px',
      margin: 0,
      width: '100%',
      minWidth: 110,
      textAlign: 'right',
      color: (theme.vars ?? theme).palette.text.primary,
      background: 'none',
      border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
      borderRadius: `${theme.shape.borderRadius}px`,
      outline: 0,
      '&:hover': { borderColor: (theme.vars ?? theme).palette.text.primary },
      // the outlined field's 2 px border when focused, drawn inside so nothing moves
      '&:focus': {
        borderColor: (theme.vars ?? theme).palette.primary.main,
        boxShadow: `inset 0 0 0 1px ${(theme.vars ?? theme).palette.primary.main}`,
      },
      '&[aria-invalid="true"]': { borderColor: (theme.vars ?? theme).palette.error.main },
      '&[aria-invalid="true"]:focus': { boxShadow: `inset 0 0 0 1px ${(theme.vars ?? theme).palette.error.main}` },
    },
    '& .cop-input.cop-text': { textAlign: 'left', minWidth: 150 },
    '& .cop-error': {
      ...theme.typography.caption,
      display: 'block',
      margin: '3px 14px 0',
      textAlign: 'left',
      color: (theme.vars ?? theme).palette.error.main,
    },
  }) as SystemStyleObject<Theme>;

interface RowProps {
  /** the row as the user's drafts make it (its figures recomputed) */
  row: CategoryRow;
  /** undefined when the claim cannot be updated: figures, not inputs */
  draft?: Draft;
  errors?: RowErrors;
  percent: boolean;
  labelOf: LabelOf;
  onEdit: (id: number, key: Editable, value: string) => void;
  onSettle: (id: number, key: Editable) => void;
}

function Field({
  row,
  name,
  value,
  error,
  labelOf,
  onEdit,
  onSettle,
}: {
  row: CategoryRow;
  name: Editable;
  value: string;
  error?: string;
  labelOf: LabelOf;
  onEdit: RowProps['onEdit'];
  onSettle: RowProps['onSettle'];
}) {
  const errorId = error ? `cop-${row.id}-${name}-error` : undefined;
  const text = name === 'reference';
  return (
    <>
      <input
        className={text ? 'cop-input cop-text' : 'cop-input'}
        inputMode={text ? 'text' : 'decimal'}
        aria-label={labelOf(name, row.school_name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        value={value}
        onChange={(e) => onEdit(row.id, name, e.target.value)}
        onBlur={() => onSettle(row.id, name)}
      />
      {error && (
        <span className="cop-error" id={errorId}>
          {error}
        </span>
      )}
    </>
  );
}

/** One school's row: its name, figures and (while the claim is a draft the user may update) its inputs. */
export const CategoryRowView = memo(function CategoryRowView({
  row: r,
  draft,
  errors,
  percent,
  labelOf,
  onEdit,
  onSettle,
}: RowProps) {
  const amount = (v: number | null) => formatAmount(v);
  const cell = (key: Editable, v: number | string | null) => (
    <td className={key === 'reference' ? 'cop-cell cop-text' : 'cop-cell'}>
      {draft ? (
        <Field
          row={r}
          name={key}
          value={draft[key]}
          error={errors?.[key]}
          labelOf={labelOf}
          onEdit={onEdit}
          onSettle={onSettle}
        />
      ) : key === 'reference' ? (
        v
      ) : key === 'grn_percentage' ? (
        amount(v as number | null)
      ) : (
        formatMoney(v as number | null)
      )}
    </td>
  );
  return (
    <tr className="cop-row">
      <th className="cop-cell cop-text" scope="row">
        {r.school_name}
      </th>
      <td className="cop-cell">{amount(r.contract_amount)}</td>
      {percent && (
        <>
          {cell('grn_percentage', r.grn_percentage)}
          <td className="cop-cell">{amount(r.summarygrnpercentage)}</td>
        </>
      )}
      <td className="cop-cell">{amount(r.monthly_claim)}</td>
      {cell('addition', r.addition)}
      {cell('omission', r.omission)}
      {cell('deduction', r.deduction)}
      <td className="cop-cell">{amount(r.summarypayment)}</td>
      <td className="cop-cell">{amount(r.summarydeduction)}</td>
      <td className="cop-cell" data-testid={`payment-${r.school_id}`}>
        {amount(r.payment)}
      </td>
      {cell('reference', r.reference)}
    </tr>
  );
});
