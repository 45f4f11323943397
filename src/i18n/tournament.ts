import { fillTemplate, localeOf, useLang, type Lang, type Params } from './index';
import { pluralForm, type PluralForms, type StringKeys } from './plural';
import { tournamentEn } from './tournament.en';
import { tournamentPl } from './tournament.pl';

/**
 * The organiser's strings (issue 27), English and Polish, in files of their own: imported only by
 * the tournament screens, which load lazily, so the first load of the app does not grow with them.
 * Read like the rest of the i18n layer (the same placeholders and plural forms).
 */
export type TournamentKey = StringKeys<typeof tournamentEn>;
export type TournamentPluralKey = Exclude<keyof typeof tournamentEn, TournamentKey>;

type Entry = string | PluralForms;
const DICTIONARIES: Readonly<Record<Lang, Readonly<Record<string, Entry>>>> = { en: tournamentEn, pl: tournamentPl };

export function tournamentText(lang: Lang, key: TournamentKey, params?: Params): string {
  const entry = DICTIONARIES[lang][key] ?? tournamentEn[key];
  return fillTemplate(typeof entry === 'string' ? entry : entry.other, params);
}

const rules = new Map<Lang, Intl.PluralRules>();

export function tournamentPlural(lang: Lang, key: TournamentPluralKey, count: number, params?: Params): string {
  const known = rules.get(lang) ?? new Intl.PluralRules(localeOf(lang));
  rules.set(lang, known);
  const entry = DICTIONARIES[lang][key] ?? tournamentEn[key];
  return fillTemplate(typeof entry === 'string' ? entry : pluralForm(known, entry, count), { ...params, n: count });
}

export interface TournamentWords {
  readonly t: (key: TournamentKey, params?: Params) => string;
  readonly plural: (key: TournamentPluralKey, count: number, params?: Params) => string;
  readonly lang: Lang;
}

/** The organiser's strings in the language shown. */
export function useTournamentWords(): TournamentWords {
  const lang = useLang((s) => s.lang);
  return { t: (key, params) => tournamentText(lang, key, params), plural: (key, count, params) => tournamentPlural(lang, key, count, params), lang };
}
