import { isPossibleHanFu } from '../core/payment';
import { maxYakumanUnits, type Rules } from '../core/rules';
import { SEATS } from './seats';
import type { HandResult, Seat, TableState } from './types';

/**
 * Random legal games for property tests (not used by the app): each event is built from random
 * numbers and the table it meets, so the ledger always takes it.
 */
export class Dice {
  private i = 0;
  /** Gentle games (small hands only) last long enough to reach South 4 and the West round. */
  constructor(
    private readonly rolls: readonly number[],
    readonly gentle = false,
  ) {}
  roll(n: number): number {
    const r = this.rolls[this.i++ % this.rolls.length] ?? 0;
    return r % n;
  }
  seat(): Seat {
    return this.roll(4) as Seat;
  }
  chance(percent: number): boolean {
    return this.roll(100) < percent;
  }
  subset(from: readonly Seat[], percent: number): Seat[] {
    return from.filter(() => this.chance(percent));
  }
}

const FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

function value(d: Dice, rules: Rules, win: 'ron' | 'tsumo', winner: Seat): { han?: number; fu?: number; yakuman?: number; pao?: Seat } {
  if (d.gentle) {
    const han = 1 + d.roll(2);
    return { han, fu: win === 'ron' ? 30 : 40 };
  }
  if (d.chance(12)) {
    const yakuman = 1 + d.roll(maxYakumanUnits(rules));
    if (rules.pao.length > 0 && d.chance(30)) return { yakuman, pao: ((winner + 1 + d.roll(3)) % 4) as Seat };
    return { yakuman };
  }
  const han = 1 + d.roll(13);
  const fus = FU.filter((fu) => isPossibleHanFu(han, fu, win));
  if (han >= 5 && d.chance(70)) return { han };
  return { han, fu: fus[d.roll(fus.length)] ?? 30 };
}

export function eventFrom(d: Dice, rules: Rules, state: TableState): HandResult {
  // Time runs out now and then, once a hand has been played (no game ends before its first).
  if (state.handsPlayed > 0 && d.chance(2)) return { v: 1, type: 'end', reason: 'time' };
  const kinds: HandResult['type'][] = ['ron', 'ron', 'ron', 'tsumo', 'tsumo', 'draw', 'draw', 'penalty'];
  if (rules.abortiveDraws.length > 0) kinds.push('abortive');
  if (rules.chombo !== 'none') kinds.push('chombo');
  const kind = kinds[d.roll(kinds.length)] ?? 'draw';
  switch (kind) {
    case 'ron': {
      const from = d.seat();
      const others = SEATS.filter((s) => s !== from);
      const count = d.chance(80) ? 1 : d.chance(75) ? 2 : 3;
      const picked = others.slice(d.roll(4 - count)).slice(0, count);
      const winners = d.chance(50) ? picked.reverse() : picked; // wins come in any order (FORMATS.md)
      const wins = winners.map((winner) => ({ winner, ...value(d, rules, 'ron', winner) }));
      return { v: 1, type: 'ron', from, wins, riichi: d.subset(SEATS, 20) };
    }
    case 'tsumo': {
      const winner = d.seat();
      return { v: 1, type: 'tsumo', winner, ...value(d, rules, 'tsumo', winner), riichi: d.subset(SEATS, 20) };
    }
    case 'draw': {
      const tenpai = d.subset(SEATS, 45);
      const nagashi = rules.nagashi !== 'none' && d.chance(10) ? [d.seat()] : undefined;
      const riichi = d.subset(tenpai, 50);
      return nagashi ? { v: 1, type: 'draw', tenpai, nagashi, riichi } : { v: 1, type: 'draw', tenpai, riichi };
    }
    case 'abortive':
      return {
        v: 1,
        type: 'abortive',
        reason: rules.abortiveDraws[d.roll(rules.abortiveDraws.length)] ?? 'kyuushu',
        riichi: d.subset(SEATS, 15),
      };
    case 'chombo':
      return { v: 1, type: 'chombo', offender: d.seat(), riichi: d.subset(SEATS, 15) };
    default:
      return { v: 1, type: 'penalty', player: d.seat(), points: -1000 * (1 + d.roll(5)), reason: 'test' };
  }
}
