import { useState } from 'react';
import { useLang, usePlural, useT } from '../i18n';
import type { ImportOutcome, UnsavedOutcome, VersionOutcome } from '../store/records';
import { importRecordsText, replaceGames, retryUnsaved } from '../store/recordsOnDemand';
import { useUi } from '../nav/ui';
import { withStorage } from '../store/storageProblem';
import type { FileOutcomes, FilesImportReport } from './importReport';

/**
 * The report's words (importReport.ts), loaded with the first import as the import's own code is
 * (store/recordsOnDemand.ts): opening the list, the app's first screen, does not wait for them.
 */
const reportWords = () => import('./importReport');
type ReportWords = Awaited<ReturnType<typeof reportWords>>;

const NOTHING_IMPORTED: FilesImportReport = { toast: null, done: null, notes: [], errors: [], offer: null, files: [], retry: null };

export interface GamesImport {
  /** What the last import brought in, where records part from Tenbō's count, and what it refused (file by file, of several). */
  readonly imported: FilesImportReport;
  /** The records of the last import that are other versions of games here, by file: what its Replace button stores. */
  readonly versions: readonly FileOutcomes<VersionOutcome>[];
  /** The records of the last import that storage failed to take (a full disk), by file: what its retry button tries again. */
  readonly unsaved: readonly FileOutcomes<UnsavedOutcome>[];
  readonly replacing: boolean;
  importFiles(files: readonly File[]): Promise<void>;
  replace(): Promise<void>;
  retry(): Promise<void>;
}

/** The games list's import of record files: each file through the one import path, its report, and the second goes it offers. `refresh` reads the list again. */
export function useGamesImport(refresh: () => void): GamesImport {
  const t = useT();
  const plural = usePlural();
  const lang = useLang((s) => s.lang);
  const { showToast, dismissToast } = useUi();
  const [imported, setImported] = useState<FilesImportReport>(NOTHING_IMPORTED);
  const [versions, setVersions] = useState<readonly FileOutcomes<VersionOutcome>[]>([]);
  const [replacing, setReplacing] = useState(false);
  const [unsaved, setUnsaved] = useState<readonly FileOutcomes<UnsavedOutcome>[]>([]);

  function report({ filesImportReport, versionsByFile, unsavedByFile }: ReportWords, files: readonly FileOutcomes[]) {
    const shown = filesImportReport(t, plural, lang, files);
    setImported(shown);
    setVersions(versionsByFile(files));
    setUnsaved(unsavedByFile(files));
    // Said again in the language shown while it stays: the same files, the same report.
    if (shown.toast) showToast({ text: (say) => filesImportReport(say.t, say.plural, say.lang, files).toast ?? '' });
  }

  /** Each file through the one import path, in turn; of several, each is reported under its name. */
  async function importFiles(files: readonly File[]) {
    // What an earlier import said, its "Game imported." toast too, is not about these files.
    setImported(NOTHING_IMPORTED);
    setVersions([]);
    setUnsaved([]);
    dismissToast();
    const words = reportWords();
    const read: FileOutcomes[] = [];
    for (const file of files) {
      const text = await file.text();
      const outcomes = await withStorage(() => importRecordsText(text));
      // Storage failed (and says so): the files after this one are not tried.
      if (!outcomes) break;
      read.push({ name: files.length === 1 ? null : file.name, outcomes });
    }
    // The report is set before the list is read again, so the list never shows these games without
    // it. Lines stored before a storage failure are games too: the list shows them either way.
    if (read.length > 0) report(await words, read);
    refresh();
  }

  /**
   * A second go at some lines of the files imported (the versions to replace, or the records storage
   * failed to take): the report then says what became of them. A storage failure changes nothing and
   * the offer stays, to try again.
   */
  async function again<T extends ImportOutcome>(files: readonly FileOutcomes<T>[], run: (outcomes: T[]) => Promise<ImportOutcome[]>) {
    setReplacing(true);
    const words = reportWords();
    const outcomes = await withStorage(() => run(files.flatMap((file) => file.outcomes)));
    if (outcomes) {
      dismissToast();
      const loaded = await words;
      report(loaded, loaded.answersByFile(files, outcomes));
    }
    setReplacing(false);
    refresh();
  }

  return {
    imported,
    versions,
    unsaved,
    replacing,
    importFiles,
    replace: () => again(versions, replaceGames),
    retry: () => again(unsaved, retryUnsaved),
  };
}

/** A notice of several lines (a file's import, line by line), one paragraph each, under a title (the file's name) when it has one. */
function NoticeLines({
  role,
  tone,
  lines,
  title,
}: {
  readonly role: 'alert' | 'status';
  readonly tone: 'error' | 'warn' | null;
  readonly lines: readonly string[];
  readonly title?: string;
}) {
  return (
    <div role={role} className={tone ? `notice lines ${tone}` : 'notice lines'}>
      {title !== undefined && (
        <p>
          <strong>{title}</strong>
        </p>
      )}
      {lines.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** The last import's report: what came in, what did not and why, and the offers to replace versions or to try again. */
export function ImportReport({ imports: { imported, versions, unsaved, replacing, replace, retry } }: { readonly imports: GamesImport }) {
  return (
    <>
      {/* How many games came in first, then the lines that did not. */}
      {(imported.done || imported.notes.length > 0) && (
        <NoticeLines
          role="status"
          tone={imported.notes.length > 0 ? 'warn' : null}
          lines={[...(imported.done ? [imported.done] : []), ...imported.notes]}
        />
      )}
      {imported.errors.length > 0 && <NoticeLines role="alert" tone="error" lines={imported.errors} />}
      {/* Of several files, each under its name: what came in, what did not and why. */}
      {imported.files.map((file, i) => (
        // Two files may share a name (from two folders): their place tells them apart.
        <NoticeLines
          key={`${i}:${file.name}`}
          role={file.tone === 'error' ? 'alert' : 'status'}
          tone={file.tone}
          lines={file.lines}
          title={file.name}
        />
      ))}
      {/* Not an error: the player decides whether the file's version replaces the game here. */}
      {imported.offer && versions.length > 0 && (
        <div role="status" className="notice lines warn">
          {imported.offer.lines.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <button type="button" className="btn primary" disabled={replacing} onClick={() => void replace()}>
            {imported.offer.button}
          </button>
        </div>
      )}
      {/* Records storage failed to take: the report above says which and why; they can be tried again once space is freed. */}
      {imported.retry && unsaved.length > 0 && (
        <button type="button" className="btn primary" disabled={replacing} onClick={() => void retry()}>
          {imported.retry}
        </button>
      )}
    </>
  );
}
