import { alsoLoadOnSwitch, localeOf, useLang, type Lang, type Params } from './index';
import { clubEn } from './club.en';
import { pluralForm, type PluralForms, type StringKeys, type Translation } from './plural';

/**
 * The club screens' strings (issue 28): English comes with the club's chunk, Polish is fetched with
 * it when Polish is shown (or before a switch to Polish: alsoLoadOnSwitch), never with the app's
 * first load. The same shapes as the app's dictionaries (plural.ts).
 */
export type ClubDictionary = Translation<typeof clubEn, PluralForms>;
export type ClubKey = StringKeys<typeof clubEn>;
export type ClubPluralKey = Exclude<keyof typeof clubEn, ClubKey>;

const loaded: Partial<Record<Lang, ClubDictionary>> = { en: clubEn };

/** Makes the club's strings in `lang` available (at once when they are). */
export async function loadClubStrings(lang: Lang): Promise<void> {
  if (lang === 'pl' && !loaded.pl) loaded.pl = (await import('./club.pl')).clubPl;
}

alsoLoadOnSwitch(loadClubStrings);

function fill(template: string, params?: Params): string {
  return params ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name]))) : template;
}

export interface ClubSpeaker {
  readonly lang: Lang;
  t(key: ClubKey, params?: Params): string;
  plural(key: ClubPluralKey, count: number, params?: Params): string;
  /** A share in 0..1 as a percentage (23.5% / 23,5%). */
  share(value: number): string;
}

const rules = new Map<Lang, Intl.PluralRules>();
const percents = new Map<Lang, Intl.NumberFormat>();

/** The club's strings in `lang` (English until that language's are loaded: the area loads them first). */
export function clubSpeaker(lang: Lang): ClubSpeaker {
  const dictionary = loaded[lang] ?? clubEn;
  const from: Lang = loaded[lang] ? lang : 'en';
  if (!rules.has(from)) rules.set(from, new Intl.PluralRules(localeOf(from)));
  if (!percents.has(lang)) percents.set(lang, new Intl.NumberFormat(localeOf(lang), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  return {
    lang,
    t: (key, params) => fill(dictionary[key], params),
    plural: (key, count, params) => fill(pluralForm(rules.get(from)!, dictionary[key], count), { ...params, n: count }),
    share: (value) => percents.get(lang)!.format(value),
  };
}

/** The club's strings in the language shown. */
export function useClubT(): ClubSpeaker {
  return clubSpeaker(useLang((s) => s.lang));
}
