/** The club (issue 28): players across nights, seasons, league tables, player pages and the season file. Pure. */
export { foldedText } from './folded';
export { nameKey } from './identity';
export {
  directoryOf,
  effectiveChanges,
  findPlayers,
  lastUndoable,
  type Directory,
  type Player,
  type PlayerChange,
  type PlayerEvent,
} from './players';
export {
  inSeason,
  isNight,
  seasonProblem,
  SEASON_LIMITS,
  type RankingRule,
  type Season,
  type SeasonProblem,
  type SeasonScope,
} from './season';
export { byPlay, figureOf, leagueTable, seasonGames, type ClubGame, type LeagueRow, type LeagueTable } from './league';
export {
  playerFigures,
  RATES,
  talliedGames,
  type HeadToHead,
  type PlayerFigures,
  type PlayerGame,
  type RateId,
  type RecordedGame,
  type TalliedGame,
} from './playerPage';
export {
  mergesOf,
  readSeasonFile,
  SEASON_FORMAT,
  writeSeasonFile,
  type SeasonChange,
  type SeasonFile,
  type SeasonFileRead,
} from './seasonFile';
export { addTallies, NO_TALLY, tallyGame, type GameTally, type PlayerTally } from './stats';
