import { parseTiles, type Tile, type TileKind, type WindLetter } from './tiles';
import type { Limit, Payment } from './payment';
import type { LocalYakuId } from './localYaku';

/** Situational flags of a win (FORMATS.md). `doubleRiichi` replaces `riichi`. */
export type Flag = 'riichi' | 'doubleRiichi' | 'ippatsu' | 'haitei' | 'houtei' | 'rinshan' | 'chankan' | 'tenhou' | 'chihou' | 'renhou';
export const FLAGS: readonly Flag[] = [
  'riichi',
  'doubleRiichi',
  'ippatsu',
  'haitei',
  'houtei',
  'rinshan',
  'chankan',
  'tenhou',
  'chihou',
  'renhou',
];

/** A flag's name, read from data that may hold anything (vectors, kept drafts, recorded tiles). */
export function isFlag(value: unknown): value is Flag {
  return FLAGS.some((flag) => flag === value);
}

/** chi, pon, open kan (called from a discard), added kan (upgraded pon), closed kan. */
export type MeldKind = 'chi' | 'pon' | 'minkan' | 'shouminkan' | 'ankan';
export interface Meld {
  readonly kind: MeldKind;
  readonly tiles: readonly Tile[];
}

export function isKan(meld: Meld): boolean {
  return meld.kind === 'minkan' || meld.kind === 'shouminkan' || meld.kind === 'ankan';
}

/** A whole number from 0 up, as counters (honba) and sticks are: what every reader of stored or typed-in ones checks. */
export function isWholeCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** How many tiles a meld of its kind has: four for a kan, three otherwise. */
export function meldSize(meld: Meld): number {
  return isKan(meld) ? 4 : 3;
}

/** An open meld makes the hand open; a closed kan keeps it concealed. */
export function isOpenMeld(meld: Meld): boolean {
  return meld.kind !== 'ankan';
}

/** Any open meld among them (an indexed loop: scoring asks this for every hand). */
export function hasOpenMeld(melds: readonly Meld[]): boolean {
  for (let i = 0; i < melds.length; i++) if (isOpenMeld(melds[i]!)) return true;
  return false;
}

export interface HandInput {
  /** Concealed tiles without the winning tile: 13 minus 3 per meld. */
  readonly concealed: readonly Tile[];
  readonly melds: readonly Meld[];
  readonly winTile: Tile;
  readonly win: 'ron' | 'tsumo';
  readonly seatWind: WindLetter;
  readonly roundWind: WindLetter;
  readonly doraIndicators: readonly Tile[];
  readonly uraIndicators: readonly Tile[];
  readonly flags: readonly Flag[];
  /** Counters (honba) on the table: the payment includes them. */
  readonly honba: number;
}

/**
 * FORMATS.md's refusal codes, and `invalid_situation` for a typed caller's win, winds or counters that
 * are none (a vector with them is unreadable before it is scored, so vectors never show it).
 */
export type ScoreErrorCode = 'invalid_tiles' | 'invalid_situation' | 'invalid_flags' | 'not_complete' | 'no_yaku' | 'needs_two_yaku';
export interface ScoreError {
  readonly ok: false;
  readonly error: ScoreErrorCode;
  /** English sentence a player understands; the UI may translate by `error` and `detail`. */
  readonly message: string;
  /** What exactly is wrong: the tile, meld or flag at fault (for translation and highlighting). */
  readonly detail?: string;
}

export type YakuId =
  | 'riichi'
  | 'double_riichi'
  | 'ippatsu'
  | 'menzen_tsumo'
  | 'pinfu'
  | 'tanyao'
  | 'iipeikou'
  | 'haku'
  | 'hatsu'
  | 'chun'
  | 'seat_wind'
  | 'round_wind'
  | 'rinshan'
  | 'chankan'
  | 'haitei'
  | 'houtei'
  | 'chiitoitsu'
  | 'sanshoku'
  | 'ittsu'
  | 'chanta'
  | 'sanshoku_doukou'
  | 'sanankou'
  | 'sankantsu'
  | 'toitoi'
  | 'shousangen'
  | 'honroutou'
  | 'ryanpeikou'
  | 'honitsu'
  | 'junchan'
  | 'chinitsu'
  | 'renhou'
  | 'kokushi'
  | 'kokushi_13'
  | 'chuuren'
  | 'junsei_chuuren'
  | 'suuankou'
  | 'suuankou_tanki'
  | 'suukantsu'
  | 'ryuuiisou'
  | 'chinroutou'
  | 'tsuuiisou'
  | 'daisangen'
  | 'shousuushii'
  | 'daisuushii'
  | 'tenhou'
  | 'chihou'
  | LocalYakuId;

