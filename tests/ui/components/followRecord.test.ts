/** A form's values when its record is read again: what the user changed since the last read stays, the rest follows. */
import { describe, expect, it } from 'vitest';
import { followValue } from '../../../src/components/followRecord.js';

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
