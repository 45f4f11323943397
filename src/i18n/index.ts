import { create } from 'zustand';
import { en, type MessageKey } from './en';

/**
 * The one i18n layer: every user-facing string goes through `translate` / `useT`. English is
 * in the first load; other languages are fetched (from the precache when offline) on first use.
 */
export type Lang = 'en' | 'pl';
export const LANGS: readonly Lang[] = ['en', 'pl'];
export type Dictionary = Readonly<Record<MessageKey, string>>;
/** English, always present: the reference set of keys. */
export const DICTIONARIES: { readonly en: Dictionary } = { en };
export type { MessageKey };

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

export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const template = (loaded[lang] ?? en)[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
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

/** The locale that formats numbers and dates for a language. */
export function localeOf(lang: Lang): string {
  return lang === 'pl' ? 'pl-PL' : 'en-GB';
}

/** Points as players read them: 32,000 / -5,000 (EMA style with thousands separators). */
export function formatPoints(points: number, lang: Lang, signed = false): string {
  // Always grouped: Polish leaves four-digit numbers ungrouped (8700 beside 16 100), which reads
  // unevenly in a column of scores.
  const text = Math.abs(points).toLocaleString(localeOf(lang), { useGrouping: 'always' });
  if (points < 0) return `−${text}`;
  return signed && points > 0 ? `+${text}` : text;
}
