import { parseRecord, splitRecords, type GameRecord, type RecordPlace } from '../ledger';
import { statsObject, tallyRecords, type PlayerCounts } from './stats';

/** A file's name and its text, as the `stats` command read it. */
export interface NamedText {
  readonly name: string;
  readonly text: string;
}

export interface StatsReport {
  /** FORMATS.md's `stats` object: player name to counts. */
  readonly stats: Record<string, PlayerCounts>;
  /** One line per record skipped: the file, where in it, its id, and why. */
  readonly refused: readonly string[];
}

function placeText(file: string, place: RecordPlace): string {
  if (place.line !== null) return `${file}:${place.line}`;
  return place.item === undefined ? file : `${file} item ${place.item}`;
}

/**
 * `npm run --silent stats -- FILE...` (FORMATS.md): the records of every file (JSON Lines, a JSON
 * array, or one record), counted together; a record that does not parse or that the ledger
 * refuses is skipped and named.
 */
export function statsOfFiles(files: readonly NamedText[]): StatsReport {
  const records: GameRecord[] = [];
  const where: string[] = [];
  const refused: string[] = [];
  for (const file of files) {
    for (const piece of splitRecords(file.text)) {
      const parsed = parseRecord(piece.text);
      if (parsed.ok) {
        records.push(parsed.record);
        where.push(placeText(file.name, piece));
      } else {
        refused.push(`${placeText(file.name, piece)}: refused: ${parsed.errors.slice(0, 3).join('; ')}`);
      }
    }
  }
  const tallies = tallyRecords(records);
  for (const r of tallies.refused) refused.push(`${where[r.index]} (${r.id ?? 'no id'}): refused: ${r.error}`);
  return { stats: statsObject(tallies.players), refused };
}
