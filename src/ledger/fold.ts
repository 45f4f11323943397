import type { Rules } from '../core/rules';
import { effectOf, STICK, type HandEffect } from './hands';
import { addScores, rankBySeatOrder, seatAfter, WINDS } from './seats';
import type { FoldResult, HandOutcome, HandResult, ReplayResult, ReplayWithOutcomes, RoundWind, Scores, Seat, TableState } from './types';
import { validateResult } from './validate';

export function initialTable(rules: Rules): TableState {
  const p = rules.startPoints;
  return {
    scores: [p, p, p, p],
    sticks: 0,
    honba: 0,
    dealer: 0,
    round: 'E',
    hand: 1,
    over: false,
    handsPlayed: 0,
    events: 0,
    penalties: [0, 0, 0, 0],
  };
}

function handOf(dealer: Seat): 1 | 2 | 3 | 4 {
  return (dealer + 1) as 1 | 2 | 3 | 4;
}

function nextRound(round: RoundWind): RoundWind {
  return WINDS[WINDS.indexOf(round) + 1] ?? 'N';
}

/** The dealer is 1st (ties to the earlier seat) with at least the return points (tenhou agari-yame). */
function dealerOnTop(scores: Scores, dealer: Seat, rules: Rules): boolean {
  return rankBySeatOrder(scores)[0] === dealer && scores[dealer] >= rules.returnPoints;
}

/**
 * Whether the game ends after a hand played at `state` (RULES.md "End" and the tenhou notes):
 * after South 4 when the deal passes (the dealer repeating keeps playing); tenhou also ends at a
 * score below 0, lets the all-last dealer in 1st with the return stop, and plays a sudden-death
 * West round (to West 4) while nobody has reached the return.
 */
function endsAfter(state: TableState, scores: Scores, dealerRepeats: boolean, rules: Rules): boolean {
  if (rules.bustEnds && scores.some((s) => s < 0)) return true;
  const allLast = (state.round === 'S' && state.hand === 4) || (rules.westExtension && state.round !== 'E' && state.round !== 'S');
  if (!allLast) return false;
  if (dealerRepeats) return rules.allLastDealerEnds && dealerOnTop(scores, state.dealer, rules);
  if (!rules.westExtension) return true;
  if (state.round !== 'S' && state.hand === 4) return true; // West 4 always ends it
  return scores.some((s) => s >= rules.returnPoints);
}

function nextTable(state: TableState, e: HandEffect, rules: Rules): TableState {
  const scores = addScores(state.scores, e.deltas);
  const penalties = addScores(state.penalties, e.penaltyDeltas);
  const base = { ...state, scores, penalties, sticks: e.sticksAfter, honba: e.honbaAfter, events: state.events + 1 };
  if (e.progress === 'none') return base;
  // Not a hand played: the table stays as it is, over.
  if (e.progress === 'end') return { ...base, over: true };
  const played = { ...base, handsPlayed: state.handsPlayed + 1 };
  if (e.progress === 'replay') return { ...played, over: rules.bustEnds && scores.some((s) => s < 0) };
  const repeats = e.progress === 'repeat';
  // On the hand that ends the game the table keeps showing that hand (FORMATS.md lets `after` omit it).
  if (endsAfter(state, scores, repeats, rules)) return { ...played, over: true };
  if (repeats) return played;
  const dealer = seatAfter(state.dealer, 1);
  const round = dealer === 0 ? nextRound(state.round) : state.round;
  return { ...played, dealer, round, hand: handOf(dealer) };
}

function outcomeOf(state: TableState, next: TableState, e: HandEffect): HandOutcome {
  return {
    deltas: e.deltas,
    sticksBefore: state.sticks,
    sticksAfter: next.sticks,
    riichi: e.riichi,
    wins: e.wins,
    bumped: e.bumped,
    transfers: e.transfers,
    penaltyDeltas: e.penaltyDeltas,
    dealerRepeats: e.progress === 'repeat' || e.progress === 'replay',
    gameOver: next.over && !state.over,
    notes: e.notes,
  };
}

/**
 * Results folded since the module loaded: the store's tests count the replays a write makes with
 * it (issue 32: a hand's commit replays the game once), no mock needed. Reading it changes nothing.
 */
let folds = 0;
export function foldsMade(): number {
  return folds;
}

/** Folds one hand result into the table. A refused result changes nothing. */
export function fold(state: TableState, result: HandResult, rules: Rules): FoldResult {
  folds++;
  const refused = validateResult({ index: state.events + 1, state }, result, rules);
  if (refused) return refused;
  const effect = effectOf(state, result, rules);
  const next = nextTable(state, effect, rules);
  return { ok: true, state: next, outcome: outcomeOf(state, next, effect) };
}

/** Replays a whole game from the start; the same results give the same states every time. */
export function replay(rules: Rules, results: readonly HandResult[]): ReplayResult {
  const replayed = replayWithOutcomes(rules, results);
  if (!replayed.ok) return replayed;
  return { ok: true, states: replayed.states, final: replayed.final };
}

/**
 * `replay`, keeping what each result did (who won, who was bumped, penalties): for statistics and
 * checks over whole games, which read the ledger's verdict instead of applying the rules again.
 */
export function replayWithOutcomes(rules: Rules, results: readonly HandResult[]): ReplayWithOutcomes {
  let state = initialTable(rules);
  const states: TableState[] = [];
  const outcomes: HandOutcome[] = [];
  for (const result of results) {
    const step = fold(state, result, rules);
    if (!step.ok) return step;
    state = step.state;
    states.push(state);
    outcomes.push(step.outcome);
  }
  return { ok: true, states, outcomes, final: state };
}

/**
 * The table as shown during a hand with riichi toggled on for `seats`: each declarer's stick is
 * already on the table (scores minus 1000 each, sticks plus one each).
 */
export function withPendingRiichi(state: TableState, seats: readonly Seat[]): TableState {
  const unique = [...new Set(seats)];
  const scores = [...state.scores] as [number, number, number, number];
  for (const seat of unique) scores[seat] -= STICK;
  return { ...state, scores, sticks: state.sticks + unique.length };
}

/**
 * The riichi sticks of the hand in progress, as they count: none once the game is over (a game
 * ended when time was up leaves that hand unplayed, and its sticks go back to their owners).
 */
export function pendingRiichiOn(state: Pick<TableState, 'over'>, seats: readonly Seat[]): readonly Seat[] {
  return state.over ? [] : seats;
}

/** Whether folding this result would end the game (false when the result would be refused). */
export function wouldEndGame(state: TableState, result: HandResult, rules: Rules): boolean {
  const step = fold(state, result, rules);
  return step.ok && step.state.over && !state.over;
}
