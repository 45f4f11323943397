import type { Lang, Translate, TranslatePlural } from '../i18n';
import type { RecordMismatch, RecordProblem } from '../ledger';
import type { ImportOutcome } from '../store/records';
import type { GameRow } from '../store/types';
import { refusalText } from './labels';

/** What the games list says after an import, in the player's language. */
export interface ImportReport {
  /** A confirmation nobody needs to read again (the toast): one record, imported as it is. */
  readonly toast: string | null;
  /** How many games a JSON Lines file brought in. */
  readonly done: string | null;
  /** Where an imported record's own figures part from Tenbō's count. */
  readonly notes: readonly string[];
  /** What was not imported, and why. */
  readonly errors: readonly string[];
}

/** Why a text is no game record, as a clause: the parser's own words are English and name JSON positions. */
export function unreadableText(t: Translate, problem: RecordProblem): string {
  switch (problem.kind) {
    case 'json':
      return t('games.unreadable.json');
    case 'format':
      return t('games.unreadable.format');
    case 'rules':
      return t('games.unreadable.rules', { rules: problem.rules });
    case 'field':
      return t('games.unreadable.field', { field: problem.field });
  }
}

/** Who played a game already on this device: what tells the player which one it is. */
function playersOf(game: GameRow): string {
  return game.players.join(', ');
}

function singleReport(t: Translate, lang: Lang, outcome: ImportOutcome): ImportReport {
  switch (outcome.status) {
    case 'imported': {
      const first = outcome.mismatches[0];
      if (!first) return { toast: t('games.imported'), done: null, notes: [], errors: [] };
      return { toast: null, done: null, notes: [first.hand === null ? t('games.importDiffersEnd') : t('games.importDiffers', { n: first.hand })], errors: [] };
    }
    case 'unreadable':
      return { toast: null, done: null, notes: [], errors: [t('games.importFailed', { message: unreadableText(t, outcome.problem) })] };
    case 'refused':
      return { toast: null, done: null, notes: [], errors: [t('games.importRefused', { message: refusalText(t, lang, outcome.refusal) })] };
    // Until the games list offers to replace it, another version reads as before.
    case 'version':
    case 'duplicate': {
      const key = outcome.game.deletedAt === null ? 'games.importDuplicate' : 'games.importDuplicateDeleted';
      return { toast: null, done: null, notes: [], errors: [t(key, { players: playersOf(outcome.game) })] };
    }
  }
}

/** Why a line was not imported, as a clause after "Line 3:". */
function notImportedText(t: Translate, lang: Lang, outcome: Exclude<ImportOutcome, { status: 'imported' }>): string {
  switch (outcome.status) {
    case 'unreadable':
      return unreadableText(t, outcome.problem);
    case 'refused':
      return refusalText(t, lang, outcome.refusal);
    case 'version':
    case 'duplicate':
      return t(outcome.game.deletedAt === null ? 'games.duplicate' : 'games.duplicateDeleted', { players: playersOf(outcome.game) });
  }
}

function mismatchLine(t: Translate, line: number, first: RecordMismatch): string {
  return first.hand === null ? t('games.importLineDiffersEnd', { line }) : t('games.importLineDiffers', { line, n: first.hand });
}

function refusedLine(t: Translate, lang: Lang, line: number, outcome: Exclude<ImportOutcome, { status: 'imported' }>): string {
  return t('games.importLine', { line, message: notImportedText(t, lang, outcome) });
}

/** A JSON Lines file: how many games came in, which lines differ from the count, which were refused (or are games already here) and why. */
function linesReport(t: Translate, plural: TranslatePlural, lang: Lang, outcomes: readonly ImportOutcome[]): ImportReport {
  const imported = outcomes.flatMap((o) => (o.status === 'imported' ? [o] : []));
  const refused = outcomes.flatMap((o) => (o.status === 'imported' ? [] : [o]));
  const differing = imported.flatMap((o) => (o.mismatches[0] ? [mismatchLine(t, o.line ?? 0, o.mismatches[0])] : []));
  return {
    toast: null,
    done: plural('games.importedCount', imported.length),
    notes: differing,
    errors: refused.length === 0 ? [] : [plural('games.importLinesRefused', refused.length), ...refused.map((o) => refusedLine(t, lang, o.line ?? 0, o))],
  };
}

/** The report on a file's import: a single record as before, a JSON Lines file line by line. */
export function importReport(t: Translate, plural: TranslatePlural, lang: Lang, outcomes: readonly ImportOutcome[]): ImportReport {
  const [only] = outcomes;
  if (only && outcomes.length === 1 && only.line === null) return singleReport(t, lang, only);
  return linesReport(t, plural, lang, outcomes);
}
