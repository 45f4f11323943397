import { isCompleteShape } from './decompose';
import { packTiles, SUIT_OF, UNIT_OF } from './packed';
import { FLAGS, type Flag, type HandInput, type Reading, type ScoreError, type ScoreErrorCode } from './hand';
import type { Rules } from './rules';
import { scoreHand } from './score';
import { countKinds, isSuitedFive, kindOf, KINDS, RED_5M, type Tile, type TileKind } from './tiles';
import { validateFlags, type FlagInput } from './flagRules';
import { validateSituation, validateTiles } from './validate';

/** A 13-tile hand (plus melds) waiting for its winning tile. `win` defaults to ron. */
export type WaitInput = Omit<HandInput, 'winTile' | 'win'> & { readonly win?: 'ron' | 'tsumo' };

export interface Wait {
  readonly tile: TileKind;
  /** Winning on it in the given situation scores (has a yaku; two yaku where required). */
  readonly hasYaku: boolean;
  readonly best: Reading | null;
  readonly error?: ScoreErrorCode;
}

export type WaitResult = { readonly ok: true; readonly tenpai: boolean; readonly waits: readonly Wait[] } | ScoreError;

/**
 * A wait no copy of which is left: winning on it would be a fifth copy, the others being in the
 * hand and among the indicators. The waiting hand's own tiles passed validation, so adding its
 * winning tile can only be refused as a tile for that. The hand's shape still waits on it.
 */
export function isDeadWait(wait: Wait): boolean {
  return wait.error === 'invalid_tiles';
}

/**
 * The tiles that complete the hand, each with whether it would have a yaku. A kind the hand
 * already holds four of cannot be won on and is not a wait.
 */
export function findWaits(input: WaitInput, rules: Rules): WaitResult {
  const invalid = validateTiles(input, rules) ?? validateSituation(input) ?? validateFlags({ ...input, win: input.win ?? 'ron' }, rules);
  if (invalid) return invalid;
  const held = countKinds([...input.concealed, ...input.melds.flatMap((m) => m.tiles)]);
  const concealed = packTiles(input.concealed);
  const waits: Wait[] = [];
  for (let kind = 0; kind < KINDS; kind++) {
    if (held[kind]! >= 4) continue;
    concealed[SUIT_OF[kind]!]! += UNIT_OF[kind]!;
    const complete = isCompleteShape(concealed, input.melds.length);
    concealed[SUIT_OF[kind]!]! -= UNIT_OF[kind]!;
    if (!complete) continue;
    const result = scoreWith(input, kind, rules);
    waits.push(
      result.ok ? { tile: kind, hasYaku: true, best: result.best } : { tile: kind, hasYaku: false, best: null, error: result.error },
    );
  }
  return { ok: true, tenpai: waits.length > 0, waits };
}

function scoreWith(input: WaitInput, kind: TileKind, rules: Rules) {
  const hand: HandInput = { ...input, win: input.win ?? 'ron', winTile: kind };
  const result = scoreHand(hand, rules);
  // With red fives in play the last five of a suit may only be the red one.
  if (!result.ok && result.error === 'invalid_tiles' && rules.redFives && isSuitedFive(kind)) {
    return scoreHand({ ...hand, winTile: RED_5M + Math.floor(kind / 9) }, rules);
  }
  return result;
}

/** Furiten (seed 001): a player may not ron while any of their waits is in their own discards. */
export function isFuriten(waits: readonly TileKind[], discards: readonly Tile[]): boolean {
  const discarded = new Set(discards.map(kindOf));
  return waits.some((w) => discarded.has(w));
}

/**
 * The situational flags that can be set on this hand as it stands (for the picker; the winning
 * tile may not be known yet). Flags already set that contradict the hand (a riichi before a pon
 * was entered, say) are left out of the judgement, so one stale flag does not hide every other.
 */
export function availableFlags(input: FlagInput, rules: Rules): Flag[] {
  const consistent: Flag[] = [];
  for (const flag of input.flags) {
    if (validateFlags({ ...input, flags: [...consistent, flag] }, rules) === null) consistent.push(flag);
  }
  return FLAGS.filter((flag) => {
    const others = consistent.filter((f) => f !== flag);
    return validateFlags({ ...input, flags: [...others, flag] }, rules) === null;
  });
}
