import { isPossibleHanFu } from '../core/payment';
import { maxYakumanUnits, type Rules } from '../core/rules';
import { handYakumanUnits, yakuById, yakumanUnits, type RegisteredYaku } from '../core/yaku';
import { RECORD_LIMITS } from './recordLimits';
import { isSeat } from './seats';
import { isTripleRonDraw } from './hands';
import { reasonText, type RefusalReason } from './refusals';
import { END_REASONS, type HandResult, type LedgerError, type LedgerErrorCode, type Seat, type TableState } from './types';
import { kindAllowed } from './handKinds';

/** Where a refusal happened: the result's 1-based place in the game and the table it met. */
export interface HandRef {
  readonly index: number;
  readonly state: TableState;
}

export function handLabel(ref: HandRef): string {
  const s = ref.state;
  return `Hand ${ref.index} (${s.round}${s.hand}, ${s.honba} counter${s.honba === 1 ? '' : 's'})`;
}

export function refusal(
  ref: HandRef,
  error: LedgerErrorCode,
  field: string,
  id: RefusalReason['id'],
  values: RefusalReason['values'] = {},
): LedgerError {
  const reason: RefusalReason = { id, values };
  return { ok: false, error, message: `${handLabel(ref)}: ${field}: ${reasonText(reason)}`, hand: ref.index, field, reason };
}

type Check = LedgerError | null;

function checkSeat(ref: HandRef, value: unknown, field: string): Check {
  return isSeat(value) ? null : refusal(ref, 'invalid_record', field, 'notSeat', { value: String(value) });
}

/**
 * The shapes of a result (a list is a list, a reason one of the listed ones, a version the one there
 * is) are not checked here: every result the ledger meets was decoded (a record's hands, a stored
 * game's events: issue 32) or built by typed code. A seat's range is: the fold indexes scores by it.
 */
