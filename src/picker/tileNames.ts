import type { Translate } from '../i18n';
import { isRed, kindOf, numberOf, suitOf, type Tile } from '../core/tiles';

/** A tile's name for people and screen readers: "5 pin", "red 5 pin", "East". */
export function tileName(t: Translate, tile: Tile): string {
  const kind = kindOf(tile);
  const suit = suitOf(kind);
  const n = numberOf(kind);
  if (suit === 'z') return t(`tile.z${n}` as 'tile.z1');
  if (isRed(tile)) return t('tile.red', { n, suit: t(`tile.suit.${suit}`) });
  return t(`tile.${suit}`, { n });
}

export function tileNames(t: Translate, tiles: readonly Tile[]): string {
  return tiles.map((tile) => tileName(t, tile)).join(', ');
}
