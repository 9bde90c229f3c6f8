import { describe, expect, it } from 'vitest';
import { isStrongPassword, PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from '../../domain/password.js';

describe('password rule (spec part 1 §5)', () => {
  it.each([
    ['Caretaker#2026', true, 'the demo password'],
    ['abcdefghij1@', true, 'exactly 12 with lower-case only letters'],
    ['ABCDEFGHIJ1$', true, 'upper-case only letters'],
    ['1234567890a!', true, 'one letter is enough'],
    ['a1%bcdefghijklmnopqrstuvwxyz0123456789', true, 'long'],
    ['a1*aaaaaaaaa', true, '* is special'],
    ['a1?aaaaaaaaa', true, '? is special'],
    ['a1&aaaaaaaaa', true, '& is special'],
    ['a1 aaaaaaaa#', true, 'spaces are allowed besides the rule'],
    ['abcdefgh1@x', false, '11 characters'],
    ['', false, 'empty'],
    ['abcdefghijk@', false, 'no digit'],
    ['abcdefghijk1', false, 'no special character'],
    ['123456789012@', false, 'no letter'],
    ['abcdefghij1~', false, '~ is not in @$!%*#?&'],
    ['abcdefghij1^', false, '^ is not in @$!%*#?&'],
    ['abcdefghij1-', false, '- is not in @$!%*#?&'],
    ['ééééééééé1@é', false, 'accented letters are not A-Z'],
  ])('%s -> %s (%s)', (value, ok) => {
    expect(isStrongPassword(value)).toBe(ok);
  });

  it('keeps the length rule even where the pattern alone is asked', () => {
    expect(PASSWORD_PATTERN.test('ab1@')).toBe(false);
    expect(PASSWORD_PATTERN.test('abcdefghij1@')).toBe(true);
  });

  it('words the message as the spec lists it', () => {
    for (const part of ['12 characters', 'uppercase', 'lowercase', 'number', 'special character'])
      expect(PASSWORD_RULE_MESSAGE).toContain(part);
  });
});
