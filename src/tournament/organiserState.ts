import { int, isObj, mapOf, ok, type Decoder, type Obj } from '../schema';
import type { Tournament } from './tournamentTypes';

/**
 * What the organiser's device keeps beside the tournament's content: when each session's clock
 * started and the seed of the seating. Carried in the file as the field `organiser` (FORMATS.md:
 * unknown fields are kept and ignored), so that the tournament moved to another device brings it too.
 */
export interface OrganiserState {
  /** Session number → when its clock was started (ms since epoch). */
  readonly clocks: Readonly<Record<string, number>>;
  /** The seed the seating was generated with (shown, so that the same seating can be made again). */
  readonly seed: number | null;
}

export const ORGANISER_FIELD = 'organiser';
export const NO_ORGANISER_STATE: OrganiserState = Object.freeze({ clocks: Object.freeze({}), seed: null });

const MAX_TIME = 8.64e15;
const clocks = mapOf(int(0, MAX_TIME), { maxKeys: 50, maxKeyChars: 3, of: 'clocks' });

const organiser: Decoder<OrganiserState> = (value, at) => {
  if (!isObj(value)) return ok(NO_ORGANISER_STATE);
  const read = clocks(value['clocks'] ?? {}, `${at}.clocks`);
  const seed = value['seed'];
  return ok({
    clocks: read.ok ? read.value : {},
    seed: typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff ? seed : null,
  });
};

/**
 * The organiser's state a file carries, and the tournament without it (it is the device's, not
 * the tournament's). A field that does not read is left out, not refused: the tournament itself is sound.
 */
export function organiserOf(t: Tournament): { readonly tournament: Tournament; readonly organiser: OrganiserState | null } {
  if (!(ORGANISER_FIELD in t.extra)) return { tournament: t, organiser: null };
  const { [ORGANISER_FIELD]: carried, ...extra } = t.extra;
  const read = organiser(carried, ORGANISER_FIELD);
  return { tournament: { ...t, extra }, organiser: read.ok ? read.value : null };
}

/** The file's JSON object with the organiser's state in it. */
export function withOrganiser(file: Obj, state: OrganiserState): Obj {
  return { ...file, [ORGANISER_FIELD]: { clocks: state.clocks, seed: state.seed } };
}
