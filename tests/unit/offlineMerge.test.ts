import { describe, expect, it } from 'vitest';
import { mergeFields, outcomeOfStatus, type MergeValue } from '../../domain/offlineMerge.js';

type Row = [string, MergeValue, MergeValue, MergeValue, 'resend' | 'nothing' | 'conflict'];

// field, base, mine (device), theirs (server now) → what happens
const TABLE: Row[] = [
  ['only the device changed it', 'yes', 'no', 'yes', 'resend'],
  ['both changed it the same way', 'yes', 'no', 'no', 'nothing'],
  ['both changed it differently', 'yes', 'no', 'n/a', 'conflict'],
  ['the device cleared it, the server kept it', 'old', null, 'old', 'resend'],
  ['the device set it, the server set another', null, 'mine', 'theirs', 'conflict'],
  ['the device set it, the server cleared it', 'old', 'mine', null, 'conflict'],
];

describe('mergeFields', () => {
  it.each(TABLE)('%s', (_, base, mine, theirs, expected) => {
    const out = mergeFields({ f: base }, { f: mine }, { f: theirs });
    expect(Object.keys(out.resend).length ? 'resend' : out.conflicts.length ? 'conflict' : 'nothing').toBe(expected);
    if (expected === 'resend') expect(out.resend).toEqual({ f: mine });
    if (expected === 'conflict') expect(out.conflicts).toEqual([{ field: 'f', base, mine, theirs }]);
  });

  it('leaves fields the device did not change to the server', () => {
    const out = mergeFields({ a: 1, b: 'x' }, { a: 2 }, { a: 1, b: 'changed by them' });
    expect(out).toEqual({ resend: { a: 2 }, conflicts: [] });
  });

  it('treats a field missing from a side as null', () => {
    expect(mergeFields({}, { remarks: 'new' }, {})).toEqual({ resend: { remarks: 'new' }, conflicts: [] });
  });
});

describe('outcomeOfStatus', () => {
  it.each([
    [409, 'merge'],
    [401, 'sign-in'],
    [0, 'retry'],
    [503, 'retry'],
    [429, 'retry'],
    [403, 'refused'],
    [422, 'refused'],
    [404, 'refused'],
  ] as const)('%i → %s', (status, outcome) => expect(outcomeOfStatus(status)).toBe(outcome));
});
