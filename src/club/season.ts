/**
 * A club's season (issue 28): the nights it takes (a date range, or a list of nights) and its
 * ranking rule. Nights are local dates written 2026-11-22 (the club night a game ended in: a night
 * past midnight is the evening's date), so that they compare as text and read the same everywhere.
 */
export type SeasonScope =
  /** Every night from `from` to `to`, both included. */
  | { readonly kind: 'range'; readonly from: string; readonly to: string }
  /** Only these nights. */
  | { readonly kind: 'nights'; readonly nights: readonly string[] };

export type RankingRule =
  /** The sum of the final results. */
  | { readonly kind: 'sum' }
  /** The final results' average per game. */
  | { readonly kind: 'average' }
  /** The sum of a player's best `games` final results ("8 of 10 nights, 3 hanchan each": 24). */
  | { readonly kind: 'best'; readonly games: number };

export interface Season {
  readonly id: string;
  readonly name: string;
  readonly scope: SeasonScope;
  readonly rule: RankingRule;
  /** Games a player must have played to be ranked (0: everyone is). */
  readonly minGames: number;
}

/** Most games a "best N" rule or a minimum may ask for, and most nights listed: far above a club's year. */
export const SEASON_LIMITS = Object.freeze({ maxGames: 10_000, maxNights: 1_000, maxNameChars: 100, maxIdChars: 200 });

/** A night as a season writes it: 2026-11-22. */
export const NIGHT_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isNight(text: string): boolean {
  return NIGHT_PATTERN.test(text);
}

/** Whether a game of `night` belongs to the season. */
export function inSeason(scope: SeasonScope, night: string): boolean {
  return scope.kind === 'range' ? night >= scope.from && night <= scope.to : scope.nights.includes(night);
}

/** Why a season as entered cannot be kept, or null: a message key of the club's strings. */
export type SeasonProblem =
  | 'club.season.problem.name'
  | 'club.season.problem.range'
  | 'club.season.problem.nights'
  | 'club.season.problem.best'
  | 'club.season.problem.minimum';

export function seasonProblem(season: Omit<Season, 'id'>): SeasonProblem | null {
  if (season.name.trim() === '' || season.name.length > SEASON_LIMITS.maxNameChars) return 'club.season.problem.name';
  const { scope, rule } = season;
  if (scope.kind === 'range' && !(isNight(scope.from) && isNight(scope.to) && scope.from <= scope.to)) return 'club.season.problem.range';
  if (
    scope.kind === 'nights' &&
    (scope.nights.length === 0 || scope.nights.length > SEASON_LIMITS.maxNights || !scope.nights.every(isNight))
  )
    return 'club.season.problem.nights';
  if (rule.kind === 'best' && !(Number.isInteger(rule.games) && rule.games >= 1 && rule.games <= SEASON_LIMITS.maxGames))
    return 'club.season.problem.best';
  if (!(Number.isInteger(season.minGames) && season.minGames >= 0 && season.minGames <= SEASON_LIMITS.maxGames))
    return 'club.season.problem.minimum';
  return null;
}
