import type { Rules } from '../core/rules';
import { seatWind } from './seats';
import type { RoundWind, Seat, TableState } from './types';

/** What the scoring core needs from the table for one player's hand. */
export interface HandContext {
  readonly roundWind: RoundWind;
  readonly seatWind: RoundWind;
  readonly dealer: boolean;
  /** Counters on the table: the core adds them to the payment and, in EMA 2008, applies the
   * two-yaku rule at five or more (seed 000). */
  readonly honba: number;
  readonly twoYakuRequired: boolean;
}

export function handContext(state: TableState, seat: Seat, rules: Rules): HandContext {
  return {
    roundWind: state.round,
    seatWind: seatWind(seat, state.dealer),
    dealer: seat === state.dealer,
    honba: state.honba,
    twoYakuRequired: rules.twoYakuAtFiveCounters && state.honba >= 5,
  };
}
