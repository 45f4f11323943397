import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { pl } from './pl';
import { LANGS, formatPoints, loadLang, translate } from './index';

const DICTIONARIES = { en, pl };

beforeAll(async () => {
  for (const lang of LANGS) await loadLang(lang);
});

describe('i18n', () => {
  it('has the same keys in every language', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...LANGS].sort());
    const keySets = LANGS.map((lang) => Object.keys(DICTIONARIES[lang]).sort());
    for (const keys of keySets) expect(keys).toEqual(keySets[0]);
  });

  it('has no empty string and keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(DICTIONARIES.en) as (keyof typeof DICTIONARIES.en)[]) {
      for (const lang of LANGS) expect(DICTIONARIES[lang][key].trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(DICTIONARIES.pl[key]), key).toEqual(placeholders(DICTIONARIES.en[key]));
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'hand.editTitle', { n: 3 })).toBe('Edit hand 3');
    expect(translate('pl', 'hand.editTitle', { n: 3 })).toBe('Popraw rozdanie 3');
  });

  it('formats points with a real minus sign and optional plus', () => {
    expect(formatPoints(-5000, 'en')).toBe('−5,000');
    expect(formatPoints(30300, 'en', true)).toBe('+30,300');
    expect(formatPoints(0, 'en', true)).toBe('0');
  });

  it('groups every Polish score the same way, four digits too', () => {
    expect(formatPoints(8700, 'pl', true)).toBe(`+8${'\u00a0'}700`);
    expect(formatPoints(-16100, 'pl')).toBe(`−16${'\u00a0'}100`);
  });
});
