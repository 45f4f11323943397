import { MANGAN_BASIC, paymentOf, roundUp100, valueOfHanFu, valueOfYakuman, type HandValue } from '../core/payment';
import type { Rules } from '../core/rules';
import { SEATS, turnDistance } from './seats';
import type { HandResult, OutcomeNote, Seat, TableState, Transfer, WinPayment } from './types';

export const STICK = 1000;

/** What one result does to the table, before the deal moves on. */
export interface HandEffect {
  deltas: [number, number, number, number];
  penaltyDeltas: [number, number, number, number];
  sticksAfter: number;
  honbaAfter: number;
  /**
   * How the table goes on: the deal repeats or passes, the same hand is replayed (chombo), nothing
   * moves (penalty), or the game ends where it stands (time is up).
   */
  progress: 'repeat' | 'pass' | 'replay' | 'none' | 'end';
  riichi: Seat[];
  wins: WinPayment[];
  bumped: Seat[];
  transfers: Transfer[];
  notes: OutcomeNote[];
}

function newEffect(state: TableState): HandEffect {
  return {
    deltas: [0, 0, 0, 0],
    penaltyDeltas: [0, 0, 0, 0],
    sticksAfter: state.sticks,
    honbaAfter: state.honba,
    progress: 'none',
    riichi: [],
    wins: [],
    bumped: [],
    transfers: [],
    notes: [],
  };
}

function pay(e: HandEffect, from: Seat, to: Seat, points: number, kind: Transfer['kind']): void {
  if (points === 0) return;
  e.deltas[from] -= points;
  e.deltas[to] += points;
  e.transfers.push({ from, to, points, kind });
}

/** Riichi declarers put a stick on the table (RULES.md: a riichi puts 1000 on the table). */
function putSticks(e: HandEffect, riichi: readonly Seat[]): void {
  for (const seat of riichi) {
    e.deltas[seat] -= STICK;
    e.sticksAfter += 1;
  }
  e.riichi = [...riichi];
}

function takeSticks(e: HandEffect, seat: Seat, count: number): number {
  e.deltas[seat] += count * STICK;
  e.sticksAfter -= count;
  return count;
}

interface ValueFields {
  han?: number;
  fu?: number;
  yakuman?: number;
}

export function handValue(v: ValueFields, rules: Rules): HandValue {
  if (v.yakuman !== undefined) return valueOfYakuman(v.yakuman);
  // From 5 han fu do not change the value (RULES.md limits); 0 is a placeholder then.
  return valueOfHanFu(v.han ?? 0, v.fu ?? 0, rules);
}

/** Ron winners in turn order from the discarder (FORMATS.md: wins may come in any order). */
export function winsInTurnOrder<W extends { winner: Seat }>(from: Seat, wins: readonly W[]): W[] {
  return [...wins].sort((a, b) => turnDistance(from, a.winner) - turnDistance(from, b.winner));
}

/**
 * Whether this many ron winners make the hand an abortive draw (sanchahou) instead of a win:
 * three, where the preset scores a double ron only (tenhou, RULES.md "multiple ron").
 */
export function isTripleRonDraw(winners: number, rules: Rules): boolean {
  return winners === 3 && rules.multipleRon === 'double_only';
}

