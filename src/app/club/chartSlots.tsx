import type { ClubGame, Directory, Season } from '../../club';
import { LazyPlayerCharts, LazySeasonRatingsChart } from '../charts/lazyCharts';

/**
 * Where the club's charts go (issue 28): each slot gets what its chart is drawn from. A chart
 * loads its code (and the rating's library) only when first shown.
 */

/** On a season's league table, under the table: the season's top players' ratings over the nights. */
export function SeasonChartSlot({
  games,
  directory,
}: {
  readonly season: Season;
  readonly games: readonly ClubGame[];
  readonly directory: Directory;
}) {
  if (games.length === 0) return null;
  return <LazySeasonRatingsChart games={games} keyOf={directory.playerOf} nameOf={(player) => directory.players.get(player)?.name} />;
}

/** On a player's page, under the figures: the player's rating and places over the season (or over all games without a season). */
export function PlayerChartSlot({
  player,
  games,
  directory,
}: {
  readonly player: string;
  readonly season: Season | null;
  readonly games: readonly ClubGame[];
  readonly directory: Directory;
}) {
  if (games.length === 0) return null;
  return <LazyPlayerCharts games={games} keyOf={directory.playerOf} player={player} />;
}
