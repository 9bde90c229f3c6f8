/**
 * FSR item search with server-side search (debounced 300 ms) and infinite scroll over
 * `GET /fsrs/options/fsr?search&page` (hasMore): an autocomplete for the insert/replace modals and a
 * selectable list for the add-quotation-items page.
 */
import { useEffect, useState, type UIEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  Autocomplete,
  Box,
  Checkbox,
  CircularProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants.js';
import { useApi } from '../../src/useApi.js';
import { fetchFsrOptions } from './api.js';
import { sgd } from './pricing.js';
import type { FsrOption } from './types.js';

export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function useFsrSearch(search: string, enabled = true) {
  const api = useApi();
  const debounced = useDebounced(search);
  const query = useInfiniteQuery({
    queryKey: ['caretaker.fsr-options', debounced],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchFsrOptions(api, debounced, pageParam),
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: 60 * 1000,
  });
  const options = query.data?.pages.flatMap((p) => p.options) ?? [];
  return {
    options,
    hasMore: !!query.hasNextPage,
    loading: query.isFetching,
    loadMore: () => query.hasNextPage && !query.isFetchingNextPage && query.fetchNextPage(),
  };
}

function nearBottom(e: UIEvent<HTMLElement>): boolean {
  const el = e.currentTarget;
  return el.scrollTop + el.clientHeight >= el.scrollHeight - 40;
}

export function optionLabel(o: FsrOption): string {
  return o.label ?? `${o.item_number} - ${o.item_description}`;
}

export interface FsrPickerProps {
  value: FsrOption | null;
  onChange: (value: FsrOption | null) => void;
  error?: string | null;
  label?: string;
}

/** Autocomplete over the schedule of rates. */
export function FsrPicker({ value, onChange, error, label }: FsrPickerProps) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const { options, loading, loadMore } = useFsrSearch(input, open);
  return (
    <Autocomplete<FsrOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_, v, reason) => reason !== 'reset' && setInput(v)}
      options={options}
      filterOptions={(x) => x}
      loading={loading}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      noOptionsText={translate('caretaker.quotations.fsr.none')}
      renderOption={(props, o) => (
        <li {...props} key={o.value}>
          <Box>
            <Typography variant="body2">
              <b>{o.item_number}</b> {o.item_description}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {o.item_group_description} · {o.unit} · {sgd(o.rate)}
            </Typography>
          </Box>
        </li>
      )}
      slotProps={{
        listbox: {
          onScroll: (e: UIEvent<HTMLElement>) => nearBottom(e) && loadMore(),
          style: { maxHeight: 320 },
        } as never,
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? translate('caretaker.quotations.fsr.item')}
          error={!!error}
          helperText={error ?? undefined}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress size={18} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

export interface FsrSelectListProps {
  search: string;
  selected: Map<number, FsrOption>;
  onToggle: (option: FsrOption) => void;
  height?: number;
}

/** A checkbox list of FSR items that loads the next page when scrolled to the bottom. */
export function FsrSelectList({ search, selected, onToggle, height = 480 }: FsrSelectListProps) {
  const translate = useTranslate();
  const { options, loading, loadMore, hasMore } = useFsrSearch(search);
  return (
    <Box
      sx={{ height, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      onScroll={(e) => nearBottom(e) && loadMore()}
      data-testid="fsr-list"
    >
      <List dense disablePadding>
        {options.map((o) => (
          <ListItemButton key={o.value} onClick={() => onToggle(o)} selected={selected.has(o.value)}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Checkbox
                edge="start"
                size="small"
                checked={selected.has(o.value)}
                tabIndex={-1}
                inputProps={{ 'aria-label': optionLabel(o) }}
              />
            </ListItemIcon>
            <ListItemText
              primary={`${o.item_number} — ${o.item_description}`}
              secondary={`${o.item_group_description ?? ''} · ${o.unit} · ${sgd(o.rate)}${o.is_star_rate ? ` · ${translate('caretaker.quotations.items.star_rate')}` : ''}`}
            />
          </ListItemButton>
        ))}
      </List>
      {loading && (
        <Box sx={{ p: 2, textAlign: 'center' }}>
          <CircularProgress size={20} />
        </Box>
      )}
      {!loading && options.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('caretaker.quotations.fsr.none')}
        </Typography>
      )}
      {!loading && hasMore && <Box sx={{ height: 8 }} />}
    </Box>
  );
}
