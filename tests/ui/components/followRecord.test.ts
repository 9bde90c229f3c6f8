/** A form's values when its record is read again: what the user changed since the last read stays, the rest follows. */
import { describe, expect, it } from 'vitest';
import { followValue, followValues } from '../../../src/components/followRecord.js';

describe('followValue', () => {
  it.each([
    // current, before, next, result
    ['typed', 'stored', 'stored', 'typed'],
    ['typed', 'stored', 'changed on the server', 'typed'],
    ['stored', 'stored', 'changed on the server', 'changed on the server'],
    ['stored', undefined, 'first read', 'first read'],
    ['', 'stored', 'stored', ''],
  ])('%j (read before as %j, now %j) gives %j', (current, before, next, result) => {
    expect(followValue(current, before, next)).toBe(result);
  });
});

describe('followValues', () => {
  const read = (key: number, values: Record<string, string>) => ({ key, values });
  it('keeps the fields changed since the last read and follows the record in the others', () => {
    const last = read(7, { a: 'stored', b: 'stored' });
    expect(followValues({ a: 'typed', b: 'stored' }, last, read(7, { a: 'server', b: 'server' }))).toEqual({
      a: 'typed',
      b: 'server',
    });
  });
  it('takes the record whole on its first read and when it is another record', () => {
    const next = read(8, { a: 'eight' });
    expect(followValues({ a: 'typed' }, null, next)).toEqual({ a: 'eight' });
    expect(followValues({ a: 'typed' }, read(7, { a: 'seven' }), next)).toEqual({ a: 'eight' });
  });
});
