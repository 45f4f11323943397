import { create } from 'zustand';
import { en, type EnglishStrings, type MessageKey, type PluralKey } from './en';
import { pluralForm, type PluralForms, type Translation } from './plural';

/**
 * The one i18n layer: every user-facing string goes through `translate` / `useT`, or, where a
 * count decides the words ("1 tile", "2 tiles"), `translatePlural` / `usePlural`. English is in
 * the first load; other languages are fetched (from the precache when offline) on first use.
 * A part of the app loaded on its own (the tile picker, the club, the organiser's screens, a table
 * device's, the camera and QR codes) has its strings in files of its own, loaded with it
 * (`loadStrings`), in the language shown and in any later switched to.
 */
export type Lang = 'en' | 'pl';
export const LANGS: readonly Lang[] = ['en', 'pl'];
/** Every language's keys are English's; a plural entry holds the forms its language needs. */
export type Dictionary = Translation<EnglishStrings, PluralForms>;
export type { MessageKey, PluralKey };
export type { EnglishForms, PolishForms, PluralForms } from './plural';

type Strings = Partial<Dictionary>;

/**
 * The parts of the app whose strings load with them (their own chunks), not with the app; a part's
 * loader awaits `loadStrings` (`withStrings`, src/app/screens.ts):
 * - picker (picker.en.ts, picker.pl.ts): the calculator, the hand dialog (yakuman names, the tenpai
 *   check) and the hands list (a hand's tiles and yaku);
 * - club (club.*.ts): the club's screens (issue 28);
 * - tournament (tournament.*.ts): the organiser's screens (issue 27);
 * - tableDevice (tableDevice.*.ts): a tournament table's join, session clock, time call and score slip;
 * - charts (charts.*.ts): the game's, a player's and a season's charts (src/app/charts);
 * - devices (devices.*.ts): src/devices, the QR codes shown and the camera scanner.
 */
export type StringArea = 'picker' | 'club' | 'charts' | 'tournament' | 'tableDevice' | 'devices';
export const STRING_AREAS: readonly StringArea[] = ['picker', 'club', 'charts', 'tournament', 'tableDevice', 'devices'];

const languages: Readonly<Record<Lang, () => Promise<Strings>>> = {
  en: async () => en,
  pl: () => import('./pl').then((m) => m.pl),
};
const areaStrings: Readonly<Record<StringArea, Readonly<Record<Lang, () => Promise<Strings>>>>> = {
  picker: {
    en: () => import('./picker.en').then((m) => m.pickerEn),
    pl: () => import('./picker.pl').then((m) => m.pickerPl),
  },
  club: {
    en: () => import('./club.en').then((m) => m.clubEn),
    pl: () => import('./club.pl').then((m) => m.clubPl),
  },
  charts: {
    en: () => import('./charts.en').then((m) => m.chartsEn),
    pl: () => import('./charts.pl').then((m) => m.chartsPl),
  },
  tournament: {
    en: () => import('./tournament.en').then((m) => m.tournamentEn),
    pl: () => import('./tournament.pl').then((m) => m.tournamentPl),
  },
  tableDevice: {
    en: () => import('./tableDevice.en').then((m) => m.tableDeviceEn),
    pl: () => import('./tableDevice.pl').then((m) => m.tableDevicePl),
  },
  devices: {
    en: () => import('./devices.en').then((m) => m.devicesEn),
    pl: () => import('./devices.pl').then((m) => m.devicesPl),
  },
};

const loaded: Partial<Record<Lang, Strings>> = { en };
/** The areas each language's strings hold (its own ones merged in `loaded`). */
const areasIn: Record<Lang, Set<StringArea>> = { en: new Set(), pl: new Set() };
/** The areas loaded so far: a switch of language loads them in the new one too. */
const areasWanted = new Set<StringArea>();

async function loadArea(lang: Lang, area: StringArea): Promise<void> {
  if (areasIn[lang].has(area)) return;
  const strings = await areaStrings[area][lang]();
  if (areasIn[lang].has(area)) return;
  areasIn[lang].add(area);
  loaded[lang] = { ...loaded[lang], ...strings };
}

/** Makes `lang` available to `translate`, with the areas loaded so far (resolves at once when it already is). */
export async function loadLang(lang: Lang): Promise<void> {
  await Promise.all([loadBase(lang), ...[...areasWanted].map((area) => loadArea(lang, area))]);
}

/** The languages whose own strings (en.ts, pl.ts) are in `loaded`, beside any area's. */
const basesLoaded = new Set<Lang>(['en']);

async function loadBase(lang: Lang): Promise<void> {
  if (basesLoaded.has(lang)) return;
  const strings = await languages[lang]();
  if (basesLoaded.has(lang)) return;
  basesLoaded.add(lang);
  loaded[lang] = { ...loaded[lang], ...strings };
}

/** Makes an area's strings available, in the language shown (and, after a switch, in the new one): what a lazy part awaits before it shows. */
export async function loadStrings(area: StringArea): Promise<void> {
  areasWanted.add(area);
  await Promise.all([loadArea('en', area), loadArea(useLang.getState().lang, area)]);
}

/** A lazy part's module once it and its area's strings are in: `preloadable(() => withStrings('picker', import('./X')).then(...))`. */
export async function withStrings<Module>(area: StringArea, module: Promise<Module>): Promise<Module> {
  const [loadedModule] = await Promise.all([module, loadStrings(area)]);
  return loadedModule;
}

export type Params = Readonly<Record<string, string | number>>;

/** A template with its `{name}` placeholders filled (the charts' own strings use it too: charts.ts). */
export function fillTemplate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * `key` in `lang`, in English while `lang` is not loaded; the key itself for an area's string
 * asked for before its area was loaded (a bug, shown rather than thrown).
 */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  return fillTemplate(loaded[lang]?.[key] ?? loaded.en?.[key] ?? key, params);
}

/** Whether `key` is a plain string of the strings loaded (a core's word that may have a translation, say). */
export function isMessageKey(key: string): key is MessageKey {
  // A plural entry (an object of forms) is no plain message.
  const entry: unknown = loaded.en && Reflect.get(loaded.en, key);
  return typeof entry === 'string';
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
  // Until a language's strings are loaded they are English, so English rules pick among them.
  const own = loaded[lang]?.[key];
  const forms = own ?? loaded.en?.[key];
  if (!forms) return key;
  return fillTemplate(pluralForm(pluralRulesOf(own ? lang : 'en'), forms, count), { ...params, n: count });
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
    // Switch once the strings are here (the areas' loaded so far too), so the screen never shows a mix of languages.
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
  return {
    t: (key, params) => translate(lang, key, params),
    plural: (key, count, params) => translatePlural(lang, key, count, params),
    lang,
  };
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

export function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const known = formatters.get(key);
  if (known) return known as F;
  const made = make();
  formatters.set(key, made);
  return made;
}

const POINTS_STYLE = { useGrouping: 'always' } as const satisfies Intl.NumberFormatOptions;
const AVERAGE_STYLE = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const satisfies Intl.NumberFormatOptions;
const MOMENT_STYLE = { dateStyle: 'medium', timeStyle: 'short' } as const satisfies Intl.DateTimeFormatOptions;
const NIGHT_STYLE = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

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
