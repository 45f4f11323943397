/**
 * The tiles kept with a recorded win, in the hand-vector notation of FORMATS.md, so that a
 * referee (or a later version of the engine) can recompute the hand from the event alone.
 */
import { isWholeCount, isFlag, parseMeld, type Flag, type HandInput } from '../core/hand';
import { isPresetId, type PresetId } from '../core/rules';
import { isWindLetter, parseTiles, tileToString, tilesToString, type WindLetter } from '../core/tiles';
import { meldToText } from './pickerState';

export interface RecordedTiles {
  readonly format: 'tenbo-hand/1';
  readonly rules: PresetId;
  readonly concealed: string;
  readonly melds: readonly string[];
  readonly winTile: string;
  readonly win: 'ron' | 'tsumo';
  readonly seatWind: WindLetter;
  readonly roundWind: WindLetter;
  readonly doraIndicators: readonly string[];
  readonly uraIndicators: readonly string[];
  readonly flags: readonly Flag[];
  readonly honba: number;
}

export function recordTiles(input: HandInput, rules: PresetId): RecordedTiles {
  return {
    format: 'tenbo-hand/1',
    rules,
    concealed: tilesToString(input.concealed),
    melds: input.melds.map(meldToText),
    winTile: tileToString(input.winTile),
    win: input.win,
    seatWind: input.seatWind,
    roundWind: input.roundWind,
    doraIndicators: input.doraIndicators.map(tileToString),
    uraIndicators: input.uraIndicators.map(tileToString),
    flags: [...input.flags],
    honba: input.honba,
  };
}

/** Reads tiles kept with an event (shape unknown: stored data); null when they are not ours. */
export function readRecordedTiles(value: unknown): { tiles: RecordedTiles; input: HandInput } | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.format !== 'tenbo-hand/1' || !isPresetId(v.rules)) return null;
  const concealed = typeof v.concealed === 'string' ? parseTiles(v.concealed) : null;
  const win = typeof v.winTile === 'string' ? parseTiles(v.winTile) : null;
  if (!concealed?.ok || !win?.ok || win.tiles.length !== 1) return null;
  const melds = stringList(v.melds)?.map(parseMeld);
  const dora = stringList(v.doraIndicators)?.map(parseTiles);
  const ura = stringList(v.uraIndicators)?.map(parseTiles);
  const flags = stringList(v.flags);
  if (!melds || !dora || !ura || !flags) return null;
  if (!melds.every((m) => m.ok) || !dora.every((d) => d.ok) || !ura.every((u) => u.ok)) return null;
  if (!flags.every(isFlag)) return null;
  if ((v.win !== 'ron' && v.win !== 'tsumo') || !isWindLetter(v.seatWind) || !isWindLetter(v.roundWind) || !isWholeCount(v.honba)) return null;
  const input: HandInput = {
    concealed: concealed.tiles,
    melds: melds.flatMap((m) => (m.ok ? [m.meld] : [])),
    winTile: win.tiles[0]!,
    win: v.win,
    seatWind: v.seatWind,
    roundWind: v.roundWind,
    doraIndicators: dora.flatMap((d) => (d.ok ? d.tiles : [])),
    uraIndicators: ura.flatMap((u) => (u.ok ? u.tiles : [])),
    flags,
    honba: v.honba,
  };
  return { tiles: recordTiles(input, v.rules), input };
}

function stringList(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((x) => typeof x === 'string') ? (value as string[]) : null;
}
