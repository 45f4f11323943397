import { isPossibleHanFu } from '../core/payment';
import { ABORTIVE_REASONS, type Rules } from '../core/rules';
import { isSeat } from './seats';
import type { HandResult, LedgerError, LedgerErrorCode, Seat, TableState } from './types';

/** Where a refusal happened: the result's 1-based place in the game and the table it met. */
export interface HandRef {
  readonly index: number;
  readonly state: TableState;
}


/** Most yakuman units a single hand can score under a preset. */
export function maxYakumanUnits(rules: Rules): number {
  if (rules.yakumanStack) return 6; // e.g. tsuuiisou + daisuushii (2) + suuankou tanki (2) + suukantsu ...
  return rules.doubleYakuman ? 2 : 1;
}

export function handLabel(ref: HandRef): string {
  const s = ref.state;
  return `Hand ${ref.index} (${s.round}${s.hand}, ${s.honba} counter${s.honba === 1 ? '' : 's'})`;
}

export function refusal(ref: HandRef, error: LedgerErrorCode, field: string, why: string): LedgerError {
  return { ok: false, error, message: `${handLabel(ref)}: ${field}: ${why}`, hand: ref.index, field };
}

type Check = LedgerError | null;

function checkSeat(ref: HandRef, value: unknown, field: string): Check {
  return isSeat(value) ? null : refusal(ref, 'invalid_record', field, `${String(value)} is not a seat (0-3)`);
}

function checkSeatList(ref: HandRef, value: unknown, field: string): Check {
  if (!Array.isArray(value)) return refusal(ref, 'invalid_record', field, 'must be a list of seats');
  for (let i = 0; i < value.length; i++) {
    const bad = checkSeat(ref, value[i], `${field}[${i}]`);
    if (bad) return bad;
    if (value.indexOf(value[i]) !== i) return refusal(ref, 'invalid_record', `${field}[${i}]`, `seat ${String(value[i])} is listed twice`);
  }
  return null;
}

interface Value {
  han?: number;
  fu?: number;
  yakuman?: number;
  pao?: Seat;
  yaku?: Record<string, number>;
}

function checkValue(ref: HandRef, v: Value, field: string, win: 'ron' | 'tsumo', winner: Seat, rules: Rules): Check {
  if (v.yakuman !== undefined) {
    if (v.han !== undefined || v.fu !== undefined) {
      return refusal(ref, 'invalid_record', `${field}.yakuman`, 'give either yakuman or han/fu, not both');
    }
    if (!Number.isInteger(v.yakuman) || v.yakuman < 1) {
      return refusal(ref, 'invalid_record', `${field}.yakuman`, `${String(v.yakuman)} is not a number of yakuman (1 or more)`);
    }
    const max = maxYakumanUnits(rules);
    if (v.yakuman > max) {
      return refusal(ref, 'result_not_allowed', `${field}.yakuman`, `${rules.id} scores at most ${max} yakuman in one hand`);
    }
  } else {
    if (v.han === undefined) return refusal(ref, 'invalid_record', `${field}.han`, 'a win needs han (or yakuman)');
    if (!Number.isInteger(v.han) || v.han < 1) return refusal(ref, 'invalid_record', `${field}.han`, `${String(v.han)} han is not possible (1 or more)`);
    if (!isPossibleHanFu(v.han, v.fu, win)) {
      const why = v.fu === undefined ? `fu is needed below 5 han` : `${v.han} han ${v.fu} fu is not possible on a ${win}`;
      return refusal(ref, 'invalid_record', `${field}.fu`, why);
    }
    // EMA 2008 (seed 000): at five or more counters a hand needs 2 han from yaku, dora not counted.
    if (rules.twoYakuAtFiveCounters && ref.state.honba >= 5 && v.yaku !== undefined) {
      const fromYaku = Object.values(v.yaku).reduce((sum, han) => sum + han, 0);
      if (fromYaku < 2) return refusal(ref, 'result_not_allowed', `${field}.yaku`, `${rules.id} needs 2 han from yaku at 5 or more counters`);
    }
  }
  if (v.pao !== undefined) {
    const bad = checkSeat(ref, v.pao, `${field}.pao`);
    if (bad) return bad;
    if (v.pao === winner) return refusal(ref, 'invalid_record', `${field}.pao`, 'the winner cannot be liable for their own hand');
    if (rules.pao.length === 0) return refusal(ref, 'result_not_allowed', `${field}.pao`, `${rules.id} has no liability (pao)`);
    if (v.yakuman === undefined) return refusal(ref, 'invalid_record', `${field}.pao`, `liability (pao) is only for a yakuman (${rules.pao.join(', ')})`);
  }
  return null;
}

