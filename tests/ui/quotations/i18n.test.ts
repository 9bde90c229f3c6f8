/** The quotation and FSR screens speak all four languages: every English key has a French, German and Dutch text. */
import { msg } from '../../support/messages.js';
import { describe, expect, it } from 'vitest';
import { en } from '../../../custom-pages/quotations/i18n.js';
import { de } from '../../../custom-pages/quotations/i18n.de.js';
import { fr } from '../../../custom-pages/quotations/i18n.fr.js';
import { nl } from '../../../custom-pages/quotations/i18n.nl.js';
import { QUOTATION_MSG } from '../../../domain/quotationValidation.js';
import { minimumChargeMessage } from '../../../domain/pricing.js';

type Tree = { [k: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe('quotation messages', () => {
  const english = keys(en as Tree);
  for (const [name, messages] of Object.entries({ fr, de, nl })) {
    it(`${name} has every English key`, () => {
      const own = new Set(keys(messages as Tree));
      expect(english.filter((k) => !own.has(k))).toEqual([]);
    });
  }

  it('English is the specification wording (domain messages)', () => {
    const q = (key: string) => msg(en, `caretaker.quotations.${key}`);
    expect(q('msg')).toEqual({ ...QUOTATION_MSG });
    expect(q('history.empty')).toBe('No status history available');
    expect(q('modals.regenerate_confirm')).toBe('Are you sure you want to generate this report?');
    expect(String(q('items.minimum')).replace('%{minimum}', '150.00')).toBe(minimumChargeMessage(15000));
    expect(msg(en, 'caretaker.fsr.required')).toBe('This item is required.');
    expect(msg(en, 'caretaker.fsr.created')).toBe('Successfully created site');
  });
});
