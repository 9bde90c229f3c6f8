/**
 * The merge rule of field work without signal (docs/architecture.md "Offline field work"): a change made on a device
 * carries the values it was based on (the base). When the server answers 409 because someone changed the record
 * meanwhile, each field the device changed is compared three ways with the server's current value:
 * - the server still holds the base: only the device changed it, so it is sent again on the new version;
 * - the server already holds the device's value: nothing to send;
 * - the server holds a third value: both changed it, and the user chooses.
 * Fields the device did not change keep the server's value (they are never sent).
 */
export type MergeValue = string | number | boolean | null;

export interface MergeConflict {
  field: string;
  base: MergeValue;
  mine: MergeValue;
  theirs: MergeValue;
}

export interface MergeOutcome {
  /** The device's changes to send again on the server's current version. */
  resend: Record<string, MergeValue>;
  /** Fields both sides changed differently: the user chooses. */
  conflicts: MergeConflict[];
}

const same = (a: MergeValue | undefined, b: MergeValue | undefined) => (a ?? null) === (b ?? null);

export function mergeFields(
  base: Record<string, MergeValue>,
  mine: Record<string, MergeValue>,
  theirs: Record<string, MergeValue>,
): MergeOutcome {
  const resend: Record<string, MergeValue> = {};
  const conflicts: MergeConflict[] = [];
  for (const [field, value] of Object.entries(mine)) {
    if (same(theirs[field], value)) continue;
    if (same(theirs[field], base[field])) resend[field] = value;
    else conflicts.push({ field, base: base[field] ?? null, mine: value, theirs: theirs[field] ?? null });
  }
  return { resend, conflicts };
}

/**
 * What becomes of a queued write the server refused. 409: the record changed meanwhile → merge. 403 or 422 on a workflow
 * step (the OM acknowledged, the MA approved): the step is no longer allowed → reported, the device's other changes kept.
 * 401: the session ended → wait for the same user to sign in again. 0 or 5xx: the network or the server → try again later.
 * Any other refusal of bad input cannot succeed by retrying → reported.
 */
export type RefusalOutcome = 'merge' | 'refused' | 'sign-in' | 'retry';

export function outcomeOfStatus(status: number): RefusalOutcome {
  if (status === 409) return 'merge';
  if (status === 401) return 'sign-in';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}
