import { meldSize, type HandInput, type Meld, type ScoreError } from './hand';
import { bit } from './packed';
import type { Rules } from './rules';
import { TileTally, withUra, type TilesOnTable } from './tally';
import { NOT_A_RUN, UNKNOWN_MELD_KIND, WRONG_MELD_SIZE } from './meldSets';
import { isWindLetter, KINDS, RED_5M, tileToString, tilesToString, type Tile } from './tiles';

function tilesError(message: string, detail?: string): ScoreError {
  return detail === undefined ? { ok: false, error: 'invalid_tiles', message } : { ok: false, error: 'invalid_tiles', message, detail };
}

function situationError(message: string, detail: string): ScoreError {
  return { ok: false, error: 'invalid_situation', message, detail };
}

export type { TilesOnTable } from './tally';

/** One dora indicator plus one for each of at most four kans (seed 001: four kans at most). */
const MAX_INDICATORS = 5;

/**
 * Bad tiles: wrong shape of a meld, wrong count, more indicators than the dead wall shows, a fifth
 * copy (indicators are tiles too), red fives the preset lacks.
 */
export function validateTiles(input: TilesOnTable, rules: Rules): ScoreError | null {
  return validateCounted(input, rules, OWN_TALLY.count(input, withUra(input)));
}

/** The validation's own tally (a check never re-enters itself). */
const OWN_TALLY = new TileTally();

/** validateTiles with the hand's tiles already counted (`tally.count(input, withUra(input))`). */
export function validateCounted(input: TilesOnTable, rules: Rules, tally: TileTally): ScoreError | null {
  const stray = notATileProblem(tally);
  if (stray) return stray;
  if (input.melds.length > 4) return tilesError('A hand has at most four melds.');
  // The tally read each meld as it counted its tiles: a negative shape says what is wrong.
  for (let i = 0; i < input.melds.length; i++) {
    const shape = tally.meldShapes[i]!;
    if (shape < 0) return meldError(input.melds[i]!, shape);
  }
  const expected = 13 - 3 * input.melds.length;
  if (input.concealed.length !== expected) {
    return tilesError(
      `With ${input.melds.length} meld(s) the hand needs ${expected} concealed tiles besides the winning tile; it has ${input.concealed.length}.`,
      String(input.concealed.length),
    );
  }
  if (input.doraIndicators.length > MAX_INDICATORS || input.uraIndicators.length > MAX_INDICATORS) {
    return tilesError(`There are at most ${MAX_INDICATORS} dora indicators (one, and one more for each kan).`);
  }
  return supplyProblem(tally, rules);
}

/** A value among the tiles that is not a tile (typed callers can pass any number). */
function notATileProblem(tally: TileTally): ScoreError | null {
  const stray = tally.notATile;
  return stray === null ? null : tilesError(`${stray} is not a tile number (0 to ${RED_5M + 2}).`, String(stray));
}

/**
 * No kind more than four times among every physical tile involved: the hand, its melds, the
 * indicators (ura only after a riichi). Red fives only where the preset has them, one per suit.
 */
function supplyProblem(tally: TileTally, rules: Rules): ScoreError | null {
  const over = tally.over;
  if (over < KINDS) {
    return tilesError(`There are only four ${tileToString(over)} tiles; the hand has ${tally.overCopies}.`, tileToString(over));
  }
  return redFiveProblem(tally, rules);
}

/** Red fives against the counts: only where the preset has them, one per suit. */
function redFiveProblem(tally: TileTally, rules: Rules): ScoreError | null {
  const faults = redFiveFaults(tally, rules);
  return faults === 0 ? null : redFiveError(faults);
}

/**
 * What can be wrong with a suit's red fives, one bit each in the suit's lane of redFiveFaults:
 * bit 0 a red five the preset lacks, bit 1 a second red five, bit 2 a fourth plain five.
 */
const RED_WITHOUT_RED_FIVES = 1;
const SECOND_RED_FIVE = 2;

/**
 * The red-five rules for all three suits at once, in the lanes of `tally.reds` (8 bits a suit):
 * without red fives in the preset none may appear; with them, one per suit, and then only three
 * plain fives. 0 when all is well, as nearly always: the check has no branch on the suits, and the
 * message is made apart (redFiveError) when a hand fails it. Masks and shifts are literals: named
 * module constants were each loaded from memory, about 50 more instructions a hand.
 */
