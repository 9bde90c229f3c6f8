/**
 * A link to an area list with filters in its address (a dashboard's, a bookmark) opens it filtered by exactly those
 * (src/generator/SchemaList.tsx): the declared filters it names, under their own names or the list's `address`
 * aliases, a multiselect's comma lists, the values that stand for several (`x-address-values`), a month for a date
 * range (`x-address-month`) and, for a filter of an options path, an option named by its name rather than its id.
 */
import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStoreContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { monthBounds } from '../../domain/dashboards.js';
import { filterParameters, type AreaListSchema } from '../../schemas/resource.js';
import { optionsQuery } from './OptionsInput.js';
import type { ChoiceItem } from './types.js';

export type AddressFilters = Record<string, string | string[]>;

/** First and last day of a yyyy-MM month, or null for another text. */
function monthRange(ym: string | null): [string, string] | null {
  const m = ym ? /^(\d{4})-(\d{2})$/.exec(ym) : null;
  const bounds = m ? monthBounds(Number(m[1]), Number(m[2])) : null;
  return bounds ? [bounds.start_date, bounds.end_date] : null;
}

/**
 * The declared filters an address names (`?status=PENDING_MA&status=PENDING&school=3`), or null when it names none. A
 * name of the list's `address` stands for its filter (`school` for `school_id`), as does a month name of a date range;
 * a multiselect also takes a comma list.
 */
export function addressFilters(schema: AreaListSchema, search: string): AddressFilters | null {
  const query = new URLSearchParams(search);
  const aliases = Object.entries(schema['x-area-list'].address ?? {});
  const monthNames = Object.values(schema.properties).flatMap((p) => p['x-address-month'] ?? []);
  // an address name that is an alias means its filter, even when the list has an API filter of that name too
  const claimed = new Set([...aliases.map(([from]) => from), ...monthNames]);
  const out: AddressFilters = {};
  for (const [field, p] of Object.entries(schema.properties)) {
    if (!p['x-filter']) continue;
    const month = (p['x-address-month'] ?? []).map((n) => monthRange(query.get(n))).find(Boolean);
    if (month) filterParameters(field, p).forEach((name, i) => (out[name] = month[i]));
    for (const name of filterParameters(field, p)) {
      const names = [...(claimed.has(name) ? [] : [name]), ...aliases.filter(([, to]) => to === name).map(([n]) => n)];
      const given = names.flatMap((n) => [...query.getAll(n), ...query.getAll(`${n}[]`)]);
      const listed = p['x-filter'] === 'multiselect' ? given.flatMap((v) => v.split(',')) : given;
      const values = [...new Set(listed.filter(Boolean).flatMap((v) => p['x-address-values']?.[v] ?? [v]))];
      if (values.length) out[name] = p['x-filter'] === 'multiselect' ? values : values[0];
    }
  }
  return Object.keys(out).length ? out : null;
}

const isId = (v: string) => /^\d+$/.test(v);

/**
 * The preset with each option of an options path that the address named by its name ('Bedok Green Primary School',
 * any case) replaced by its id; a name no option has is left out. Ids are kept as they are, without asking the options.
 */
export async function withOptionIds(
  schema: AreaListSchema,
  preset: AddressFilters,
  options: (url: string) => Promise<ChoiceItem[]>,
): Promise<AddressFilters> {
  const out = { ...preset };
  for (const [field, p] of Object.entries(schema.properties)) {
    const given = out[field];
    const url = p['x-options-url'];
    if (!url || given === undefined || [given].flat().every(isId)) continue;
    const choices = await options(url).catch(() => []);
    const ids = [given].flat().flatMap((v) => {
      const named = isId(v) ? null : choices.find((c) => c.name.toLowerCase() === v.toLowerCase());
      return isId(v) ? [v] : named ? [String(named.id)] : [];
    });
    if (!ids.length) delete out[field];
    else out[field] = Array.isArray(given) ? ids : ids[0];
  }
  return out;
}

/**
 * Writes the address's filters to the list's stored parameters, which the list reads when it mounts and keeps for the
 * return to it, and cleans the address. Answers true while that is under way (render nothing meanwhile).
 */
export function useAddressPreset(schema: AreaListSchema, storeKey: string): boolean {
  const { search } = useLocation();
  const navigate = useNavigate();
  const store = useStoreContext();
  const queryClient = useQueryClient();
  const preset = useMemo(() => addressFilters(schema, search), [schema, search]);
  useEffect(() => {
    if (!preset) return;
    let current = true;
    void withOptionIds(schema, preset, (url) => queryClient.fetchQuery(optionsQuery(url))).then((filter) => {
      if (!current) return;
      // react-admin keeps a list's parameters under its storeKey; a link naming nothing it knows opens the list as usual
      if (Object.keys(filter).length)
        store.setItem(storeKey, { ...(store.getItem<object>(storeKey) ?? {}), filter, page: 1 });
      navigate({ search: '' }, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [preset, schema, store, storeKey, navigate, queryClient]);
  return !!preset;
}
