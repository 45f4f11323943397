import { cached, localeOf, speakerOf, useLang, type Lang, type Params } from './index';
import type { clubEn } from './club.en';
import type { StringKeys } from './plural';

/**
 * The club screens' strings (issue 28): the 'club' area of index.ts (club.en.ts, club.pl.ts),
 * loaded with the club's chunk (`withStrings`), never with the app's first load. Said as every
 * string is (`translate`, `translatePlural`), the keys the club's own.
 */
export type ClubKey = StringKeys<typeof clubEn>;
export type ClubPluralKey = Exclude<keyof typeof clubEn, ClubKey>;

export interface ClubSpeaker {
  readonly lang: Lang;
  t(key: ClubKey, params?: Params): string;
  plural(key: ClubPluralKey, count: number, params?: Params): string;
  /** A share in 0..1 as a percentage (23.5% / 23,5%). */
  share(value: number): string;
}

const SHARE_STYLE = { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 } as const satisfies Intl.NumberFormatOptions;

/** The club's strings in `lang` (English until that language's are loaded: the area loads them first). */
export function clubSpeaker(lang: Lang): ClubSpeaker {
  const { t, plural } = speakerOf(lang);
  return {
    lang,
    t,
    plural,
    share: (value) => cached(`share:${lang}`, () => new Intl.NumberFormat(localeOf(lang), SHARE_STYLE)).format(value),
  };
}

/** The club's strings in the language shown. */
export function useClubT(): ClubSpeaker {
  return clubSpeaker(useLang((s) => s.lang));
}
