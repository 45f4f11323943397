import { useState } from 'react';
import { parseRecord, splitRecords, type GameRecord } from '../../ledger';
import { useTournamentWords, type TournamentWords } from '../../i18n/tournament';
import { addResult, type AddResult } from '../../store/tournaments';
import { withStorage } from '../../store/storageProblem';
import type { TableHint } from '../../tournament/results';
import { resultRefusalText } from './words';

/** One line of what became of a game handed in; a version offers to replace the game in. */
interface Said {
  readonly key: number;
  readonly text: string;
  readonly kind: 'ok' | 'warn' | 'error';
  readonly replace?: { readonly record: GameRecord; readonly hint?: TableHint };
}

let keys = 0;

function said(words: TournamentWords, outcome: AddResult, record: GameRecord): Said {
  const { t } = words;
  const key = ++keys;
  switch (outcome.status) {
    case 'added':
      return {
        key,
        kind: 'ok',
        text: t(outcome.replaced ? 'result.replaced' : 'result.added', { session: outcome.game.session, table: outcome.game.table }),
      };
    case 'duplicate':
      return { key, kind: 'ok', text: t('result.duplicate', { session: outcome.game.session, table: outcome.game.table }) };
    case 'version':
      return {
        key,
        kind: 'warn',
        text: t('result.version', {
          session: outcome.game.session,
          table: outcome.game.table,
          hands: outcome.existing.record.hands.length,
          newHands: outcome.game.record.hands.length,
        }),
        replace: { record, hint: { session: outcome.game.session, table: outcome.game.table } },
      };
    case 'refused':
      return { key, kind: 'error', text: resultRefusalText(words, outcome.refusal) };
    case 'notFound':
      return { key, kind: 'error', text: t('tournament.notFound') };
  }
}

/**
 * Games coming in from the tables: every way in (a file today, a scanned QR code) ends in `receive`,
 * the one path to the store's addResult; what became of each is listed, a version with Replace.
 */
export function useResultsIn(tournamentId: string, reload: () => Promise<void>) {
  const words = useTournamentWords();
  const [lines, setLines] = useState<readonly Said[]>([]);

  async function receive(record: GameRecord, hint?: TableHint, replace = false): Promise<void> {
    const outcome = await withStorage(() => addResult(tournamentId, record, { ...(hint ? { hint } : {}), replace }));
    if (!outcome) return;
    setLines((before) => [said(words, outcome, record), ...before].slice(0, 20));
    if (outcome.status === 'added') await reload();
  }

  /** A table's file (a game's export, or several in JSON Lines): read as the games import reads it, each game to `receive`. */
  async function receiveFile(text: string): Promise<void> {
    for (const part of splitRecords(text)) {
      const parsed = parseRecord(part.text);
      if (parsed.ok) await receive(parsed.record);
      else
        setLines((before) => [
          { key: ++keys, kind: 'error' as const, text: words.t('result.unreadable', { error: parsed.errors[0] ?? '' }) },
          ...before,
        ]);
    }
  }

  function dismiss(key: number) {
    setLines((before) => before.filter((line) => line.key !== key));
  }

  return { lines, receive, receiveFile, dismiss };
}

export function ResultLines({ results }: { readonly results: ReturnType<typeof useResultsIn> }) {
  const { t } = useTournamentWords();
  return (
    <div className="t-lines" role="status">
      {results.lines.map((line) => (
        <div key={line.key} className={`notice ${line.kind === 'error' ? 'error' : line.kind === 'warn' ? 'warn' : ''}`}>
          <p>{line.text}</p>
          {line.replace && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                const { record, hint } = line.replace!;
                results.dismiss(line.key);
                void results.receive(record, hint, true);
              }}
            >
              {t('tournament.replace')}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
