import type { Rules } from '../core/rules';
import { STICK } from './hands';
import { rankBySeatOrder, SEATS } from './seats';
import type { Scores, Seat, SeatResult, TableState } from './types';

/** Seats grouped by place: tied scores share a group where the preset splits ties. */
function placeGroups(scores: Scores, rules: Rules): Seat[][] {
  const ranked = rankBySeatOrder(scores);
  if (rules.ties === 'seat_order') return ranked.map((seat) => [seat]);
  const groups: Seat[][] = [];
  for (const seat of ranked) {
    const last = groups[groups.length - 1];
    if (last && scores[last[0] ?? seat] === scores[seat]) last.push(seat);
    else groups.push([seat]);
  }
  return groups;
}

/**
 * Each seat's place (1 to 4) for the scores at the end of a game, as the settlement ranks them:
 * tied seats share the better place where the preset splits ties (RULES.md "tied places").
 */
export function placesOf(scores: Scores, rules: Rules): SeatResult['place'][] {
  const places = scores.map((): SeatResult['place'] => 1);
  let placeIndex = 0;
  for (const group of placeGroups(scores, rules)) {
    for (const seat of group) places[seat] = (placeIndex + 1) as SeatResult['place'];
    placeIndex += group.length;
  }
  return places;
}

/**
 * End-of-game settlement, EMA style in points (RULES.md "End"): leftover sticks to 1st, minus
 * the return points, plus oka and uma, minus chombo and other penalties. Tied places share the
 * sum of their uma, oka and sticks evenly, rounded down to whole points (or, in tenhou, the
 * earlier seat ranks higher).
 */
export function settle(state: TableState, rules: Rules): SeatResult[] {
  const results: SeatResult[] = [];
  let placeIndex = 0;
  for (const group of placeGroups(state.scores, rules)) {
    const places = group.map((_, i) => placeIndex + i);
    const sum = (f: (place: number) => number): number => places.reduce((acc, p) => acc + f(p), 0);
    const share = (total: number): number => Math.floor(total / group.length);
    const uma = share(sum((p) => rules.uma[p] ?? 0));
    const oka = share(sum((p) => (p === 0 ? rules.oka : 0)));
    const sticks = share(sum((p) => (p === 0 ? state.sticks * STICK : 0)));
    for (const seat of group) {
      const score = state.scores[seat];
      const penalty = state.penalties[seat];
      const returnPoints = -rules.returnPoints;
      results.push({
        seat,
        score,
        sticks,
        returnPoints,
        oka,
        uma,
        penalty,
        final: score + sticks + returnPoints + oka + uma + penalty,
        place: (placeIndex + 1) as 1 | 2 | 3 | 4,
      });
    }
    placeIndex += group.length;
  }
  return SEATS.map((seat) => results.find((r) => r.seat === seat)).filter((r): r is SeatResult => r !== undefined);
}

/**
 * Whether a player placed higher ends with a lower final than one placed lower: places go by the
 * table scores and a chombo's penalty is taken off after uma (RULES.md "chombo"), which looks like
 * a mistake in the final results unless they say so. Uma, oka and sticks alone never do this.
 */
export function penaltyBelowLowerPlace(results: readonly SeatResult[]): boolean {
  return results.some((a) => results.some((b) => a.place < b.place && a.final < b.final));
}

/** What the four final results add up to under a set of rules, and where it comes from. */
export interface SettlementBalance {
  /** The sum of the four finals, penalties aside: 0 when the settlement balances. */
  readonly total: number;
  /** 4 × (start − return): what the returns take beyond the points the table started with. */
  readonly points: number;
  readonly oka: number;
  /** The four uma added together. */
  readonly uma: number;
}

/**
 * What the final results of any game add up to under these rules (RULES.md "End"), from the
 * settlement's parameters alone. The table's points always add up to 4 × start (every payment,
 * a reverse mangan too, moves points between players; riichi sticks come out of the scores and
 * the leftover ones go to 1st), so the finals add up to 4 × (start − return) + oka + the uma.
 * Every preset makes that zero; a house rule may not. Penalties (chombo, penalty events) are
 * taken off after uma and not counted here, nor the odd point a split tie rounds away.
 */
export function settlementBalance(rules: Pick<Rules, 'startPoints' | 'returnPoints' | 'oka' | 'uma'>): SettlementBalance {
  const points = 4 * (rules.startPoints - rules.returnPoints);
  const uma = rules.uma.reduce((sum, value) => sum + value, 0);
  return { total: points + rules.oka + uma, points, oka: rules.oka, uma };
}
