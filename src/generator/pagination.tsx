/**
 * List pagination with a go-to-page input that refuses a page above the last page (spec part 1 §5).
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField as MuiTextField } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';

export const ROWS_PER_PAGE_OPTIONS = [10, DEFAULT_PAGE_SIZE, 50, 100];

export type GoToPageResult = { page: number } | { error: 'invalid' | 'above_last' };

export function lastPageOf(total: number | undefined, perPage: number): number {
  return Math.max(1, Math.ceil((total ?? 0) / Math.max(1, perPage)));
}

/** Parses the typed page: a whole number from 1 to the last page, otherwise an error (no navigation). */
export function resolveGoToPage(input: string, lastPage: number): GoToPageResult {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return { error: 'invalid' };
  const page = Number(trimmed);
  if (page < 1) return { error: 'invalid' };
  if (page > lastPage) return { error: 'above_last' };
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

export function ListPagination() {
  const { total } = useListContext();
  if (!total) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
      <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />
      <GoToPage />
    </Box>
  );
}
