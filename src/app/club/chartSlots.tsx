import type { ClubGame, Directory, Season } from '../../club';

/**
 * Where the club's charts go (issue 28, helper "chart"): each slot gets what its chart is drawn
 * from and shows nothing until the chart is there. A chart loads its code only when first shown.
 */

/** On a season's league table, under the table: the season's top players' ratings over the nights. */
export function SeasonChartSlot(_props: { readonly season: Season; readonly games: readonly ClubGame[]; readonly directory: Directory }) {
  return null;
}

/** On a player's page, under the figures: the player's rating and places over the season (or over all games without a season). */
export function PlayerChartSlot(_props: { readonly player: string; readonly season: Season | null; readonly games: readonly ClubGame[]; readonly directory: Directory }) {
  return null;
}