function checkSeatList(ref: HandRef, value: readonly Seat[], field: string): Check {
  for (const [i, seat] of value.entries()) {
    const bad = checkSeat(ref, seat, `${field}[${i}]`);
    if (bad) return bad;
    if (value.indexOf(seat) !== i) return refusal(ref, 'invalid_record', `${field}[${i}]`, 'seatTwice', { seat: String(seat) });
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

/** How the yaku kept with a win contradict its value: the refusal's code, and why. */
export interface KeptYakuConflict {
  readonly error: LedgerErrorCode;
  readonly id: RefusalReason['id'];
  readonly values: RefusalReason['values'];
}

/**
 * The kept yaku as the registry knows them; null when none are kept or one of them is an id the
 * registry does not know (nothing about them is certain then).
 */
function knownYaku(yaku: unknown): RegisteredYaku[] | null {
  if (typeof yaku !== 'object' || yaku === null) return null;
  const ids = Object.keys(yaku);
  const known = ids.map((id) => yakuById(id)).filter((def) => def !== undefined);
  return ids.length > 0 && known.length === ids.length ? known : null;
}

/**
 * How the yaku kept with a win (the picker's, for referees) contradict the value it was recorded
 * with under these rules; null when they agree or say nothing certain. The value is what the table
 * paid, so it is the yaku that are wrong: the fold refuses such a win (checkValue), and the store's
 * schema version 3 dropped those yaku from the wins that older versions stored (with a frozen copy
 * of this rule: store/schemaVersions/v3.ts).
 */
export function keptYakuConflict(v: Value, rules: Rules): KeptYakuConflict | null {
  const kept = knownYaku(v.yaku);
  if (!kept) return null;
  const yakuman = kept.filter((def) => yakumanUnits(def, rules) > 0);
  const names = yakuman.map((def) => def.id).join(', ');
  // RULES.md "Hand value": a hand with a yakuman scores the yakuman.
  if (v.yakuman === undefined)
    return yakuman.length > 0 ? { error: 'invalid_record', id: 'keptYakumanInHan', values: { yaku: names } } : null;
  // FORMATS.md "Game record": 13 or more han without a yakuman is given as han.
  if (yakuman.length === 0) return { error: 'invalid_record', id: 'keptNoYakuman', values: {} };
  // RULES.md "double yakuman", "different yakuman add up": the kept yakuman score exactly this many units.
  const units = handYakumanUnits(yakuman, rules);
  if (units !== v.yakuman)
    return { error: 'result_not_allowed', id: 'keptYakumanUnits', values: { yaku: names, units, value: v.yakuman, rules: rules.id } };
  if (v.pao !== undefined && rules.pao.length > 0 && !carriesPao(yakuman, rules))
    return { error: 'result_not_allowed', id: 'paoNotLiable', values: { pao: rules.pao.join(', '), yaku: names } };
  return null;
}

/**
 * Whether one of these yaku makes a player liable (pao) under these rules: RULES.md "pao", only the
 * preset's liability yakuman (daisangen, daisuushii; suukantsu where the preset says) carry it.
 */
export function carriesPao(yaku: Iterable<{ readonly id: string }>, rules: Rules): boolean {
  for (const def of yaku) if (rules.pao.some((id) => id === def.id)) return true;
  return false;
}

function checkValue(ref: HandRef, v: Value, field: string, win: 'ron' | 'tsumo', winner: Seat, rules: Rules): Check {
  if (v.yakuman !== undefined) {
    if (v.han !== undefined || v.fu !== undefined) {
      return refusal(ref, 'invalid_record', `${field}.yakuman`, 'yakumanWithHan');
    }
    if (!Number.isInteger(v.yakuman) || v.yakuman < 1) {
      return refusal(ref, 'invalid_record', `${field}.yakuman`, 'notYakumanCount', { value: String(v.yakuman) });
    }
    const max = maxYakumanUnits(rules);
    if (v.yakuman > max) {
      return refusal(ref, 'result_not_allowed', `${field}.yakuman`, 'tooManyYakuman', { rules: rules.id, max });
    }
  } else {
    if (v.han === undefined) return refusal(ref, 'invalid_record', `${field}.han`, 'noHan');
    if (!Number.isInteger(v.han) || v.han < 1) return refusal(ref, 'invalid_record', `${field}.han`, 'notHan', { value: String(v.han) });
    if (!isPossibleHanFu(v.han, v.fu, win)) {
      if (v.fu === undefined) return refusal(ref, 'invalid_record', `${field}.fu`, 'fuNeeded');
      return refusal(ref, 'invalid_record', `${field}.fu`, 'impossibleHanFu', { han: v.han, fu: v.fu, win });
    }
    // EMA 2008 (seed 000): at five or more counters a hand needs 2 han from yaku, dora not counted.
    if (rules.twoYakuAtFiveCounters && ref.state.honba >= 5 && v.yaku !== undefined) {
      const fromYaku = Object.values(v.yaku).reduce((sum, han) => sum + han, 0);
      if (fromYaku < 2) return refusal(ref, 'result_not_allowed', `${field}.yaku`, 'twoYakuNeeded', { rules: rules.id });
    }
  }
  if (v.pao !== undefined) {
    const bad = checkSeat(ref, v.pao, `${field}.pao`);
    if (bad) return bad;
    if (v.pao === winner) return refusal(ref, 'invalid_record', `${field}.pao`, 'paoOwnHand');
    if (rules.pao.length === 0) return refusal(ref, 'result_not_allowed', `${field}.pao`, 'noPao', { rules: rules.id });
    if (v.yakuman === undefined) return refusal(ref, 'invalid_record', `${field}.pao`, 'paoOnlyYakuman', { yaku: rules.pao.join(', ') });
  }
  const conflict = keptYakuConflict(v, rules);
  if (conflict) return refusal(ref, conflict.error, `${field}.yaku`, conflict.id, conflict.values);
  return null;
}

function checkRon(ref: HandRef, r: Extract<HandResult, { type: 'ron' }>, rules: Rules): Check {
  const bad = checkSeat(ref, r.from, 'from');
  if (bad) return bad;
  if (r.wins.length === 0) return refusal(ref, 'invalid_record', 'wins', 'ronWithoutWinner');
  if (r.wins.length > 3) return refusal(ref, 'invalid_record', 'wins', 'tooManyRonWinners');
  for (let i = 0; i < r.wins.length; i++) {
    const w = r.wins[i]!;
    const field = `wins[${i}]`;
    const badSeat = checkSeat(ref, w.winner, `${field}.winner`);
    if (badSeat) return badSeat;
    if (w.winner === r.from) return refusal(ref, 'invalid_record', `${field}.winner`, 'winnerDiscarded', { seat: w.winner });
    if (r.wins.findIndex((x) => x.winner === w.winner) !== i)
      return refusal(ref, 'invalid_record', `${field}.winner`, 'winsTwice', { seat: w.winner });
    const badValue = checkValue(ref, w, field, 'ron', w.winner, rules);
    if (badValue) return badValue;
  }
  if (isTripleRonDraw(r.wins.length, rules) && !rules.abortiveDraws.includes('sanchahou')) {
    return refusal(ref, 'result_not_allowed', 'wins', 'noTripleRon', { rules: rules.id });
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
        return refusal(ref, 'result_not_allowed', 'nagashi', 'noNagashi', { rules: rules.id });
      }
      return null;
    }
    case 'abortive':
      if (!rules.abortiveDraws.includes(r.reason)) {
        return refusal(ref, 'abortive_not_allowed', 'reason', 'abortiveNotInRules', { rules: rules.id, reason: r.reason });
      }
      return null;
    case 'chombo':
      if (!kindAllowed('chombo', rules)) return refusal(ref, 'result_not_allowed', 'type', 'noChombo', { rules: rules.id });
      return checkSeat(ref, r.offender, 'offender') ?? (r.riichi === undefined ? null : checkSeatList(ref, r.riichi, 'riichi'));
    case 'penalty':
      // Bounded as a record's are (recordLimits.ts): a typed 1e308 would make the final results Infinity.
      if (!Number.isInteger(r.points) || Math.abs(r.points) > RECORD_LIMITS.maxPenalty) {
        return refusal(ref, 'invalid_record', 'points', 'penaltyNotWhole', { max: RECORD_LIMITS.maxPenalty });
      }
      return checkSeat(ref, r.player, 'player');
    case 'end':
      if (!END_REASONS.includes(r.reason)) return refusal(ref, 'invalid_record', 'reason', 'notEndReason', { value: String(r.reason) });
      if (!canEndForTime(ref.state)) return refusal(ref, 'result_not_allowed', 'type', 'endBeforeFirstHand');
      return null;
    default: {
      const never: never = r;
      return refusal(ref, 'invalid_record', 'type', 'unknownResult', { value: String(JSON.stringify((never as { type?: unknown }).type)) });
    }
  }
}

/** Whether a game still in play can be ended for time: after a hand played out, never before its first. */
export function canEndForTime(state: Pick<TableState, 'over' | 'handsPlayed'>): boolean {
  return !state.over && state.handsPlayed > 0;
}

/** Refuses a result that cannot happen at this table under this preset (nothing is applied then). */
export function validateResult(ref: HandRef, r: HandResult, rules: Rules): Check {
  if (ref.state.over && r.type !== 'penalty') return refusal(ref, 'hand_after_game_over', 'type', 'gameOver');
  if (r.type !== 'penalty' && r.type !== 'chombo' && r.type !== 'end') {
    const bad = checkSeatList(ref, r.riichi, 'riichi');
    if (bad) return bad;
  }
  return checkResult(ref, r, rules);
}
