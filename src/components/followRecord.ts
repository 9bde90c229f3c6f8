/**
 * A form's values when its record is read again — a sync of the device's waiting writes, a refresh after a save: what
 * the user changed since the record was last read stays as typed, the rest follows the record. Replacing every value
 * lost what was being typed when a sync landed. Another record (another key) is taken whole.
 */
export interface Applied<V> {
  key: string | number | null;
  values: V;
}

/** One value: as typed when the user changed it since the record was last read (`before`), else the record's. */
export const followValue = <T>(current: T, before: T | undefined, next: T): T =>
  before !== undefined && current !== before ? current : next;

/** Every value of a form (`followValue` field by field) against the values last read (`applied`) and the new ones. */
export function followValues<V extends Record<string, unknown>>(
  current: V,
  applied: Applied<V> | null,
  next: Applied<V>,
): V {
  if (!applied || applied.key !== next.key) return next.values;
  const out = { ...next.values };
  for (const k of Object.keys(out) as (keyof V)[]) out[k] = followValue(current[k], applied.values[k], out[k]);
  return out;
}