function ron(state: TableState, r: Extract<HandResult, { type: 'ron' }>, rules: Rules): HandEffect {
  const e = newEffect(state);
  const ordered = winsInTurnOrder(r.from, r.wins);
  if (isTripleRonDraw(ordered.length, rules)) {
    // Tenhou: a triple ron is an abortive draw (sanchahou); validated to exist in the preset.
    const effect = abortive(state, r.riichi);
    effect.notes.push('sanchahou');
    return effect;
  }
  putSticks(e, r.riichi);
  // WRC 2022 / M-League: head bump, only the winner nearest the discarder counts.
  const counted = rules.multipleRon === 'head_bump' ? ordered.slice(0, 1) : ordered;
  e.bumped = ordered.slice(counted.length).map((w) => w.winner);
  if (e.bumped.length > 0) e.notes.push('head_bump');
  counted.forEach((w, i) => {
    const isDealer = w.winner === state.dealer;
    // Counters: to each winner (EMA), or only to the nearest winner (tenhou).
    const honba = i === 0 || rules.multiRonSplit === 'each_winner' ? state.honba : 0;
    const base = paymentOf(handValue(w, rules).basic, 'ron', isDealer, 0);
    const value = base.kind === 'ron' ? base.ron : 0;
    const honbaPoints = 300 * honba;
    if (w.pao !== undefined && w.pao !== r.from) {
      // RULES.md pao: on a ron by a third player the liable player pays half, the discarder
      // half plus the counters.
      const liable = roundUp100(value / 2);
      pay(e, w.pao, w.winner, liable, 'pao');
      pay(e, r.from, w.winner, value - liable + honbaPoints, 'ron');
    } else {
      pay(e, r.from, w.winner, value + honbaPoints, 'ron');
    }
    e.wins.push({ winner: w.winner, value, honbaPoints, sticks: 0, total: 0 });
  });
  // Sticks: riichi winners take back their own, the rest to the first winner (EMA); or all
  // to the nearest winner (tenhou, head bump).
  if (rules.multiRonSplit === 'each_winner') {
    for (const win of e.wins.slice(1)) {
      if (r.riichi.includes(win.winner)) win.sticks = takeSticks(e, win.winner, 1);
    }
  }
  return endWithWins(
    e,
    state,
    counted.map((w) => w.winner),
  );
}

/**
 * The end of a hand won (ron, tsumo, or EMA 2008's nagashi win): the sticks still on the table go
 * to the first winner, each winner's total is summed, and the deal repeats with a counter more if
 * the dealer won, else passes with the counters back to 0 (RULES.md "Counters", "Dealer").
 */
function endWithWins(e: HandEffect, state: TableState, winners: readonly Seat[]): HandEffect {
  const first = e.wins[0];
  if (first) first.sticks += takeSticks(e, first.winner, e.sticksAfter);
  for (const win of e.wins) win.total = win.value + win.honbaPoints + win.sticks * STICK;
  const dealerWon = winners.includes(state.dealer);
  e.progress = dealerWon ? 'repeat' : 'pass';
  e.honbaAfter = dealerWon ? state.honba + 1 : 0;
  return e;
}

/** A tsumo payment from every other seat; a liable player (pao) pays it all. */
function tsumoPayments(
  e: HandEffect,
  state: TableState,
  winner: Seat,
  basic: number,
  honba: number,
  kind: Transfer['kind'],
  pao?: Seat,
): WinPayment {
  const isDealer = winner === state.dealer;
  const p = paymentOf(basic, 'tsumo', isDealer, honba);
  let value = 0;
  let total = 0;
  const owed: [Seat, number][] = [];
  for (const seat of SEATS) {
    if (seat === winner) continue;
    const amount = p.kind === 'tsumoAll' ? p.all : p.kind === 'tsumo' ? (seat === state.dealer ? p.dealer : p.nonDealer) : 0;
    owed.push([seat, amount]);
    value += amount - 100 * honba;
    total += amount;
  }
  // RULES.md pao won by tsumo: the liable player pays everything, counters included.
  if (pao !== undefined) pay(e, pao, winner, total, 'pao');
  else for (const [seat, amount] of owed) pay(e, seat, winner, amount, kind);
  return { winner, value, honbaPoints: 100 * honba * 3, sticks: 0, total: 0 };
}

function tsumo(state: TableState, r: Extract<HandResult, { type: 'tsumo' }>, rules: Rules): HandEffect {
  const e = newEffect(state);
  putSticks(e, r.riichi);
  e.wins.push(tsumoPayments(e, state, r.winner, handValue(r, rules).basic, state.honba, 'tsumo', r.pao));
  return endWithWins(e, state, [r.winner]);
}

/** RULES.md: noten players pay 3000 in all to the tenpai players; nobody pays if all or none are tenpai. */
function notenPayments(e: HandEffect, tenpai: readonly Seat[]): void {
  if (tenpai.length === 0 || tenpai.length === 4) return;
  const noten = SEATS.filter((s) => !tenpai.includes(s));
  const each = 3000 / noten.length / tenpai.length;
  for (const from of noten) for (const to of tenpai) pay(e, from, to, each, 'noten');
}

