/**
 * The quotation and FSR screens speak all four languages: every English key has a French, German and Dutch text (the
 * FSR's words live in its own area, custom-pages/fsr).
 */
import { msg } from '../../support/messages.js';
import { describe, expect, it } from 'vitest';
import { en } from '../../../custom-pages/quotations/i18n.js';
import { de } from '../../../custom-pages/quotations/i18n.de.js';
import { fr } from '../../../custom-pages/quotations/i18n.fr.js';
import { nl } from '../../../custom-pages/quotations/i18n.nl.js';
import { en as fsrEn } from '../../../custom-pages/fsr/i18n.js';
import { de as fsrDe } from '../../../custom-pages/fsr/i18n.de.js';
import { fr as fsrFr } from '../../../custom-pages/fsr/i18n.fr.js';
import { nl as fsrNl } from '../../../custom-pages/fsr/i18n.nl.js';
import { QUOTATION_MSG } from '../../../domain/quotationValidation.js';
import { minimumChargeMessage } from '../../../domain/pricing.js';

type Tree = { [k: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe('quotation messages', () => {
  const areas = { quotations: { en, fr, de, nl }, fsr: { en: fsrEn, fr: fsrFr, de: fsrDe, nl: fsrNl } };
  for (const [area, { en: english, ...others }] of Object.entries(areas))
    for (const [name, messages] of Object.entries(others)) {
      it(`${area}: ${name} has every English key`, () => {
        const own = new Set(keys(messages as Tree));
        expect(keys(english as Tree).filter((k) => !own.has(k))).toEqual([]);
      });
    }

  it('English is the specification wording (domain messages)', () => {
    const q = (key: string) => msg(en, `caretaker.quotations.${key}`);
    expect(q('msg')).toEqual({ ...QUOTATION_MSG });
    expect(q('history.empty')).toBe('No status history available');
    expect(q('modals.regenerate_confirm')).toBe('Are you sure you want to generate this report?');
    expect(String(q('items.minimum')).replace('%{minimum}', '150.00')).toBe(minimumChargeMessage(15000));
    expect(msg(fsrEn, 'caretaker.fsr.required')).toBe('This item is required.');
    expect(msg(fsrEn, 'caretaker.fsr.created')).toBe('Successfully created site');
  });
});
