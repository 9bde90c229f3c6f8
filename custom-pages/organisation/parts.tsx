/** Small table pieces shared by the organisation screens. */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  IconButton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A header row of translated labels, plus an empty cell for the row actions when `actions`. */
export function HeadRow({ labels, actions = false }: { labels: string[]; actions?: boolean }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {labels.map((l) => (
          <TableCell key={l}>{translate(l)}</TableCell>
        ))}
        {actions && <TableCell />}
      </TableRow>
    </TableHead>
  );
}

/** An icon button with its label as tooltip and accessible name. */
export function IconAction({
  label,
  onClick,
  icon = <DeleteIcon />,
  color,
}: {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  color?: 'error' | 'primary';
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} color={color}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

export function LabelledSwitch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <Switch
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

/** A section's people: one row each, the cells given by `cells`, a remove button when editable, or the empty text. */
export function MemberTable<T extends { id: number; full_name: string }>({
  rows,
  labels,
  cells,
  editable,
  onRemove,
  emptyText,
}: {
  rows: T[];
  labels: string[];
  cells: (row: T) => ReactNode[];
  editable: boolean;
  onRemove: (row: T) => void;
  emptyText: string;
}) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography color="text.secondary">{translate(emptyText)}</Typography>;
  return (
    <Table size="small">
      <HeadRow labels={labels} actions={editable} />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {cells(row).map((cell, i) => (
              <TableCell key={labels[i] ?? i}>{cell}</TableCell>
            ))}
            {editable && (
              <TableCell align="right">
                <IconAction
                  label={translate('caretaker.organisation.remove', { name: row.full_name })}
                  onClick={() => onRemove(row)}
                />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
