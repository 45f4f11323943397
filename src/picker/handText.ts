/**
 * The picker's hand as mpsz text (FORMATS.md): written out after each tap, read back from what
 * the player types.
 */
import type { Meld } from '../core/hand';
import { meldLetter, parseMeld } from '../core/hand';
import type { Rules } from '../core/rules';
import { parseTiles, tileToString, tilesToString, type Tile } from '../core/tiles';
import { copyRefusal, handTarget } from './pickerTiles';
import { MAX_MELDS, type PickerState, type TextError } from './pickerTypes';

/** The hand in mpsz: concealed tiles, then the winning tile, then the calls (`p555z`). */
export function handToText(state: Pick<PickerState, 'concealed' | 'winTile' | 'melds'>): string {
  const parts = [tilesToString(state.concealed), state.winTile === null ? '' : tileToString(state.winTile), ...state.melds.map(meldToText)];
  return parts.filter((p) => p !== '').join(' ');
}

export function meldToText(meld: Meld): string {
  return meldLetter(meld.kind) + tilesToString(meld.tiles);
}

export function withText(state: PickerState): PickerState {
  return { ...state, text: handToText(state), textError: null };
}

export type ParsedHandText = { ok: true; concealed: Tile[]; winTile: Tile | null; melds: Meld[] } | { ok: false; error: TextError };

/**
 * Reads `123m456p789s11z 2z p555z`: words starting with a digit are concealed tiles; words
 * starting with c, p, m, k or a are calls (FORMATS.md). The last tile is the winning tile when
 * the hand is complete or when it is written apart (` 2z`, as handToText writes it); otherwise
 * the slot stays empty, as it does for a hand being tapped in.
 */
export function parseHandText(text: string, rules: Rules, indicators: readonly Tile[] = []): ParsedHandText {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const melds: Meld[] = [];
  const tileWords: string[] = [];
  for (const word of words) {
    if (/^[0-9]/.test(word)) {
      tileWords.push(word);
      continue;
    }
    const meld = parseMeld(word);
    if (!meld.ok) return { ok: false, error: { code: 'notation', detail: meld.message } };
    melds.push(meld.meld);
  }
  const parsed = parseTiles(tileWords.join(''));
  if (!parsed.ok) return { ok: false, error: { code: 'notation', detail: parsed.message } };
  if (melds.length > MAX_MELDS) return { ok: false, error: { code: 'too_many_melds' } };
  const total = handTarget(melds.length);
  if (parsed.tiles.length > total) return { ok: false, error: { code: 'too_many', total } };
  const all = [...parsed.tiles, ...melds.flatMap((m) => m.tiles), ...indicators];
  for (let i = 0; i < all.length; i++) {
    const tile = all[i]!;
    const refused = copyRefusal(all.slice(0, i), tile, rules);
    if (refused) return { ok: false, error: { code: refused, tile } };
  }
  const last = parsed.tiles[parsed.tiles.length - 1];
  const apart = tileWords.length > 1 && writtenAsOneTile(tileWords[tileWords.length - 1]!);
  if (last === undefined || (!apart && parsed.tiles.length < total)) return { ok: true, concealed: parsed.tiles, winTile: null, melds };
  return { ok: true, concealed: parsed.tiles.slice(0, -1), winTile: last, melds };
}

function writtenAsOneTile(word: string): boolean {
  const tiles = parseTiles(word);
  return tiles.ok && tiles.tiles.length === 1;
}

export function setText(state: PickerState, text: string, rules: Rules): PickerState {
  const parsed = parseHandText(text, rules, [...state.doraIndicators, ...state.uraIndicators]);
  if (!parsed.ok) return { ...state, text, textError: parsed.error };
  return { ...state, text, textError: null, concealed: parsed.concealed, winTile: parsed.winTile, melds: parsed.melds, winPinned: false };
}
