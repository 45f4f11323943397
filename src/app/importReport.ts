import type { Lang, Translate, TranslatePlural } from '../i18n';
import type { RecordMismatch, RecordPlace, RecordProblem } from '../ledger';
import type { StorageProblem } from '../store/errors';
import type { ImportOutcome, RecordDifference, UnsavedOutcome, VersionOutcome } from '../store/records';
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
  /**
   * Records that are other versions of games on this device, not imported: how each differs
   * (`lines`), and the words on the button that replaces those games with them (`button`).
   */
  readonly offer: { readonly lines: readonly string[]; readonly button: string } | null;
}

/** Why a text is no game record, as a clause: the parser's own words are English and name JSON positions. */
export function unreadableText(t: Translate, problem: RecordProblem): string {
  switch (problem.kind) {
    case 'json':
      return t('games.unreadable.json');
    case 'size':
      return t('games.unreadable.size');
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

/** How a record's hands part from the game's on this device, as a clause: "the file has 12 hands, this device 9", "hand 3 differs". */
export function differenceText(t: Translate, plural: TranslatePlural, difference: RecordDifference): string {
  const { fileHands, deviceHands, differing } = difference;
  const hands = fileHands === deviceHands ? null : plural('games.versionHands', fileHands, { device: deviceHands });
  const [first] = differing;
  const differ =
    first === undefined
      ? null
      : differing.length === 1
        ? t('games.versionHand', { n: first })
        : plural('games.versionHandsDiffer', differing.length, { first });
  return hands && differ ? t('games.versionBoth', { hands, differ }) : (hands ?? differ ?? '');
}

/** Why storage did not take a record, as a clause: "no storage space is left on this device". */
export function storageReasonText(t: Translate, problem: StorageProblem): string {
  switch (problem.kind) {
    case 'quota':
      return t('games.notSavedQuota');
    case 'unavailable':
      return t('games.notSavedUnavailable');
    case 'newer':
      return t('games.notSavedNewer');
    case 'unreadable':
      return t('games.notSavedUnreadable', { detail: problem.detail });
    case 'failed':
      return t('games.notSavedFailed', { detail: problem.detail });
  }
}

function singleReport(t: Translate, plural: TranslatePlural, lang: Lang, outcome: ImportOutcome): ImportReport {
  const none = { toast: null, done: null, notes: [], errors: [], offer: null };
  switch (outcome.status) {
    case 'imported': {
      const first = outcome.mismatches[0];
      const replaced = outcome.replaced !== null;
      if (!first) return { ...none, toast: t(replaced ? 'games.replaced' : 'games.imported') };
      if (first.hand === null) return { ...none, notes: [t(replaced ? 'games.replacedDiffersEnd' : 'games.importDiffersEnd')] };
      return { ...none, notes: [t(replaced ? 'games.replacedDiffers' : 'games.importDiffers', { n: first.hand })] };
    }
    case 'unreadable':
      return { ...none, errors: [t('games.importFailed', { message: unreadableText(t, outcome.problem) })] };
    case 'refused':
      return { ...none, errors: [t('games.importRefused', { message: refusalText(t, lang, outcome.refusal) })] };
    case 'unsaved':
      return { ...none, errors: [t('games.importNotSaved', { reason: storageReasonText(t, outcome.problem) })] };
    case 'duplicate': {
      const key = outcome.game.deletedAt === null ? 'games.importDuplicate' : 'games.importDuplicateDeleted';
      return { ...none, errors: [t(key, { players: playersOf(outcome.game) })] };
    }
    case 'version': {
      const key = outcome.game.deletedAt === null ? 'games.importVersion' : 'games.importVersionDeleted';
      const text = t(key, { players: playersOf(outcome.game), how: differenceText(t, plural, outcome.difference) });
      return { ...none, offer: { lines: [text], button: t('games.replace') } };
    }
  }
}

/** What was not imported and is not offered to replace a game: a line the player can do nothing about here. */
type NotImported = Exclude<ImportOutcome, { status: 'imported' | 'version' }>;

/** Why a line was not imported, as a clause after "Line 3:" (or "Item 3:"). */
function notImportedText(t: Translate, lang: Lang, outcome: NotImported): string {
  switch (outcome.status) {
    case 'unreadable':
      return unreadableText(t, outcome.problem);
    case 'refused':
      return refusalText(t, lang, outcome.refusal);
    case 'unsaved':
      return t('games.notSaved', { reason: storageReasonText(t, outcome.problem) });
    case 'duplicate':
      return t(outcome.game.deletedAt === null ? 'games.duplicate' : 'games.duplicateDeleted', { players: playersOf(outcome.game) });
  }
}

/** Where a record is in its file, as the report names it: "Line 3" of JSON Lines, "Item 3" of a JSON array. */
function placeText(t: Translate, place: RecordPlace): string {
  return place.item === undefined ? t('games.atLine', { line: place.line ?? 0 }) : t('games.atItem', { item: place.item });
}

function mismatchLine(t: Translate, place: RecordPlace, first: RecordMismatch): string {
  const at = placeText(t, place);
  return first.hand === null ? t('games.importLineDiffersEnd', { at }) : t('games.importLineDiffers', { at, n: first.hand });
}

function refusedLine(t: Translate, lang: Lang, outcome: NotImported): string {
  return t('games.importLine', { at: placeText(t, outcome), message: notImportedText(t, lang, outcome) });
}

function versionLine(t: Translate, plural: TranslatePlural, outcome: Extract<ImportOutcome, { status: 'version' }>): string {
  const key = outcome.game.deletedAt === null ? 'games.versionLine' : 'games.versionLineDeleted';
  return t(key, { at: placeText(t, outcome), players: playersOf(outcome.game), how: differenceText(t, plural, outcome.difference) });
}

/**
 * A JSON Lines file (or a JSON array of records, item by item): how many games came in (or
 * replaced games), which lines differ from the count, which were refused (or are games already
 * here) and why, and which are other versions of games here, with one button to replace them all.
 */
function linesReport(t: Translate, plural: TranslatePlural, lang: Lang, outcomes: readonly ImportOutcome[]): ImportReport {
  const imported = outcomes.flatMap((o) => (o.status === 'imported' ? [o] : []));
  const versions = outcomes.flatMap((o) => (o.status === 'version' ? [o] : []));
  const refused = outcomes.flatMap((o) => (o.status === 'imported' || o.status === 'version' ? [] : [o]));
  const differing = imported.flatMap((o) => (o.mismatches[0] ? [mismatchLine(t, o, o.mismatches[0])] : []));
  // A file is one or the other: its records are all lines, or all items of its array.
  const items = outcomes.some((o) => o.item !== undefined);
  const replaced = imported.filter((o) => o.replaced !== null).length;
  const fresh = imported.length - replaced;
  // A file's import brings in new games, a replace replaced ones; the count of new games is said unless only replaced ones came in.
  const done = [
    ...(fresh > 0 || replaced === 0 ? [plural('games.importedCount', fresh)] : []),
    ...(replaced > 0 ? [plural('games.replacedCount', replaced)] : []),
  ].join(' ');
  return {
    toast: null,
    done,
    notes: differing,
    errors:
      refused.length === 0
        ? []
        : [
            plural(items ? 'games.importItemsRefused' : 'games.importLinesRefused', refused.length),
            ...refused.map((o) => refusedLine(t, lang, o)),
          ],
    offer:
      versions.length === 0
        ? null
        : {
            lines: [
              plural(items ? 'games.versionItems' : 'games.versionLines', versions.length),
              ...versions.map((o) => versionLine(t, plural, o)),
              t('games.replaceHint'),
            ],
            button: plural('games.replaceAll', versions.length),
          },
  };
}

/** The report on a file's import (or on a replace): a single record as before, a JSON Lines file line by line (a JSON array item by item). */
export function importReport(t: Translate, plural: TranslatePlural, lang: Lang, outcomes: readonly ImportOutcome[]): ImportReport {
  const [only] = outcomes;
  if (only && outcomes.length === 1 && only.line === null && only.item === undefined) return singleReport(t, plural, lang, only);
  return linesReport(t, plural, lang, outcomes);
}

/** The records of one file of an import and what became of each; `name` is null when the player chose that one file alone. */
export interface FileOutcomes<Outcome extends ImportOutcome = ImportOutcome> {
  readonly name: string | null;
  readonly outcomes: readonly Outcome[];
}

/** What became of one file of several: its name, and what the report of that file alone says, line by line. */
export interface FileReport {
  readonly name: string;
  /** `error` when something in it was not imported, `warn` when something asks for a look (figures that differ, other versions). */
  readonly tone: 'error' | 'warn' | null;
  readonly lines: readonly string[];
}

/** The report on an import of one file or several (or on the replace it offered): `files` says what became of each of several. */
export interface FilesImportReport extends ImportReport {
  readonly files: readonly FileReport[];
  /** The words on the button that tries again to store the records storage failed to take (retryUnsaved), null for none. */
  readonly retry: string | null;
}

/** The button that tries the records not saved again, when there are any. */
function retryOf(plural: TranslatePlural, files: readonly FileOutcomes[]): string | null {
  const unsaved = files.reduce((n, file) => n + file.outcomes.filter((o) => o.status === 'unsaved').length, 0);
  return unsaved === 0 ? null : plural('games.retryUnsaved', unsaved);
}

function fileReport(t: Translate, plural: TranslatePlural, lang: Lang, name: string, outcomes: readonly ImportOutcome[]): FileReport {
  const { toast, done, notes, errors, offer } = importReport(t, plural, lang, outcomes);
  const lines = [toast ?? done, ...notes, ...errors, ...(offer?.lines ?? [])].filter((line): line is string => Boolean(line));
  return { name, tone: errors.length > 0 ? 'error' : notes.length > 0 || offer ? 'warn' : null, lines };
}

/**
 * The report on files imported together: each file as it would be reported alone, under its name,
 * after how many games came in from them all; one button replaces every game that any of them holds
 * another version of. One file chosen alone is reported as before.
 */
export function filesImportReport(t: Translate, plural: TranslatePlural, lang: Lang, files: readonly FileOutcomes[]): FilesImportReport {
  const [only] = files;
  if (only && files.length === 1 && only.name === null)
    return { ...importReport(t, plural, lang, only.outcomes), files: [], retry: retryOf(plural, files) };
  const outcomes = files.flatMap((file) => file.outcomes);
  const imported = outcomes.filter((o) => o.status === 'imported');
  const fresh = imported.filter((o) => o.replaced === null).length;
  const versions = outcomes.filter((o) => o.status === 'version').length;
  return {
    toast: null,
    // As for a file's lines: the count of new games is said unless only replaced ones came in (each file says those).
    done:
      files.length > 1 && (fresh > 0 || imported.length === 0) ? plural('games.importedFromFiles', fresh, { files: files.length }) : null,
    notes: [],
    errors: [],
    offer: versions === 0 ? null : { lines: [t('games.replaceHint')], button: plural('games.replaceAllFiles', versions) },
    files: files.map((file, i) => fileReport(t, plural, lang, file.name ?? String(i + 1), file.outcomes)),
    retry: retryOf(plural, files),
  };
}

/** Of each file, the records that are other versions of games here (files without any left out): what the Replace button stores. */
export function versionsByFile(files: readonly FileOutcomes[]): FileOutcomes<VersionOutcome>[] {
  const offered = files.map((file) => ({
    name: file.name,
    outcomes: file.outcomes.filter((o): o is VersionOutcome => o.status === 'version'),
  }));
  return offered.filter((file) => file.outcomes.length > 0);
}

/** Of each file, the records storage failed to take (files without any left out): what the retry button tries again. */
export function unsavedByFile(files: readonly FileOutcomes[]): FileOutcomes<UnsavedOutcome>[] {
  const unsaved = files.map((file) => ({
    name: file.name,
    outcomes: file.outcomes.filter((o): o is UnsavedOutcome => o.status === 'unsaved'),
  }));
  return unsaved.filter((file) => file.outcomes.length > 0);
}

/** The answers to offers (replaceGames, retryUnsaved), one an offer in the order given, back under the files the offers came from. */
export function answersByFile(files: readonly FileOutcomes[], answers: readonly ImportOutcome[]): FileOutcomes[] {
  let next = 0;
  return files.map((file) => ({ name: file.name, outcomes: file.outcomes.map(() => answers[next++]!) }));
}
