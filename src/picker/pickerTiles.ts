/**
 * Counting the picker's tiles: the physical tiles in use, the copies left of one (red fives
 * where the preset has them), a hand's size, the tiles a call is built of, display order.
 */
import type { Flag, MeldKind } from '../core/hand';
import type { Rules } from '../core/rules';
import { RED_5M, compareTiles, isRed, isSuitedFive, kindOf, numberOf, suitOf, type Tile, type TileKind } from '../core/tiles';
import { MAX_INDICATORS, type CopyRefusal, type PickerMode, type PickerNotice, type PickerState } from './pickerTypes';

/** All tiles of the hand, calls and indicators: the physical tiles in use. */
export function tilesInUse(state: Pick<PickerState, 'concealed' | 'winTile' | 'melds' | 'doraIndicators' | 'uraIndicators'>): Tile[] {
  return [
    ...state.concealed,
    ...(state.winTile === null ? [] : [state.winTile]),
    ...state.melds.flatMap((m) => m.tiles),
    ...state.doraIndicators,
    ...state.uraIndicators,
  ];
}

/**
 * How many more copies of this physical tile exist in the set. A kind has four tiles; where
 * the preset has red fives one of the four fives is red (RULES.md presets: one per suit).
 */
export function copiesLeft(inUse: readonly Tile[], tile: Tile, rules: Rules): number {
  const kind = kindOf(tile);
  const sameKind = inUse.filter((t) => kindOf(t) === kind);
  const left = 4 - sameKind.length;
  if (!hasRedVariant(kind, rules)) return isRed(tile) ? 0 : left;
  const reds = sameKind.filter(isRed).length;
  const plains = sameKind.length - reds;
  return Math.min(left, isRed(tile) ? 1 - reds : 3 - plains);
}

export function copyRefusal(inUse: readonly Tile[], tile: Tile, rules: Rules): CopyRefusal | null {
  if (copiesLeft(inUse, tile, rules) > 0) return null;
  const kind = kindOf(tile);
  if (isRed(tile) && !hasRedVariant(kind, rules)) return 'no_red_fives';
  if (inUse.filter((t) => kindOf(t) === kind).length >= 4) return 'fifth_copy';
  return isRed(tile) ? 'one_red_five' : 'three_plain_fives';
}

export function hasRedVariant(kind: TileKind, rules: Rules): boolean {
  return rules.redFives && isSuitedFive(kind);
}

export function redOf(kind: TileKind): Tile {
  return RED_5M + Math.floor(kind / 9);
}

/** Tiles a meld hand counts as: 14, less 3 for each call (a kan counts as a set of three). */
export function handTarget(meldCount: number): number {
  return 14 - 3 * meldCount;
}

export function handSize(state: Pick<PickerState, 'concealed' | 'winTile'>): number {
  return state.concealed.length + (state.winTile === null ? 0 : 1);
}

type BuildResult = { ok: true; tiles: Tile[] } | { ok: false; notice: PickerNotice };

export function buildMeldTiles(kind: MeldKind, tapped: Tile, inUse: readonly Tile[], rules: Rules): BuildResult {
  const tappedKind = kindOf(tapped);
  let kinds: TileKind[];
  if (kind === 'chi') {
    if (tappedKind >= 27) return { ok: false, notice: { code: 'not_suited', tile: tapped } };
    const low = tappedKind - (tappedKind % 9) + Math.min(tappedKind % 9, 6);
    kinds = [low, low + 1, low + 2];
  } else {
    kinds = new Array<TileKind>(kind === 'pon' ? 3 : 4).fill(tappedKind);
  }
  const tiles: Tile[] = [];
  let wantRed = isRed(tapped) || (kinds.length === 4 && hasRedVariant(tappedKind, rules));
  for (const k of kinds) {
    const used = [...inUse, ...tiles];
    const red = hasRedVariant(k, rules) ? redOf(k) : null;
    if (red !== null && wantRed && copiesLeft(used, red, rules) > 0) {
      tiles.push(red);
      wantRed = false;
    } else if (copiesLeft(used, k, rules) > 0) {
      tiles.push(k);
    } else if (red !== null && copiesLeft(used, red, rules) > 0) {
      tiles.push(red);
    } else {
      return { ok: false, notice: { code: 'fifth_copy', tile: k } };
    }
  }
  return { ok: true, tiles: tiles.sort(compareTiles) };
}

export function hasRiichi(flags: readonly Flag[]): boolean {
  return flags.includes('riichi') || flags.includes('doubleRiichi');
}

/** Display order of a hand: sorted concealed tiles with their tap indices, so taps remove the right one. */
export function sortedConcealed(concealed: readonly Tile[]): { tile: Tile; index: number }[] {
  return concealed.map((tile, index) => ({ tile, index })).sort((a, b) => compareTiles(a.tile, b.tile) || a.index - b.index);
}

/** A tile's plain name parts, for accessible names: suit letter and number (0 = red five). */
export function tileNameParts(tile: Tile): { suit: 'm' | 'p' | 's' | 'z'; n: number; red: boolean } {
  const kind = kindOf(tile);
  return { suit: suitOf(kind), n: numberOf(kind), red: isRed(tile) };
}

/**
 * The indicator row the next tap fills. In a riichi hand each dora indicator has its ura indicator
 * right under it in the dead wall, and the two are read together, pair by pair: so after a dora
 * indicator comes its ura, then the next dora indicator (a kan's), then its ura, and so on. An ura
 * tapped first (the lit "Ura indicators" chosen) is followed by its dora. Without riichi there are
 * only dora indicators. When no row has room left, taps go to the hand.
 */
export function indicatorTurn(state: Pick<PickerState, 'flags' | 'doraIndicators' | 'uraIndicators'>): PickerMode {
  if (hasRiichi(state.flags) && state.uraIndicators.length < state.doraIndicators.length) return 'ura';
  return state.doraIndicators.length < MAX_INDICATORS ? 'dora' : 'hand';
}