function redFiveFaults(tally: TileTally, rules: Rules): number {
  const reds = tally.reds;
  const supply = tally.supply;
  // A lane counts at most four red fives (they are fives, counted up to four): two or more sets
  // its bit 1 or 2, one or more any of its bits 0 to 2.
  const anyRed = (reds | (reds >>> 1) | (reds >>> 2)) & 0x010101;
  const twoRed = ((reds >>> 1) | (reds >>> 2)) & 0x010101;
  // A suit's five is its fifth kind, its count at bits 12 to 14 (packed.ts); at most four, so bit 14 says four.
  const fourFive = ((supply[0]! >>> 14) & 1) | ((supply[1]! >>> 6) & 0x100) | ((supply[2]! << 2) & 0x10000);
  // All bits set when the preset has red fives, none otherwise (no branch on the preset).
  const inPlay = -bit(rules.redFives);
  const withRed = (twoRed << 1) | ((fourFive & ~anyRed) << 2);
  return (anyRed & ~inPlay) | (withRed & inPlay);
}

/** The message for the first suit redFiveFaults found at fault (apart, so that the check stays small). */
function redFiveError(faults: number): ScoreError {
  let suit = 0;
  while (((faults >>> (8 * suit)) & 0xff) === 0) suit++;
  const lane = (faults >>> (8 * suit)) & 0xff;
  const red = tileToString(RED_5M + suit);
  if ((lane & RED_WITHOUT_RED_FIVES) !== 0) return tilesError(`This rule set has no red fives (${red}).`, red);
  if ((lane & SECOND_RED_FIVE) !== 0) return tilesError(`There is only one red five (${red}).`, red);
  const five = tileToString(suit * 9 + 4);
  return tilesError(`With red fives in play there are only three plain ${five}.`, five);
}

/** No kind more than four times; red fives only where the preset has them, one per suit. */
export function validateTileSupply(tiles: readonly Tile[], rules: Rules): ScoreError | null {
  const input: TilesOnTable = { concealed: tiles, melds: [], doraIndicators: [], uraIndicators: [], flags: [] };
  const tally = OWN_TALLY.count(input, false);
  return notATileProblem(tally) ?? supplyProblem(tally, rules);
}

/** How a hand was won and the counters on the table; a waiting hand may not say how it will win. */
export type SituationInput = Pick<HandInput, 'honba' | 'seatWind' | 'roundWind'> & { readonly win?: HandInput['win'] };

/**
 * A win that is neither ron nor tsumo, or counters that are not a whole number from 0 up: typed
 * callers can pass anything, and a NaN or negative counter would otherwise come out as a payment
 * nobody can pay. (Wind letters are checked where they are read, not here: every reader of stored
 * or typed-in data does, and comparing them on every scored hand cost about 3% of its time.)
 */
export function validateSituation(input: SituationInput): ScoreError | null {
  const { win, honba, seatWind, roundWind } = input;
  // No branch on which win it is (ron and tsumo alternate from hand to hand); `>>> 0` keeps
  // exactly the whole numbers from 0 up (NaN, -1 and 1.5 all change).
  const winOk = bit(win === 'ron') | bit(win === 'tsumo') | bit(win === undefined);
  const windsOk = bit(isWindLetter(seatWind)) & bit(isWindLetter(roundWind));
  return winOk === 1 && windsOk === 1 && honba >>> 0 === honba ? null : situationProblem(input);
}

/** What is wrong with a situation validateSituation refused (apart, so that the check stays small). */
function situationProblem({ win, honba, seatWind, roundWind }: SituationInput): ScoreError {
  if (win !== undefined && win !== 'ron' && win !== 'tsumo') return situationError(`A win is by ron or tsumo, not ${String(win)}.`, 'win');
  if (!isWindLetter(seatWind)) return situationError(`A seat wind is E, S, W or N, not ${String(seatWind)}.`, 'seatWind');
  if (!isWindLetter(roundWind)) return situationError(`A round wind is E, S, W or N, not ${String(roundWind)}.`, 'roundWind');
  return situationError(`Counters (honba) are a whole number from 0 up, not ${String(honba)}.`, 'honba');
}

/** A meld its shape (meldSets.ts `meldShape`, negative) says is wrong, explained. */
function meldError(meld: Meld, shape: number): ScoreError {
  return tilesError(meldProblem(meld, shape), meldText(meld));
}

function meldProblem(meld: Meld, shape: number): string {
  if (shape === UNKNOWN_MELD_KIND) return `A meld is a chi, pon, minkan, shouminkan or ankan, not ${meld.kind}.`;
  const size = meldSize(meld);
  if (shape === WRONG_MELD_SIZE) return `A ${meld.kind} has ${size} tiles; "${meldText(meld)}" has ${meld.tiles.length}.`;
  if (shape === NOT_A_RUN) return `A chi is three consecutive tiles of one suit; "${meldText(meld)}" is not.`;
  return `A ${meld.kind} is ${size} identical tiles; "${meldText(meld)}" is not.`;
}

function meldText(meld: Meld): string {
  return tilesToString(meld.tiles);
}
