/**
 * List pagination with a go-to-page input that refuses a page above the last page (spec part 1 §5). A list with more
 * rows than the server counts exactly (`meta.total_exact` false, LIST_EXACT_TOTAL) has no total: react-admin's partial
 * pagination (next while the server says there is a next page), labelled "1–25 of more than 10,000".
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField as MuiTextField } from '@mui/material';
import { Pagination, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';

export const ROWS_PER_PAGE_OPTIONS = [10, DEFAULT_PAGE_SIZE, 50, 100];

export type GoToPageResult = { page: number } | { error: 'invalid' | 'above_last' };

/** The last page, or undefined when the list has no exact total (it is not known). */
export function lastPageOf(total: number | undefined, perPage: number): number | undefined {
  if (total === undefined || total === null) return undefined;
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** The API's highest page number (schemas/common.ts `page`): the limit when the last page is not known. */
const MAX_PAGE = 1_000_000;

/** Parses the typed page: a whole number from 1 to the last page, otherwise an error (no navigation). */
export function resolveGoToPage(input: string, lastPage: number | undefined): GoToPageResult {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return { error: 'invalid' };
  const page = Number(trimmed);
  if (page < 1 || page > MAX_PAGE) return { error: 'invalid' };
  if (lastPage !== undefined && page > lastPage) return { error: 'above_last' };
  return { page };
}

export function GoToPage() {
  const translate = useTranslate();
  const { total, perPage, setPage } = useListContext();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lastPage = lastPageOf(total, perPage);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = resolveGoToPage(value, lastPage);
    if ('error' in result) {
      setError(translate(`caretaker.generator.pagination.${result.error}`, { last: lastPage }));
      return;
    }
    setError(null);
    setPage(result.page);
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, py: 1 }}>
      <MuiTextField
        size="small"
        variant="outlined"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        label={translate('caretaker.generator.pagination.go_to_page')}
        error={!!error}
        helperText={error ?? undefined}
        slotProps={{
          htmlInput: { inputMode: 'numeric', 'aria-label': translate('caretaker.generator.pagination.go_to_page') },
        }}
        sx={{ width: 140 }}
      />
      <Button type="submit" variant="outlined" sx={{ height: 40 }}>
        {translate('caretaker.generator.pagination.go')}
      </Button>
    </Box>
  );
}

/** "26–50 of more than 10,000": the rows shown and the server's lower bound of the list's rows. */
function useMoreThanLabel(): ((rows: { from: number; to: number }) => string) | undefined {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { meta } = useListContext();
  const count = (meta as { total_exact?: boolean; total?: number } | undefined)?.total;
  if ((meta as { total_exact?: boolean } | undefined)?.total_exact !== false || typeof count !== 'number')
    return undefined;
  return ({ from, to }) =>
    translate('caretaker.generator.pagination.more_than', { from, to, count: count.toLocaleString(locale) });
}

export function ListPagination() {
  const { total, page, hasNextPage, data } = useListContext();
  const moreThan = useMoreThanLabel();
  const rows: number = Array.isArray(data) ? data.length : 0;
  const partial = total === undefined || total === null;
  if (partial ? rows === 0 && page === 1 && !hasNextPage : !total) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
      <Pagination
        rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
        {...(partial && moreThan ? { labelDisplayedRows: moreThan } : {})}
      />
      <GoToPage />
    </Box>
  );
}