function draw(state: TableState, r: Extract<HandResult, { type: 'draw' }>, rules: Rules): HandEffect {
  const e = newEffect(state);
  putSticks(e, r.riichi);
  const nagashi = [...(r.nagashi ?? [])].sort((a, b) => turnDistance(state.dealer, a) - turnDistance(state.dealer, b));
  if (nagashi.length > 0 && rules.nagashi === 'win') {
    // EMA 2008 (seed 000 §4.2.4): nagashi mangan is a mangan tsumo win by that player: they take
    // the counters and the sticks, no noten payments, the dealer repeats only if the dealer made it.
    for (const seat of nagashi) e.wins.push(tsumoPayments(e, state, seat, MANGAN_BASIC, state.honba, 'nagashi'));
    e.notes.push('nagashi_win');
    return endWithWins(e, state, nagashi);
  }
  if (nagashi.length > 0) {
    // Tenhou: paid like a mangan tsumo (no counters), no noten payments; still a draw.
    for (const seat of nagashi) {
      const win = tsumoPayments(e, state, seat, MANGAN_BASIC, 0, 'nagashi');
      win.total = win.value;
      e.wins.push(win);
    }
    e.notes.push('nagashi_draw');
  } else {
    notenPayments(e, r.tenpai);
  }
  e.progress = r.tenpai.includes(state.dealer) ? 'repeat' : 'pass';
  e.honbaAfter = state.honba + 1;
  return e;
}

/** Abortive draw: the dealer repeats, +1 counter, sticks stay (RULES.md notes on ema2008 and tenhou). */
function abortive(state: TableState, riichi: readonly Seat[]): HandEffect {
  const e = newEffect(state);
  putSticks(e, riichi);
  e.progress = 'repeat';
  e.honbaAfter = state.honba + 1;
  return e;
}

/**
 * Chombo (RULES.md): replayed with the same dealer and counters; the sticks of that hand go back
 * to their owners (so they never leave them), earlier sticks stay. Penalty per preset.
 */
function chombo(state: TableState, r: Extract<HandResult, { type: 'chombo' }>, rules: Rules): HandEffect {
  const e = newEffect(state);
  e.progress = 'replay';
  if (rules.chombo === 'penalty') {
    e.penaltyDeltas[r.offender] -= rules.chomboPenalty;
    return e;
  }
  // Reverse mangan: a non-dealer pays 4000 to the dealer and 2000 to each other player; the dealer pays 4000 to each.
  for (const seat of SEATS) {
    if (seat === r.offender) continue;
    const amount = r.offender === state.dealer || seat === state.dealer ? 4000 : 2000;
    pay(e, r.offender, seat, amount, 'chombo');
  }
  return e;
}

function penalty(state: TableState, r: Extract<HandResult, { type: 'penalty' }>): HandEffect {
  const e = newEffect(state);
  e.penaltyDeltas[r.player] += r.points;
  return e;
}

/** Time is up: nothing is paid, the sticks stay for the settlement (leftover sticks to 1st). */
function endNow(state: TableState): HandEffect {
  const e = newEffect(state);
  e.progress = 'end';
  return e;
}

/**
 * A result that plays out the hand in progress (its riichi sticks are down with it): all but a
 * penalty, given mid-hand, and the end of a game, which leaves the hand in progress unplayed.
 */
export function playsHand(r: HandResult): r is Exclude<HandResult, { type: 'penalty' | 'end' }> {
  return r.type !== 'penalty' && r.type !== 'end';
}

/** The effect of a validated result. */
export function effectOf(state: TableState, r: HandResult, rules: Rules): HandEffect {
  switch (r.type) {
    case 'ron':
      return ron(state, r, rules);
    case 'tsumo':
      return tsumo(state, r, rules);
    case 'draw':
      return draw(state, r, rules);
    case 'abortive':
      return abortive(state, r.riichi);
    case 'chombo':
      return chombo(state, r, rules);
    case 'penalty':
      return penalty(state, r);
    case 'end':
      return endNow(state);
    default: {
      const never: never = r;
      throw new Error(`unhandled hand result ${JSON.stringify(never)}`);
    }
  }
}
