import { describe, expect, it } from 'vitest';
import { msg } from '../../support/messages.js';
import { en as generatorEn } from '../../../src/generator/i18n.js';
import { de as generatorDe } from '../../../src/generator/i18n.de.js';
import { fr as generatorFr } from '../../../src/generator/i18n.fr.js';
import { nl as generatorNl } from '../../../src/generator/i18n.nl.js';
import { en as resourcesEn } from '../../../resources/i18n.js';
import { de as resourcesDe } from '../../../resources/i18n.de.js';
import { fr as resourcesFr } from '../../../resources/i18n.fr.js';
import { nl as resourcesNl } from '../../../resources/i18n.nl.js';

const generator = { en: generatorEn, fr: generatorFr, de: generatorDe, nl: generatorNl };
const resources = { en: resourcesEn, fr: resourcesFr, de: resourcesDe, nl: resourcesNl };

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe.each([
  ['src/generator/i18n.ts', generator],
  ['resources/i18n.ts', resources],
])('%s', (_name, catalogue) => {
  const english = keys(catalogue.en);
  it.each(['fr', 'de', 'nl'] as const)('%s has every English key, each a non-empty string', (locale) => {
    const translated = keys(catalogue[locale]);
    expect(english.filter((k) => !translated.includes(k))).toEqual([]);
    expect(translated.filter((k) => !english.includes(k))).toEqual([]);
    for (const k of translated) {
      const value = msg(catalogue[locale], k);
      expect(typeof value === 'string' && value.length > 0, k).toBe(true);
    }
  });

  it('keeps the placeholders of the English text', () => {
    for (const locale of ['fr', 'de', 'nl'] as const) {
      for (const k of english) {
        const en = msg(catalogue.en, k) as string;
        const tr = msg(catalogue[locale], k) as string;
        const placeholders = (s: string) => (s.match(/%\{\w+\}/g) ?? []).sort();
        expect(placeholders(tr), `${locale} ${k}`).toEqual(placeholders(en));
        expect(tr.includes('||||'), `${locale} ${k}`).toBe(en.includes('||||'));
      }
    }
  });
});

it('uses the specification wording in English', () => {
  expect(generator.en.caretaker.generator.no_records).toBe('No records found');
  expect(generator.en.caretaker.generator.delete_confirm).toBe('Are you sure you want to delete this item?');
  expect(generator.en.caretaker.generator.validation.required).toBe('This field is required.');
  expect(generator.en.caretaker.generator.validation.email).toBe('Invalid email address');
  const r = resources.en.resources as Record<string, Record<string, unknown>>;
  expect(r['settings/users'].notifications).toEqual({
    created: 'Successfully created user',
    updated: 'Successfully updated user',
    deleted: 'Successfully deleted user',
  });
  expect(msg(r, 'settings/roles.notifications.created')).toBe('Successfully created role');
  expect(msg(r, 'settings/permissions.notifications.updated')).toBe('Successfully updated permission');
  expect(msg(r, 'settings/users.fields.full_name')).toBe('Name');
  expect(resources.en.caretaker.users.tabs).toEqual({
    basic: 'Basic Information',
    signature: 'Signature',
    change_password: 'Change password',
    two_factor: 'Two-factor sign-in',
  });
  expect(resources.en.caretaker.profile.signature.missing).toBe('Please provide signature to proceed.');
  expect(resources.en.caretaker.profile.password.updated).toBe('Password has been updated.');
});
