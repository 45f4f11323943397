import { create } from 'zustand';
import { en, type MessageKey, type PluralKey } from './en';
import { pluralForm, type PluralForms, type Translation } from './plural';

/**
 * The one i18n layer: every user-facing string goes through `translate` / `useT`, or, where a
 * count decides the words ("1 tile", "2 tiles"), `translatePlural` / `usePlural`. English is in
 * the first load; other languages are fetched (from the precache when offline) on first use.
 */
export type Lang = 'en' | 'pl';
export const LANGS: readonly Lang[] = ['en', 'pl'];
/** Every language's keys are English's; a plural entry holds the forms its language needs. */
export type Dictionary = Translation<typeof en, PluralForms>;
/** English, always present: the reference set of keys. */
export const DICTIONARIES: { readonly en: Dictionary } = { en };
export type { MessageKey, PluralKey };
export type { EnglishForms, PolishForms, PluralForms } from './plural';

const loaded: Partial<Record<Lang, Dictionary>> = { en };
const loaders: Readonly<Record<Lang, () => Promise<Dictionary>>> = {
  en: async () => en,
  pl: async () => (await import('./pl')).pl,
};

/** Makes `lang` available to `translate` (resolves at once when it already is). */
export async function loadLang(lang: Lang): Promise<Dictionary> {
  const dictionary = loaded[lang] ?? (await loaders[lang]());
  loaded[lang] = dictionary;
  return dictionary;
}

export type Params = Readonly<Record<string, string | number>>;

/** A template with its `{name}` placeholders filled (one left as it is when `params` lacks it). */
export function fill(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  return fill((loaded[lang] ?? en)[key], params);
}

// One PluralRules per language: building one is far slower than asking it.
const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralRulesOf(lang: Lang): Intl.PluralRules {
  const known = pluralRules.get(lang);
  if (known) return known;
  const made = new Intl.PluralRules(localeOf(lang));
  pluralRules.set(lang, made);
  return made;
}

/**
 * A plural entry in the form its language uses for `count` ("1 kamień", "2 kamienie", "5 kamieni"),
 * with `{n}` filled by `count` (the number the form was picked for) and any other placeholder by `params`.
 */
export function translatePlural(lang: Lang, key: PluralKey, count: number, params?: Params): string {
  // Until a language is loaded its strings are English, so English rules pick among them.
  const from: Lang = loaded[lang] ? lang : 'en';
  return fill(pluralForm(pluralRulesOf(from), (loaded[from] ?? en)[key], count), { ...params, n: count });
}

const STORAGE_KEY = 'tenbo.lang';

function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'pl';
}

function initialLang(): Lang {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (isLang(saved)) return saved;
  } catch {
    // localStorage can be blocked (private mode); fall back to the browser language.
  }
  const browser = globalThis.navigator?.language ?? 'en';
  return browser.toLowerCase().startsWith('pl') ? 'pl' : 'en';
}

interface LangState {
  readonly lang: Lang;
  setLang(lang: Lang): void;
}

export const useLang = create<LangState>((set) => ({
  lang: initialLang(),
  setLang(lang) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, lang);
    } catch {
      // Not persisted in private mode; the switch still works for this visit.
    }
    // Switch once the strings are here, so the screen never shows a mix of languages.
    void loadLang(lang).then(() => {
      if (typeof document !== 'undefined') document.documentElement.lang = lang;
      set({ lang });
    });
  },
}));

export type Translate = (key: MessageKey, params?: Params) => string;

export function useT(): Translate {
  const lang = useLang((s) => s.lang);
  return (key, params) => translate(lang, key, params);
}

export type TranslatePlural = (key: PluralKey, count: number, params?: Params) => string;

/** What words are made with in one language: its strings, plurals and number formats. */
export interface Speaker {
  readonly t: Translate;
  readonly plural: TranslatePlural;
  readonly lang: Lang;
}

/**
 * Words to say later (a toast): made in the language of the moment they are shown, so that a
 * switch of language while they are on screen changes them too.
 */
export type Words = (speaker: Speaker) => string;

/** The speaker of a language: `Words` are said with it. */
export function speakerOf(lang: Lang): Speaker {
  return { t: (key, params) => translate(lang, key, params), plural: (key, count, params) => translatePlural(lang, key, count, params), lang };
}

/** `translatePlural` in the current language: `plural('picker.needMore', 2)` → "Add 2 more tiles." */
export function usePlural(): TranslatePlural {
  const lang = useLang((s) => s.lang);
  return (key, count, params) => translatePlural(lang, key, count, params);
}

/** The locale that formats numbers and dates for a language. */
export function localeOf(lang: Lang): string {
  return lang === 'pl' ? 'pl-PL' : 'en-GB';
}

/**
 * One formatter per language and style, made on first use: building an Intl formatter costs far
 * more than using one (a list of 1,000 games formats ~4,000 numbers and 1,000 dates).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const known = formatters.get(key);
  if (known) return known as F;
  const made = make();
  formatters.set(key, made);
  return made;
}

const POINTS_STYLE = { useGrouping: 'always' } as const satisfies Intl.NumberFormatOptions;
const AVERAGE_STYLE = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const satisfies Intl.NumberFormatOptions;
const MOMENT_STYLE = { dateStyle: 'medium', timeStyle: 'short' } as const satisfies Intl.DateTimeFormatOptions;
const NIGHT_STYLE = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;

/** An average to two decimals (2.50 / 2,50). */
export function formatAverage(value: number, lang: Lang): string {
  return cached(`average:${lang}`, () => new Intl.NumberFormat(localeOf(lang), AVERAGE_STYLE)).format(value);
}

/** A moment as a date and a time ("27 Nov 2026, 19:05"). */
export function formatMoment(time: number, lang: Lang): string {
  return cached(`moment:${lang}`, () => new Intl.DateTimeFormat(localeOf(lang), MOMENT_STYLE)).format(time);
}

/** When a club night began, with its weekday ("Fri 27 Nov, 19:05"). */
export function formatNightStart(time: number, lang: Lang): string {
  return cached(`night:${lang}`, () => new Intl.DateTimeFormat(localeOf(lang), NIGHT_STYLE)).format(time);
}

/** Points as players read them: 32,000 / -5,000 (EMA style with thousands separators). */
export function formatPoints(points: number, lang: Lang, signed = false): string {
  // Always grouped: Polish leaves four-digit numbers ungrouped (8700 beside 16 100), which reads
  // unevenly in a column of scores.
  const text = cached(`points:${lang}`, () => new Intl.NumberFormat(localeOf(lang), POINTS_STYLE)).format(Math.abs(points));
  if (points < 0) return `−${text}`;
  return signed && points > 0 ? `+${text}` : text;
}
