import { speakerOf, useLang, type Lang, type Params } from './index';
import type { StringKeys } from './plural';
import type { tournamentEn } from './tournament.en';

/**
 * The organiser's strings (issue 27): the 'tournament' area of index.ts (tournament.en.ts,
 * tournament.pl.ts), loaded with the tournament screens (`withStrings`), so the first load of the
 * app does not grow with them. Said as every string is, the keys the organiser's own (and the
 * app's: a standings table's headings).
 */
export type TournamentKey = StringKeys<typeof tournamentEn>;
export type TournamentPluralKey = Exclude<keyof typeof tournamentEn, TournamentKey>;

export interface TournamentWords {
  readonly t: (key: TournamentKey | 'standings.player' | 'standings.games', params?: Params) => string;
  readonly plural: (key: TournamentPluralKey, count: number, params?: Params) => string;
  readonly lang: Lang;
}

/** The organiser's strings in `lang` (a toast's words, said in the language of the moment). */
export function tournamentWords(lang: Lang): TournamentWords {
  return speakerOf(lang);
}

/** The organiser's strings in the language shown. */
export function useTournamentWords(): TournamentWords {
  return tournamentWords(useLang((s) => s.lang));
}
