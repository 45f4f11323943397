import type { PresetId, RuleOverrides } from '../core/rules';
import type { Ending, GameRecord } from '../ledger';

/** The tournament file's parts (../shared/FORMATS.md "Tournament file"); read and written by tournamentFile.ts. */
// The ending is the ledger's: a game record carries it too (its `tournament`).
export { ENDINGS, type Ending } from '../ledger';

/** Fields FORMATS.md does not define, kept as they came. */
export type Extra = Readonly<Record<string, unknown>>;

export interface TournamentPlayer {
  readonly id: string;
  readonly first: string;
  readonly last: string;
  /** EMA number; may be empty. */
  readonly ema: string;
  /** ISO 3166 alpha-3 as the EMA ranking lists it; may be empty. */
  readonly country: string;
  readonly extra: Extra;
}

/** Four player ids in seat order East, South, West, North at the start of the game. */
export type TableSeating = readonly [string, string, string, string];

export interface TournamentSession {
  readonly number: number;
  readonly minutes: number;
  /** Tables are numbered from 1 in list order. */
  readonly tables: readonly TableSeating[];
  readonly extra: Extra;
}

export interface TournamentGame {
  readonly session: number;
  readonly table: number;
  /** The record, parsed by the ledger; its `players` are the player ids of that table. */
  readonly record: GameRecord;
  /** The record as it came (unknown fields too), written back as it is. */
  readonly source: unknown;
  readonly extra: Extra;
}

export interface Tournament {
  readonly id: string;
  readonly name: string;
  readonly rules: PresetId;
  /** House rules over the preset; left out when the file leaves them out. */
  readonly overrides?: RuleOverrides;
  readonly players: readonly TournamentPlayer[];
  readonly sessions: readonly TournamentSession[];
  readonly ending: Ending;
  readonly games: readonly TournamentGame[];
  readonly extra: Extra;
}
