/**
 * The role's permissions as checkboxes grouped by category, in four columns; the value is `permission_ids`.
 * An edited role carries every permission (with a checked flag); a new one loads GET /api/permission?all=1.
 */
import { useQuery } from '@tanstack/react-query';
import { Box, Checkbox, FormControlLabel, FormGroup, Grid, Typography } from '@mui/material';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { useApi } from '../../src/useApi.js';

export interface PermissionItem {
  id: number;
  name: string;
  slug: string;
  category: string;
}

/** Categories in alphabetical order, each with its permissions in the order received. */
export function groupByCategory(permissions: readonly PermissionItem[]): [string, PermissionItem[]][] {
  const groups = new Map<string, PermissionItem[]>();
  for (const p of permissions) {
    const list = groups.get(p.category) ?? [];
    list.push(p);
    groups.set(p.category, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function useAllPermissions(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['caretaker.permissions.all'],
    queryFn: async () => (await api<{ data: PermissionItem[] }>('/permission', { query: { all: 1 } })).data ?? [],
    enabled,
    staleTime: 60 * 1000,
  });
}

export function PermissionCheckboxes({ source = 'permission_ids' }: { source?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<{ permissions?: PermissionItem[] }>();
  const embedded = Array.isArray(record?.permissions) ? record.permissions : undefined;
  const { data: loaded } = useAllPermissions(!embedded);
  const { field } = useInput<number[]>({ source, defaultValue: [], format: (v) => v ?? [], parse: (v) => v });
  const selected = new Set<number>((field.value as number[] | undefined) ?? []);
  const groups = groupByCategory(embedded ?? loaded ?? []);

  const setIds = (ids: Set<number>) => field.onChange([...ids].sort((a, b) => a - b));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setIds(next);
  };
  const toggleGroup = (items: PermissionItem[], on: boolean) => {
    const next = new Set(selected);
    for (const p of items) {
      if (on) next.add(p.id);
      else next.delete(p.id);
    }
    setIds(next);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('resources.settings/roles.fields.permission_ids')}
      </Typography>
      <Grid container spacing={2}>
        {groups.map(([category, items]) => {
          const count = items.filter((p) => selected.has(p.id)).length;
          return (
            <Grid key={category} size={{ xs: 12, sm: 6, md: 3 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={count === items.length}
                    indeterminate={count > 0 && count < items.length}
                    onChange={(e) => toggleGroup(items, e.target.checked)}
                    slotProps={{ input: { 'aria-label': translate('caretaker.roles.select_category', { category }) } }}
                  />
                }
                label={<Typography fontWeight="bold">{category}</Typography>}
              />
              <FormGroup sx={{ pl: 2 }}>
                {items.map((p) => (
                  <FormControlLabel
                    key={p.id}
                    control={
                      <Checkbox
                        size="small"
                        checked={selected.has(p.id)}
                        onChange={(e) => toggle(p.id, e.target.checked)}
                        name={p.slug}
                      />
                    }
                    label={p.name}
                  />
                ))}
              </FormGroup>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
