import { PRESETS, withOverrides, type Rules } from '../core/rules';
import { initialTable, fold, pendingRiichiOn, playsHand, withPendingRiichi } from '../ledger';
import type { HandOutcome, HandResult, LedgerError, Seat, TableState } from '../ledger';
import type { EventRow, GameRow } from './types';

/**
 * From a game's append-only events to what the table shows. The hand list is derived from
 * the events (undo and edit are events), and the table state ALWAYS comes from the ledger
 * fold of that list; nothing here computes points itself.
 */

export interface EffectiveHand {
  /** seq of the `hand` event that recorded it (the hand's identity for edit and undo). */
  readonly seq: number;
  /** When the hand was recorded (its `hand` event's moment; an edit keeps it): a session clock counts the hands after its end. */
  readonly at: number;
  readonly result: HandResult;
  readonly edited: boolean;
  /** Free text that came with the hand (an imported record's note); an edit keeps it. */
  readonly note?: string;
}

/** The scorekeeper's call of time (the last `time` event, unless it took the call back). */
export interface TimeCallEvent {
  readonly seq: number;
  readonly at: number;
  readonly midHand: boolean;
}

export interface EffectiveLog {
  readonly hands: readonly EffectiveHand[];
  /** Riichi sticks put down in the current (unrecorded) hand, in seat order. */
  readonly pendingRiichi: readonly Seat[];
  /**
   * Hands taken back by undo that Redo can bring back, the next one last: undoing three hands
   * offers all three again, in order, until a new hand is recorded or a riichi stick is put down
   * or taken back (the table has gone on). An edit of an earlier hand keeps them.
   */
  readonly undone: readonly UndoneHand[];
  /** The scorekeeper's call of time, or null. */
  readonly timeCall: TimeCallEvent | null;
  /** The seats whose players confirmed the results as they stand (since the last hand, undo or edit), in seat order. */
  readonly confirmed: readonly Seat[];
  /** The last hand, undo or edit came after confirmations and cleared them: the players confirm again. */
  readonly confirmationsCleared: boolean;
}

/** A hand taken back by undo, with the riichi sticks that were down for the next hand at that moment. */
export interface UndoneHand extends EffectiveHand {
  /** Redo puts these sticks back: they were declared after the hand, and the undo took them off the table. */
  readonly riichiAfter: readonly Seat[];
}

export function effectiveLog(rows: readonly EventRow[]): EffectiveLog {
  const hands: EffectiveHand[] = [];
  let undone: UndoneHand[] = [];
  let riichi = new Set<Seat>();
  let timeCall: TimeCallEvent | null = null;
  let confirmed = new Set<Seat>();
  let confirmationsCleared = false;
  for (const { seq, at, event } of [...rows].sort((a, b) => a.seq - b.seq)) {
    // A hand, undo or edit changes the results: confirmations of the results before it no longer hold.
    if (event.kind === 'hand' || event.kind === 'undo' || event.kind === 'edit') {
      if (confirmed.size > 0) confirmationsCleared = true;
      confirmed = new Set();
    }
    switch (event.kind) {
      case 'hand': {
        hands.push({ seq, at, result: event.result, edited: false, note: event.note });
        const redone = event.redoOf !== undefined && undone.at(-1)?.seq === event.redoOf ? undone.pop() : undefined;
        if (!redone) undone = [];
        // A penalty can be given mid-hand: the sticks already down stay pending; so they do at the
        // end of a game (time is up), where they count for nothing (deriveGame) but come back with
        // an Undo of the end. A hand brought back by Redo brings back the sticks that were down when it was undone.
        if (redone) riichi = new Set(redone.riichiAfter);
        else if (playsHand(event.result)) riichi = new Set();
        break;
      }
      case 'undo': {
        const last = hands.at(-1);
        // An undo only ever targets the last hand; anything else is ignored, never guessed.
        if (!last || last.seq !== event.target) break;
        hands.pop();
        undone.push({ ...last, riichiAfter: [...riichi].sort((a, b) => a - b) });
        // The hand is played again: its riichi sticks are back on the table as pending.
        if (playsHand(last.result)) riichi = new Set(last.result.riichi ?? []);
        break;
      }
      case 'edit': {
        const index = hands.findIndex((h) => h.seq === event.target);
        if (index >= 0) hands[index] = { ...hands[index]!, result: event.result, edited: true };
        break;
      }
      case 'time':
        timeCall = event.called ? { seq, at, midHand: event.midHand } : null;
        break;
      case 'confirm':
        confirmed.add(event.seat);
        break;
      case 'riichi':
        // A stick put down or taken back after an undo: the table has gone on, and Redo would drop it.
        undone = [];
        if (event.on) riichi.add(event.seat);
        else riichi.delete(event.seat);
        break;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
      }
    }
  }
  const bySeat = (a: Seat, b: Seat) => a - b;
  return { hands, pendingRiichi: [...riichi].sort(bySeat), undone, timeCall, confirmed: [...confirmed].sort(bySeat), confirmationsCleared };
}

export function rulesOf(game: Pick<GameRow, 'presetId' | 'overrides'>): Rules {
  return withOverrides(PRESETS[game.presetId], game.overrides);
}

export interface HandStep {
  readonly seq: number;
  readonly at: number;
  readonly result: HandResult;
  readonly edited: boolean;
  /** Free text that came with the hand (EffectiveHand). */
  readonly note?: string;
  readonly before: TableState;
  readonly after: TableState;
  readonly outcome: HandOutcome;
}

export type DerivedGame =
  | {
      readonly ok: true;
      readonly rules: Rules;
      readonly steps: readonly HandStep[];
      /** The table after the last recorded hand (the ledger fold). */
      readonly state: TableState;
      /** The same with this hand's riichi sticks moved to the table (ledger helper). */
      readonly shown: TableState;
      readonly pendingRiichi: readonly Seat[];
      /** Hands Redo can bring back, the next one last (EffectiveLog). */
      readonly undone: readonly EffectiveHand[];
      /** The scorekeeper's call of time, the confirmations of the results (EffectiveLog). */
      readonly timeCall: TimeCallEvent | null;
      readonly confirmed: readonly Seat[];
      readonly confirmationsCleared: boolean;
    }
  | { readonly ok: false; readonly rules: Rules; readonly error: LedgerError };

/** Fold the effective hand list, keeping each hand's outcome for the history screen. */
export function deriveGame(game: Pick<GameRow, 'presetId' | 'overrides'>, rows: readonly EventRow[]): DerivedGame {
  const rules = rulesOf(game);
  const log = effectiveLog(rows);
  const steps: HandStep[] = [];
  let state = initialTable(rules);
  for (const [index, hand] of log.hands.entries()) {
    const folded = fold(state, hand.result, rules);
    if (!folded.ok) return { ok: false, rules, error: { ...folded, hand: index + 1 } };
    steps.push({ ...hand, before: state, after: folded.state, outcome: folded.outcome });
    state = folded.state;
  }
  const pendingRiichi = pendingRiichiOn(state, log.pendingRiichi);
  const { undone, timeCall, confirmed, confirmationsCleared } = log;
  return {
    ok: true,
    rules,
    steps,
    state,
    shown: withPendingRiichi(state, pendingRiichi),
    pendingRiichi,
    undone,
    timeCall,
    confirmed,
    confirmationsCleared,
  };
}
