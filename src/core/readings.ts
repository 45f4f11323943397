import type { SetView } from './context';
import { isChiitoitsu, isKokushi, standardDecompositions } from './decompose';
import type { HandInput, Meld, WaitKind } from './hand';
import { isOpenMeld } from './hand';
import { isTerminalOrHonor, kindOf, KINDS, type TileKind } from './tiles';

/** One way to read the hand: its shape, groups and how the winning tile completed it. */
export interface ShapeReading {
  readonly shape: 'standard' | 'chiitoitsu' | 'kokushi';
  readonly sets: readonly SetView[];
  readonly pairs: readonly TileKind[];
  readonly wait: WaitKind;
}

export function meldToSet(meld: Meld): SetView {
  let first = KINDS;
  for (const tile of meld.tiles) first = Math.min(first, kindOf(tile));
  const called = isOpenMeld(meld);
  const kind = meld.kind === 'chi' ? 'sequence' : meld.kind === 'pon' ? 'triplet' : 'kan';
  return { kind, first, called, concealed: !called, winning: false };
}

/**
 * Every reading of the hand: each decomposition into sets and a pair, each choice of the group
 * the winning tile completed (its wait), plus chiitoitsu and kokushi.
 */
export function shapeReadings(
  input: HandInput,
  concealedCounts: readonly number[],
  waitingCounts: readonly number[],
): ShapeReading[] {
  const win = kindOf(input.winTile);
  const called = input.melds.map(meldToSet);
  const readings: ShapeReading[] = [];
  for (const d of standardDecompositions(concealedCounts)) {
    const base = called.length > 0 ? d.sets.concat(called) : d.sets;
    const pairs = [d.pair];
    if (d.pair === win) readings.push({ shape: 'standard', sets: base, pairs, wait: 'tanki' });
    for (let i = 0; i < d.sets.length; i++) {
      const set = d.sets[i]!;
      const wait = waitOf(set, win);
      // Two identical sets give the same reading: keep the first (shared set values compare by identity).
      if (!wait || d.sets.indexOf(set) !== i) continue;
      const sets = base.slice();
      // A triplet completed by a ron counts as open (RULES.md "Fu"; also for sanankou).
      const concealed = set.kind === 'sequence' || input.win === 'tsumo';
      sets[i] = { kind: set.kind, first: set.first, called: false, concealed, winning: true };
      readings.push({ shape: 'standard', sets, pairs, wait });
    }
  }
  if (input.melds.length === 0 && isChiitoitsu(concealedCounts)) {
    const pairs: TileKind[] = [];
    for (let k = 0; k < KINDS; k++) if (concealedCounts[k] === 2) pairs.push(k);
    readings.push({ shape: 'chiitoitsu', sets: [], pairs, wait: 'tanki' });
  }
  if (input.melds.length === 0 && isKokushi(concealedCounts)) {
    const doubled = concealedCounts.indexOf(2);
    const thirteenSided = waitingCounts.every((c, k) => (isTerminalOrHonor(k) ? c === 1 : c === 0));
    readings.push({ shape: 'kokushi', sets: [], pairs: [doubled], wait: thirteenSided ? 'kokushi_13' : 'kokushi' });
  }
  return readings;
}

function waitOf(set: SetView, win: TileKind): WaitKind | null {
  if (set.kind === 'triplet') return set.first === win ? 'shanpon' : null;
  if (set.kind !== 'sequence') return null;
  const position = win - set.first;
  if (position < 0 || position > 2) return null;
  if (position === 1) return 'kanchan';
  const number = (set.first % 9) + 1;
  if (position === 0) return number === 7 ? 'penchan' : 'ryanmen';
  return number === 1 ? 'penchan' : 'ryanmen';
}