function checkRon(ref: HandRef, r: Extract<HandResult, { type: 'ron' }>, rules: Rules): Check {
  const bad = checkSeat(ref, r.from, 'from');
  if (bad) return bad;
  if (!Array.isArray(r.wins) || r.wins.length === 0) return refusal(ref, 'invalid_record', 'wins', 'a ron needs at least one winner');
  if (r.wins.length > 3) return refusal(ref, 'invalid_record', 'wins', 'at most three players can ron one discard');
  for (let i = 0; i < r.wins.length; i++) {
    const w = r.wins[i];
    const field = `wins[${i}]`;
    if (!w) return refusal(ref, 'invalid_record', field, 'missing');
    const badSeat = checkSeat(ref, w.winner, `${field}.winner`);
    if (badSeat) return badSeat;
    if (w.winner === r.from) return refusal(ref, 'invalid_record', `${field}.winner`, `seat ${w.winner} is the discarder`);
    if (r.wins.findIndex((x) => x.winner === w.winner) !== i) return refusal(ref, 'invalid_record', `${field}.winner`, `seat ${w.winner} wins twice`);
    const badValue = checkValue(ref, w, field, 'ron', w.winner, rules);
    if (badValue) return badValue;
  }
  if (r.wins.length === 3 && rules.multipleRon === 'double_only' && !rules.abortiveDraws.includes('sanchahou')) {
    return refusal(ref, 'result_not_allowed', 'wins', `${rules.id} allows no triple ron`);
  }
  return null;
}

function checkResult(ref: HandRef, r: HandResult, rules: Rules): Check {
  switch (r.type) {
    case 'ron':
      return checkRon(ref, r, rules);
    case 'tsumo':
      return checkSeat(ref, r.winner, 'winner') ?? checkValue(ref, r, 'tsumo', 'tsumo', r.winner, rules);
    case 'draw': {
      const bad = checkSeatList(ref, r.tenpai, 'tenpai') ?? (r.nagashi === undefined ? null : checkSeatList(ref, r.nagashi, 'nagashi'));
      if (bad) return bad;
      if (r.nagashi && r.nagashi.length > 0 && rules.nagashi === 'none') {
        return refusal(ref, 'result_not_allowed', 'nagashi', `${rules.id} has no nagashi mangan`);
      }
      return null;
    }
    case 'abortive':
      if (!ABORTIVE_REASONS.includes(r.reason)) return refusal(ref, 'invalid_record', 'reason', `${String(r.reason)} is not an abortive draw`);
      if (!rules.abortiveDraws.includes(r.reason)) {
        return refusal(ref, 'abortive_not_allowed', 'reason', `${rules.id} has no abortive draw (${r.reason})`);
      }
      return null;
    case 'chombo':
      if (rules.chombo === 'none') return refusal(ref, 'result_not_allowed', 'type', `${rules.id} does not use chombo`);
      return checkSeat(ref, r.offender, 'offender') ?? (r.riichi === undefined ? null : checkSeatList(ref, r.riichi, 'riichi'));
    case 'penalty':
      if (typeof r.points !== 'number' || !Number.isInteger(r.points)) {
        return refusal(ref, 'invalid_record', 'points', 'a penalty is a whole number of points');
      }
      return checkSeat(ref, r.player, 'player');
    default: {
      const never: never = r;
      return refusal(ref, 'invalid_record', 'type', `unknown result ${JSON.stringify((never as { type?: unknown }).type)}`);
    }
  }
}

/** Refuses a result that cannot happen at this table under this preset (nothing is applied then). */
export function validateResult(ref: HandRef, r: HandResult, rules: Rules): Check {
  if (r === null || typeof r !== 'object') return refusal(ref, 'invalid_record', 'type', 'not a hand result');
  if (r.v !== 1) return refusal(ref, 'invalid_record', 'v', `unsupported version ${String(r.v)}`);
  if (ref.state.over && r.type !== 'penalty') return refusal(ref, 'hand_after_game_over', 'type', 'the game is already over');
  if (r.type !== 'penalty' && r.type !== 'chombo') {
    const bad = checkSeatList(ref, r.riichi, 'riichi');
    if (bad) return bad;
  }
  return checkResult(ref, r, rules);
}