export type { LocalYakuId };

/** One yaku in a reading: han for normal yaku, yakuman units (1 or 2) for yakuman. */
export interface ScoredYaku {
  readonly id: YakuId;
  readonly han: number;
  readonly yakuman: number;
}

export type GroupKind = 'sequence' | 'triplet' | 'kan' | 'pair' | 'kokushi';
/** A set of a reading, for display. `open` = called (chi, pon, open or added kan). */
export interface ReadingGroup {
  readonly kind: GroupKind;
  readonly tiles: readonly TileKind[];
  readonly open: boolean;
  /** The group the winning tile completed. */
  readonly winning: boolean;
}

export type WaitKind = 'ryanmen' | 'kanchan' | 'penchan' | 'shanpon' | 'tanki' | 'kokushi' | 'kokushi_13';

export type FuItemId = 'base' | 'chiitoitsu' | 'menzen_ron' | 'tsumo' | 'pinfu_tsumo' | 'open_pinfu' | 'triplet' | 'kan' | 'pair' | 'wait';
/** One line of the fu breakdown: what, how many fu (before rounding). */
export interface FuItem {
  readonly id: FuItemId;
  readonly fu: number;
  /** The tiles the item is about (a set, a pair), where there are any. */
  readonly tiles?: readonly TileKind[];
  /** For sets: open/closed, simple/terminal; for waits: the wait kind; for pairs: which yakuhai. */
  readonly detail?: string;
}

export interface Reading {
  readonly shape: 'standard' | 'chiitoitsu' | 'kokushi' | 'fixed';
  readonly groups: readonly ReadingGroup[];
  readonly wait: WaitKind;
  readonly yaku: readonly ScoredYaku[];
  /** Yakuman units paid (0 for none; a kazoe yakuman counts 0 here and shows as limit 'yakuman'). */
  readonly yakuman: number;
  /** Total han including dora; 0 for a true yakuman. */
  readonly han: number;
  /** Rounded fu (0 where a yakuman or fixed value makes fu irrelevant). */
  readonly fu: number;
  readonly fuItems: readonly FuItem[];
  readonly dora: number;
  readonly akaDora: number;
  readonly uraDora: number;
  readonly limit: Limit;
  readonly basic: number;
  readonly payment: Payment;
}

export interface ScoreOk {
  readonly ok: true;
  /** The reading that pays most (then: a true yakuman, more han, more fu). */
  readonly best: Reading;
  /** Every valid reading with a yaku, best first (for "other readings"). */
  readonly readings: readonly Reading[];
}
export type ScoreResult = ScoreOk | ScoreError;

/** Parses a meld in vector notation: `c340m` chi, `p555z` pon, `m1111p` open kan, `k9999s` added kan, `a2222s` closed kan. */
export function parseMeld(text: string): { ok: true; meld: Meld } | ScoreError {
  const trimmed = text.trim();
  const kind = MELD_PREFIX[trimmed.charAt(0)];
  if (!kind) return { ok: false, error: 'invalid_tiles', message: `"${text}" is not a meld (start with c, p, m, k or a)`, detail: text };
  const parsed = parseTiles(trimmed.slice(1));
  if (!parsed.ok) return { ok: false, error: 'invalid_tiles', message: `Meld "${text}": ${parsed.message}`, detail: text };
  return { ok: true, meld: { kind, tiles: parsed.tiles } };
}

const MELD_PREFIX: Readonly<Record<string, MeldKind>> = { c: 'chi', p: 'pon', m: 'minkan', k: 'shouminkan', a: 'ankan' };
const MELD_LETTER: Readonly<Record<MeldKind, string>> = { chi: 'c', pon: 'p', minkan: 'm', shouminkan: 'k', ankan: 'a' };

export function meldLetter(kind: MeldKind): string {
  return MELD_LETTER[kind];
}
