import type { Rules } from './rules';

/**
 * Hand value to payments (RULES.md "Hand value"; seed 000 §4.1.3).
 * basic points = fu x 2^(han+2), capped at mangan; limits by han; yakuman 8000 a unit.
 */
export type Limit = null | 'mangan' | 'haneman' | 'baiman' | 'sanbaiman' | 'yakuman';

export interface HandValue {
  readonly basic: number;
  readonly limit: Limit;
}

export const MANGAN_BASIC = 2000;
export const YAKUMAN_BASIC = 8000;

/** Value of a hand given as han and fu (no yakuman). Kazoe yakuman and kiriage per preset. */
export function valueOfHanFu(han: number, fu: number, rules: Rules): HandValue {
  const basic = basicOfHanFu(han, fu, rules);
  return { basic, limit: limitOfBasic(basic) };
}

/** Basic points of han and fu (no yakuman), limits applied: the number behind valueOfHanFu. */
export function basicOfHanFu(han: number, fu: number, rules: Rules): number {
  if (han >= 13) return rules.kazoeYakuman ? YAKUMAN_BASIC : 6000;
  if (han >= 11) return 6000;
  if (han >= 8) return 4000;
  if (han >= 6) return 3000;
  if (han >= 5) return MANGAN_BASIC;
  // han is 1-4 here: a shift is exact and avoids Math.pow on the hot path.
  const basic = fu * (1 << (han + 2));
  if (basic >= MANGAN_BASIC) return MANGAN_BASIC;
  // Kiriage mangan (RULES.md presets): 4/30 and 3/60 (basic 1920) pay a mangan.
  if (rules.kiriage && basic === 1920) return MANGAN_BASIC;
  return basic;
}

/** The limit a basic value is paid at: below mangan none; yakuman for every multiple of 8000. */
export function limitOfBasic(basic: number): Limit {
  if (basic >= YAKUMAN_BASIC) return 'yakuman';
  if (basic >= 6000) return 'sanbaiman';
  if (basic >= 4000) return 'baiman';
  if (basic >= 3000) return 'haneman';
  return basic >= MANGAN_BASIC ? 'mangan' : null;
}

export function valueOfYakuman(units: number): HandValue {
  return { basic: YAKUMAN_BASIC * units, limit: 'yakuman' };
}

/** What the losers pay, counters included (300 a ron, 100 per payer on a tsumo). */
export type Payment =
  | { readonly kind: 'ron'; readonly ron: number }
  | { readonly kind: 'tsumo'; readonly dealer: number; readonly nonDealer: number }
  | { readonly kind: 'tsumoAll'; readonly all: number };

export function roundUp100(points: number): number {
  return Math.ceil(points / 100) * 100;
}

export function paymentOf(basic: number, win: 'ron' | 'tsumo', winnerIsDealer: boolean, honba: number): Payment {
  if (win === 'ron') return { kind: 'ron', ron: roundUp100(basic * (winnerIsDealer ? 6 : 4)) + 300 * honba };
  if (winnerIsDealer) return { kind: 'tsumoAll', all: roundUp100(basic * 2) + 100 * honba };
  return { kind: 'tsumo', dealer: roundUp100(basic * 2) + 100 * honba, nonDealer: roundUp100(basic) + 100 * honba };
}

/** Total the winner receives from the payment (riichi sticks aside). */
export function paymentTotal(payment: Payment): number {
  switch (payment.kind) {
    case 'ron':
      return payment.ron;
    case 'tsumo':
      return payment.dealer + 2 * payment.nonDealer;
    case 'tsumoAll':
      return 3 * payment.all;
  }
}

/**
 * The most fu a hand without a yakuman can have: three closed terminal or honour kans (96), a
 * terminal triplet completed by a ron (4), closed ron (10), a double-wind pair (4): 134 -> 140.
 */
export const MAX_FU = 140;

/** Fu values a scored hand can have: 20 (pinfu tsumo), 25 (chiitoitsu), 30..140 by tens. */
export const POSSIBLE_FU: readonly number[] = Object.freeze([
  20,
  25,
  ...Array.from({ length: (MAX_FU - 30) / 10 + 1 }, (_, i) => 30 + 10 * i),
]);

export function isPossibleFu(fu: number): boolean {
  return POSSIBLE_FU.includes(fu);
}

/** Whether the fu change a hand's value: below 5 han (from 5 han a hand is at least mangan). */
export function fuMatters(han: number): boolean {
  return han < 5;
}

/**
 * Han/fu pairs that can occur: 20 fu needs pinfu + menzen tsumo (2 han at least, never on a
 * ron); 25 fu is chiitoitsu (2 han, and 3 on a tsumo, which adds menzen tsumo). From 5 han fu
 * do not matter and may be left out.
 */
export function isPossibleHanFu(han: number, fu: number | undefined, win: 'ron' | 'tsumo'): boolean {
  if (!Number.isInteger(han) || han < 1) return false;
  if (!fuMatters(han) && fu === undefined) return true;
  if (fu === undefined || !isPossibleFu(fu)) return false;
  if (fu === 20) return han >= 2 && win === 'tsumo';
  if (fu === 25) return han >= (win === 'tsumo' ? 3 : 2);
  return true;
}
