/**
 * The tiles kept with a recorded win, in the hand-vector notation of FORMATS.md, so that a
 * referee (or a later version of the engine) can recompute the hand from the event alone.
 */
import type { Flag, HandInput } from '../core/hand';
import { handInputFromVector } from '../core/handVectors';
import { isPresetId, type PresetId } from '../core/rules';
import { tileToString, tilesToString, type WindLetter } from '../core/tiles';
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

/**
 * Reads tiles kept with an event (shape unknown: stored data); null when they are not ours. The
 * fields are those of a hand vector (FORMATS.md), read by the core's reader of them.
 */
export function readRecordedTiles(value: unknown): { tiles: RecordedTiles; input: HandInput } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, never>;
  if (v.format !== 'tenbo-hand/1' || !isPresetId(v.rules)) return null;
  const read = handInputFromVector(v);
  return read.ok ? { tiles: recordTiles(read.input, v.rules), input: read.input } : null;
}
