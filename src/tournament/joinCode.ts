import { parseOverrides } from '../core/overrides';
import { isPresetId, PRESET_IDS, type PresetId, type RuleOverrides } from '../core/rules';
import { bad, four, int, oneOf, ok, text, type Decoded, type Decoder } from '../schema';
import { decodePayload, jsonBytes } from './payloadJson';
import { TOURNAMENT_LIMITS } from './tournamentFile';
import { ENDINGS, type Ending } from './tournamentTypes';

/**
 * The organiser's code for one table (issue 27 "Join a table"): what a table device needs to
 * start that table's game with no network: the tournament, its rules, the session and table, the
 * four players in their seats and when the session ends (a wall-clock time, epoch ms; null before
 * the clock is started) with what happens then.
 */
export const JOIN_FORMAT = 'tenbo-join/1';

export interface JoinCode {
  readonly tournamentId: string;
  readonly tournamentName: string;
  readonly rules: PresetId;
  readonly overrides: RuleOverrides;
  readonly session: number;
  readonly table: number;
  /** Names in seat order East, South, West, North at the start of the game. */
  readonly players: readonly [string, string, string, string];
  readonly endsAt: number | null;
  readonly ending: Ending;
}

const L = TOURNAMENT_LIMITS;
export const JOIN_LIMITS = Object.freeze({
  /** Four names and a tournament's name at their longest, and every house rule, fit in well under this. */
  maxBytes: 8_000,
  maxDepth: 3,
  /** The last millisecond a Date can hold (ECMA-262 21.4.1.1). */
  maxTime: 8_640_000_000_000_000,
});

const presetId: Decoder<PresetId> = (value, at) =>
  isPresetId(value) ? ok(value) : bad(at, `a preset id (${PRESET_IDS.join(', ')})`, value);
const overrides: Decoder<RuleOverrides> = (value, at) => {
  const read = parseOverrides(value);
  return read.ok ? ok(read.overrides) : { ok: false, errors: read.errors.slice(0, 3).map((e) => `${at}: ${e}`) };
};
const endsAt: Decoder<number | null> = (value, at) => (value === null ? ok(null) : int(0, JOIN_LIMITS.maxTime)(value, at));

export function encodeJoinCode(code: JoinCode): Uint8Array {
  const { tournamentId, tournamentName, rules, session, table, players, endsAt: ends, ending } = code;
  return jsonBytes({
    format: JOIN_FORMAT,
    tournamentId,
    tournamentName,
    rules,
    overrides: code.overrides,
    session,
    table,
    players,
    endsAt: ends,
    ending,
  });
}

export function decodeJoinCode(bytes: Uint8Array): Decoded<JoinCode> {
  return decodePayload(bytes, JOIN_FORMAT, JOIN_LIMITS, (f) => {
    const c = {
      tournamentId: f.get('tournamentId', text({ max: L.maxIdChars, nonEmpty: true })),
      tournamentName: f.get('tournamentName', text({ max: L.maxTournamentNameChars })),
      rules: f.get('rules', presetId),
      overrides: f.get('overrides', overrides),
      session: f.get('session', int(1, L.maxSessions)),
      table: f.get('table', int(1, L.maxTables)),
      players: f.get('players', four(text({ max: L.maxNameChars, nonEmpty: true }), 'player names')),
      endsAt: f.get('endsAt', endsAt),
      ending: f.get('ending', oneOf(ENDINGS)),
    };
    const { tournamentId, tournamentName, rules, overrides: o, session, table, players, endsAt: ends, ending } = c;
    if (
      tournamentId === undefined ||
      tournamentName === undefined ||
      rules === undefined ||
      o === undefined ||
      session === undefined ||
      table === undefined ||
      players === undefined ||
      ends === undefined ||
      ending === undefined
    )
      return undefined;
    return { tournamentId, tournamentName, rules, overrides: o, session, table, players, endsAt: ends, ending };
  });
}
