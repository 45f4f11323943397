import { withOverrides, PRESETS, type Rules } from '../core/rules';
import { jsonDepthProblem } from '../schema';
import { replay } from './fold';
import { RECORD_LIMITS } from './recordLimits';
import { defined, RECORD_FORMAT } from './recordRead';
import type { GameRecord, HandResult, RecordHand, RecordTournament, ReplayResult, Win } from './types';

/**
 * Game records (../shared/FORMATS.md "Game record") in files and out: a file split into its
 * records, a record written back as JSON, a record replayed. Reading one is recordRead.ts's.
 */
export {
  parseHand,
  parseHeader,
  parseRecord,
  playerKey,
  RECORD_FORMAT,
  recordValue,
  type ParsedRecord,
  type RecordProblem,
} from './recordRead';

/**
 * Where a record is in a file: its `line` in a JSON Lines file, or its place (`item`, from 1) in a
 * file that is a JSON array of records; neither (`line` null, no `item`): the whole file is the
 * one record.
 */
export interface RecordPlace {
  readonly line: number | null;
  readonly item?: number;
}

/** One record's text in a file, and where it is there. */
export interface RecordText extends RecordPlace {
  readonly text: string;
}

type JsonDocument = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

/** A text's JSON value, unless it is bigger or deeper than `maxDepth` allows (checked before parsing: no freeze on a huge file of brackets). */
function parseDocument(text: string, maxChars: number, maxDepth: number): JsonDocument {
  if (text.length > maxChars || jsonDepthProblem(text, maxDepth) !== null) return { ok: false };
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/** Whether a line is a record's JSON on its own: a non-empty object (a pretty-printed document never holds one on a line of its own). */
function isRecordLine(text: string): boolean {
  const line = parseDocument(text, RECORD_LIMITS.maxChars, RECORD_LIMITS.maxDepth);
  return (
    line.ok && typeof line.value === 'object' && line.value !== null && !Array.isArray(line.value) && Object.keys(line.value).length > 0
  );
}

/**
 * The records in a file's text: one JSON document (a `.json` export, on one line or spread over
 * many), a JSON array of records (each item a record, as each line is in JSON Lines), or JSON
 * Lines (FORMATS.md `*.records.jsonl`: a record a line, blank lines skipped). A text is JSON Lines
 * when it is not one JSON document but one of its lines is a record on its own (any line: a file
 * whose first line is cut short is still read line by line, issue 31 item 3); a damaged document
 * (no line of it is a whole object) stays one record, refused once, not one refusal for each line.
 */
export function splitRecords(text: string): RecordText[] {
  const whole = parseDocument(text, RECORD_LIMITS.maxFileChars, RECORD_LIMITS.maxDepth + 1);
  // Another tool's export, or records gathered by hand: each item is named by its place, as a line is.
  // An empty array holds no record: it is refused as one, not imported as nothing ("0 games imported.").
  if (whole.ok && Array.isArray(whole.value) && whole.value.length > 0)
    return whole.value.map((value: unknown, i) => ({ line: null, item: i + 1, text: JSON.stringify(value) }));
  if (whole.ok) return [{ line: null, text }];
  const lines = text
    .split(/\r?\n/)
    .map((line, i) => ({ line: i + 1, text: line }))
    .filter((line) => line.text.trim() !== '');
  if (lines.length < 2 || !lines.some((line) => isRecordLine(line.text))) return [{ line: null, text }];
  return lines;
}

function writeWin(w: Win): object {
  return defined({ winner: w.winner, han: w.han, fu: w.fu, yakuman: w.yakuman, pao: w.pao, yaku: w.yaku, tiles: w.tiles });
}

function writeResult(h: HandResult): object {
  switch (h.type) {
    case 'ron':
      return { type: h.type, from: h.from, riichi: h.riichi, wins: h.wins.map(writeWin) };
    case 'tsumo':
      return defined({
        type: h.type,
        winner: h.winner,
        han: h.han,
        fu: h.fu,
        yakuman: h.yakuman,
        pao: h.pao,
        riichi: h.riichi,
        yaku: h.yaku,
        tiles: h.tiles,
      });
    case 'draw':
      return defined({ type: h.type, tenpai: h.tenpai, nagashi: h.nagashi, riichi: h.riichi });
    case 'abortive':
      return { type: h.type, reason: h.reason, riichi: h.riichi };
    case 'chombo':
      return defined({ type: h.type, offender: h.offender, riichi: h.riichi });
    case 'penalty':
      return defined({ type: h.type, player: h.player, points: h.points, reason: h.reason });
    case 'end':
      return { type: h.type, reason: h.reason };
    default: {
      const never: never = h;
      throw new Error(`unhandled hand result ${JSON.stringify(never)}`);
    }
  }
}

function writeHand(h: RecordHand): object {
  const after =
    h.after &&
    defined({
      scores: h.after.scores,
      honba: h.after.honba,
      sticks: h.after.sticks,
      dealer: h.after.dealer,
      round: h.after.round,
      hand: h.after.hand,
    });
  return defined({ ...writeResult(h), after, note: h.note });
}

function writeTournament(t: RecordTournament): object {
  return defined({
    id: t.id,
    name: t.name,
    session: t.session,
    table: t.table,
    ending: t.ending,
    endsAt: t.endsAt,
    playerIds: t.playerIds,
  });
}

/** One line of JSON in the FORMATS.md shape (hands without `v`). */
export function serializeRecord(record: GameRecord): string {
  const e = record.expect;
  return JSON.stringify(
    defined({
      id: record.id,
      format: RECORD_FORMAT,
      rules: record.rules,
      overrides: record.overrides,
      tournament: record.tournament && writeTournament(record.tournament),
      confirmed: record.confirmed,
      note: record.note,
      players: record.players,
      hands: record.hands.map(writeHand),
      expect: e && defined({ scores: e.scores, sticks: e.sticks, over: e.over, final: e.final, error: e.error }),
    }),
  );
}

/** The rules a record is played under: its preset with its house-rule overrides. */
export function recordRules(record: GameRecord): Rules {
  return record.overrides ? withOverrides(PRESETS[record.rules], record.overrides) : PRESETS[record.rules];
}

/**
 * Replays a parsed record under its preset: what an import checks after `parseRecord`
 * (a hand that cannot happen is refused with its number and field).
 */
export function replayRecord(record: GameRecord): ReplayResult {
  return replay(recordRules(record), record.hands);
}
