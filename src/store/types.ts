import type { PresetId, RuleOverrides } from '../core/rules';
import type { HandResult, RecordTournament, RoundWind, Seat } from '../ledger';

/** Stored shapes (schema version 5); see db.ts. Components may import these types. */

export type { RuleOverrides };
export type Players = readonly [string, string, string, string];

/** What a user did at the table, in the order they did it. */
export type GameEvent =
  /**
   * A hand's result was recorded. `note` is free text that came with it (an
   * imported record's hand note, FORMATS.md): kept so that nothing in the file is lost.
   * `redoOf` marks a hand recorded again by Redo: the seq of the `hand` event an undo took back.
   */
  | { readonly kind: 'hand'; readonly result: HandResult; readonly note?: string; readonly redoOf?: number }
  /** The last effective hand (the `hand` event with seq `target`) was taken back. */
  | { readonly kind: 'undo'; readonly target: number }
  /** The hand recorded by the `hand` event `target` now reads `result`. */
  | { readonly kind: 'edit'; readonly target: number; readonly result: HandResult }
  /** A riichi stick was put down (on) or taken back (off) during the current hand. */
  | { readonly kind: 'riichi'; readonly seat: Seat; readonly on: boolean }
  /**
   * A tournament table's scorekeeper called time at the organiser's announcement (`called`), with a
   * hand in play or between hands (`midHand`), or took the call back (`called` false). The clock
   * reaching the session's end needs no event: it is read from the game's `endsAt` and the hands' moments.
   */
  | { readonly kind: 'time'; readonly called: boolean; readonly midHand: boolean }
  /** The player at `seat` confirmed the final results as they stood (the score slip); a later hand, undo or edit clears it. */
  | { readonly kind: 'confirm'; readonly seat: Seat };

export interface EventRow {
  readonly gameId: string;
  /** 1, 2, 3… within the game: the append order. */
  readonly seq: number;
  /** Wall-clock time of the write (ms since epoch). */
  readonly at: number;
  readonly event: GameEvent;
}

/** A quick summary for the games list, rewritten in the same transaction as each event. */
export interface GameSummary {
  readonly handsPlayed: number;
  readonly over: boolean;
  readonly round: RoundWind;
  readonly hand: number;
  readonly scores: readonly number[];
  /** Each seat's final result (settlement) once the game is over, null while it is played (schema version 2). */
  readonly finals: readonly number[] | null;
  /**
   * When the hand that ended the game was recorded (its event's time), null while it is played
   * (schema version 4). A later edit of a hand does not move it: the game ended at the table then.
   */
  readonly endedAt: number | null;
}

export interface GameRow {
  readonly id: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** Names by seat: the players who sit East, South, West, North in the first hand. */
  readonly players: Players;
  readonly presetId: PresetId;
  readonly overrides: RuleOverrides;
  /** The last event's seq (0 for none). */
  readonly lastSeq: number;
  /** Set when the user deleted the game; cleared by undo. */
  readonly deletedAt: number | null;
  readonly summary: GameSummary | null;
  /** Free text about the whole game (an imported record's `note`); absent when there is none. */
  readonly note?: string;
  /**
   * Set when the game came from an imported record: when it was imported. A record carries no
   * date (FORMATS.md), so `createdAt` is then this moment, not when the game was played.
   */
  readonly importedAt?: number;
  /**
   * The `id` of the record it was imported from, when the record had one (indexed, schema
   * version 4): the game's identity in records, so that the same record is recognised, not
   * imported twice, and an export of the game carries it on.
   */
  readonly recordId?: string;
  /**
   * The tournament table the game is played at (issue 27): the tournament, session and table, when
   * the session ends (`endsAt`, ms since the epoch; absent for no clock) and what happens when time
   * is called. Absent for a game that is not a tournament's. Kept through the record (its `tournament`).
   */
  readonly tournament?: RecordTournament;
}

/** A stored game with its events in seq order, as the store's services read it. */
export interface LoadedGame {
  readonly game: GameRow;
  readonly events: readonly EventRow[];
}

/**
 * A game as storage gave it, its events not yet decoded (quickReads.ts reads it for the first
 * screen, which does not load the decoder): eventRows.ts makes a LoadedGame of it.
 */
export interface StoredGame {
  readonly game: GameRow;
  readonly events: readonly unknown[];
}

/** What a player is in the middle of doing (drafts.ts), under its key (keptKeys.ts); schema version 5. */
export interface DraftRow {
  readonly key: string;
  readonly value: unknown;
}

export interface SettingRow {
  readonly key: string;
  readonly value: unknown;
}
