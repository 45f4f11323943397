import type { Flag, HandInput, WaitKind } from './hand';
import type { Rules } from './rules';
import type { TileKind } from './tiles';

/** A set or pair of one reading, called melds included. */
export interface SetView {
  readonly kind: 'sequence' | 'triplet' | 'kan' | 'pair';
  readonly first: TileKind;
  /** Called from another player (chi, pon, open or added kan). */
  readonly called: boolean;
  /** Concealed for fu and for sanankou/suuankou: not called, not completed by a ron. */
  readonly concealed: boolean;
  /** The winning tile completed this group in this reading. */
  readonly winning: boolean;
}

/** Everything a yaku predicate may look at: one reading of one hand in one situation. */
export interface YakuContext {
  readonly rules: Rules;
  readonly input: HandInput;
  readonly shape: 'standard' | 'chiitoitsu' | 'kokushi';
  /** Standard shape: the four sets (pair not included). Empty otherwise. */
  readonly sets: readonly SetView[];
  /** Standard shape: the pair; chiitoitsu: the seven pairs; kokushi: the doubled tile. */
  readonly pairs: readonly TileKind[];
  readonly wait: WaitKind;
  /** No called meld (a closed kan keeps the hand concealed). */
  readonly closed: boolean;
  /** Tile counts of the whole hand, winning tile and melds included (a kan counts 4). */
  readonly counts: readonly number[];
  /** Counts of the concealed tiles before the winning tile (for 9- and 13-sided waits). */
  readonly waitingCounts: readonly number[];
  readonly seatWind: TileKind;
  readonly roundWind: TileKind;
  readonly tsumo: boolean;
  has(flag: Flag): boolean;
}
