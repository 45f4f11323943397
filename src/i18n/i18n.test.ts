import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { pl } from './pl';
import { pickerEn } from './picker.en';
import { pickerPl } from './picker.pl';
import {
  LANGS,
  STRING_AREAS,
  loadStrings,
  formatAverage,
  formatMoment,
  formatNightStart,
  formatPoints,
  loadLang,
  localeOf,
  translate,
  translatePlural,
  type Lang,
  type PluralForms,
  type PolishForms,
} from './index';

const DICTIONARIES = { en: { ...en, ...pickerEn }, pl: { ...pl, ...pickerPl } };
type Key = keyof (typeof DICTIONARIES)['en'];
const KEYS = Object.keys(DICTIONARIES.en) as Key[];

/** The forms of a plural entry, or null for a plain string. */
function formsOf(lang: Lang, key: Key): PluralForms | null {
  const entry = DICTIONARIES[lang][key];
  return typeof entry === 'string' ? null : entry;
}

/** Every text an entry holds: the string, or each plural form. */
function textsOf(lang: Lang, key: Key): string[] {
  const entry = DICTIONARIES[lang][key];
  return typeof entry === 'string' ? [entry] : Object.values(entry);
}

beforeAll(async () => {
  for (const area of STRING_AREAS) await loadStrings(area);
  for (const lang of LANGS) await loadLang(lang);
});

describe('i18n', () => {
  it('has the same keys in every language', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...LANGS].sort());
    const keySets = LANGS.map((lang) => Object.keys(DICTIONARIES[lang]).sort());
    for (const keys of keySets) expect(keys).toEqual(keySets[0]);
  });

  it('starts the accessible name of a button ("View: Anna, …") with the label it shows ("View"), in every language', () => {
    // WCAG 2.5.3 (label in name): a voice user says what they see.
    const labelled = KEYS.filter((key) => key.startsWith('games.') && key.endsWith('Of'));
    expect(labelled.length).toBeGreaterThan(3);
    for (const key of labelled) {
      const shown = key.slice(0, -2) as Key;
      // What follows the names may tell one game's button from another's (the date of a Delete, issue 33).
      for (const lang of LANGS)
        expect(textsOf(lang, key)[0]?.startsWith(`${textsOf(lang, shown)[0]}: {names}`), `${lang} ${key}`).toBe(true);
    }
  });

  it('has no empty string and keeps the same placeholders in every language and every plural form', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of KEYS) {
      const reference = placeholders(textsOf('en', key)[0] ?? '');
      for (const lang of LANGS) {
        for (const text of textsOf(lang, key)) {
          expect(text.trim(), `${lang} ${key}`).not.toBe('');
          expect(placeholders(text), `${lang} ${key}`).toEqual(reference);
        }
      }
    }
  });

  it('gives each plural entry exactly the plural categories of the language’s locale', () => {
    const pluralKeys = KEYS.filter((key) => formsOf('en', key) !== null);
    expect(pluralKeys).toContain('picker.needMore');
    for (const lang of LANGS) {
      const categories = new Intl.PluralRules(localeOf(lang)).resolvedOptions().pluralCategories;
      for (const key of pluralKeys) expect(Object.keys(formsOf(lang, key) ?? {}).sort(), `${lang} ${key}`).toEqual([...categories].sort());
    }
  });

  it('types every category a language needs', () => {
    // @ts-expect-error Polish forms need few and many as well: the type refuses a dictionary without them.
    const missing: PolishForms = { one: '{n} kamień', other: '{n} kamienia' };
    expect(Object.keys(missing)).toEqual(['one', 'other']);
  });

  it('picks the English plural form by the count', () => {
    expect(translatePlural('en', 'picker.needMore', 1)).toBe('Add 1 more tile.');
    for (const n of [0, 2, 5, 12, 22]) expect(translatePlural('en', 'picker.needMore', n)).toBe(`Add ${n} more tiles.`);
  });

  it('picks the Polish plural form by the count: 1 kamień, 2-4 kamienie (22-24 too), else kamieni', () => {
    const cases: [number, string][] = [
      [0, 'Dodaj jeszcze 0 kamieni.'],
      [1, 'Dodaj jeszcze 1 kamień.'],
      [2, 'Dodaj jeszcze 2 kamienie.'],
      [4, 'Dodaj jeszcze 4 kamienie.'],
      [5, 'Dodaj jeszcze 5 kamieni.'],
      [12, 'Dodaj jeszcze 12 kamieni.'],
      [22, 'Dodaj jeszcze 22 kamienie.'],
      [25, 'Dodaj jeszcze 25 kamieni.'],
    ];
    for (const [n, text] of cases) expect(translatePlural('pl', 'picker.needMore', n), String(n)).toBe(text);
    expect([1, 3, 0].map((n) => translatePlural('pl', 'picker.count', n))).toEqual(['został 1', 'zostały 3', 'zostało 0']);
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

  it('keeps each language apart in the formatters it reuses', () => {
    // The cache is keyed by language and style: Polish after English must not read as English.
    expect(formatPoints(12000, 'en')).toBe('12,000');
    expect(formatPoints(12000, 'pl')).toBe(`12${'\u00a0'}000`);
    expect(formatAverage(2.5, 'en')).toBe('2.50');
    expect(formatAverage(2.5, 'pl')).toBe('2,50');
    const time = Date.UTC(2026, 10, 27, 18, 5);
    expect(formatMoment(time, 'pl')).toBe(new Date(time).toLocaleString('pl-PL', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatMoment(time, 'en')).toBe(new Date(time).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatNightStart(time, 'en')).not.toBe(formatNightStart(time, 'pl'));
  });
});
