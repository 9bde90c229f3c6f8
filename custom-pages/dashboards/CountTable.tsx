/**
 * A table of counts (the inspection, defect and checklist dashboards): label columns, then count columns whose cells
 * link — in a new tab — to the list that shows those records (spec part 3 §2); 'No data' when empty (the spec's word for a dashboard without rows).
 */
import type { ReactNode } from 'react';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface CountColumn<R> {
  label: string;
  value: (r: R) => ReactNode;
  /** Count columns: the number, and where it leads. */
  count?: (r: R) => number;
  href?: (r: R) => string | null;
}

export function CountTable<R>({
  rows,
  columns,
  caption,
  rowKey,
}: {
  rows: R[];
  columns: CountColumn<R>[];
  caption: string;
  rowKey: (r: R, i: number) => string | number;
}) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.count ? 'right' : 'left'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{translate('caretaker.dashboards.no_data')}</TableCell>
            </TableRow>
          ) : (
            rows.map((r, i) => (
              <TableRow key={rowKey(r, i)} hover>
                {columns.map((c) => {
                  const href = c.href?.(r);
                  return (
                    <TableCell key={c.label} align={c.count ? 'right' : 'left'}>
                      {href ? (
                        <Link href={href} target="_blank" rel="noopener">
                          {c.value(r)}
                        </Link>
                      ) : (
                        c.value(r)
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
