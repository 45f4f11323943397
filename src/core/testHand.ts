import { handInputFromVector } from './handVectors';
import type { HandInput, LocalYakuId } from './hand';
import { PRESETS, withOverrides, type PresetId, type Rules } from './rules';

/** A hand written as in the vectors (mpsz notation), with defaults for what a test leaves out. */
export interface HandSpec {
  readonly rules?: PresetId;
  readonly concealed: string;
  readonly melds?: readonly string[];
  readonly winTile: string;
  readonly win?: 'ron' | 'tsumo';
  readonly seatWind?: 'E' | 'S' | 'W' | 'N';
  readonly roundWind?: 'E' | 'S' | 'W' | 'N';
  readonly doraIndicators?: readonly string[];
  readonly uraIndicators?: readonly string[];
  readonly flags?: readonly string[];
  readonly honba?: number;
  /** Local yaku the table switched on (house rules). */
  readonly localYaku?: readonly LocalYakuId[];
}

/** Builds engine input from notation; throws on a spec a test wrote wrongly (a test bug). */
export function handOf(spec: HandSpec): { input: HandInput; rules: Rules } {
  const vector = {
    rules: spec.rules ?? 'ema2025',
    concealed: spec.concealed,
    melds: [...(spec.melds ?? [])],
    winTile: spec.winTile,
    win: spec.win ?? 'ron',
    seatWind: spec.seatWind ?? 'S',
    roundWind: spec.roundWind ?? 'E',
    doraIndicators: [...(spec.doraIndicators ?? [])],
    uraIndicators: [...(spec.uraIndicators ?? [])],
    flags: [...(spec.flags ?? [])],
    honba: spec.honba ?? 0,
  };
  const parsed = handInputFromVector(vector);
  if (!parsed.ok) throw new Error(`test hand ${JSON.stringify(spec)}: ${parsed.message}`);
  const preset = PRESETS[vector.rules];
  return { input: parsed.input, rules: spec.localYaku ? withOverrides(preset, { localYaku: spec.localYaku }) : preset };
}
