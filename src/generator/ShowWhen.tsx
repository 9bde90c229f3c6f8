/**
 * Field conditions (`x-show-when`, Directus-style): a field is shown — and therefore validated and sent —
 * only while another field's value, or a property of the record that field references, is in a list.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useGetOne, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ShowWhenRule } from './types.js';

/** True when `value` is one of the rule's values (numbers and numeric strings compare equal). */
export function matchesRule(rule: Pick<ShowWhenRule, 'in'>, value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  return rule.in.some((v) => String(v) === String(value));
}

/**
 * The value to compare for a `via` rule when the edited record already embeds the referenced record
 * (e.g. a user's `role: { slug }` next to `role_id`), so no look-up is needed; undefined otherwise.
 */
export function embeddedViaValue(
  record: Record<string, unknown> | undefined,
  rule: ShowWhenRule,
  currentValue: unknown,
): unknown {
  if (!record || !rule.via || currentValue == null) return undefined;
  if (String(record[rule.field]) !== String(currentValue)) return undefined;
  const embedded = record[rule.field.replace(/_id$/, '')];
  return embedded && typeof embedded === 'object' ? (embedded as Record<string, unknown>)[rule.via] : undefined;
}

/** Whether a field governed by `rule` is shown in the current form. `reference` is the resource of `rule.field`. */
export function useShowWhen(rule: ShowWhenRule, reference?: string): boolean {
  const value = useWatch({ name: rule.field });
  const record = useRecordContext();
  const embedded = embeddedViaValue(record, rule, value);
  const needsLookup = !!rule.via && embedded === undefined && value != null && value !== '' && !!reference;
  const { data } = useGetOne(reference ?? '', { id: value }, { enabled: needsLookup });
  if (!rule.via) return matchesRule(rule, value);
  const viaValue =
    embedded !== undefined
      ? embedded
      : needsLookup
        ? (data as Record<string, unknown> | undefined)?.[rule.via]
        : undefined;
  return matchesRule(rule, viaValue);
}

/**
 * Which conditional fields are shown right now (source -> shown), filled by `ShowWhen` while rendering,
 * read by the form's transform so a hidden field is not sent even when the loaded record holds a value.
 */
export type FieldVisibility = Map<string, boolean>;
export const FieldVisibilityContext = createContext<FieldVisibility | null>(null);

export interface ShowWhenProps extends ShowWhenRule {
  /** The governed field (recorded in the form's FieldVisibility). */
  source?: string;
  /** The resource `field` references (needed with `via`). */
  reference?: string;
  children: ReactNode;
}

export function ShowWhen({ children, reference, source, ...rule }: ShowWhenProps) {
  const shown = useShowWhen(rule, reference);
  const visibility = useContext(FieldVisibilityContext);
  if (visibility && source) visibility.set(source, shown);
  return shown ? <>{children}</> : null;
}
