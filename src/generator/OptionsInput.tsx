/**
 * A searchable, clearable select whose options come from an API path (`x-options-url`), which answers
 * `{ data: string[] | { id, name }[] }`.
 */
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { api } from '../http.js';
import type { ChoiceItem } from './types.js';

export function toChoiceItems(data: unknown): ChoiceItem[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)
      ? (data as { data: unknown[] }).data
      : [];
  return list
    .filter((v) => v !== null && v !== undefined)
    .map((v) => {
      if (typeof v === 'object') {
        const o = v as Record<string, unknown>;
        const id = (o.id ?? o.value ?? o.name) as string | number;
        return { id, name: String(o.name ?? o.label ?? o.title ?? id) };
      }
      return { id: v as string | number, name: String(v) };
    });
}

/** The options of an API path as react-query asks them (a list's address preset reads the same cached answer). */
export const optionsQuery = (url: string) => ({
  queryKey: ['caretaker.options', url],
  queryFn: async () => toChoiceItems(await api(url)),
  staleTime: 5 * 60 * 1000,
});

export function useOptions(url: string) {
  return useQuery(optionsQuery(url));
}

export type OptionsInputProps = Omit<AutocompleteInputProps, 'choices'> & { url: string };

export function OptionsInput({ url, ...props }: OptionsInputProps) {
  const { data, isPending } = useOptions(url);
  return <AutocompleteInput choices={data ?? []} isPending={isPending} translateChoice={false} {...props} />;
}
