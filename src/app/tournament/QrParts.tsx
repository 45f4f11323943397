import { lazy, Suspense, useMemo, useState } from 'react';
import { withStrings } from '../../i18n';
import { useTournamentWords } from '../../i18n/tournament';
import { decodeHandOff, encodeJoinCode, HANDOFF_LIMITS } from '../../tournament/codes';
import { joinCodeFor } from '../../tournament/organiserCodes';
import type { TableHint } from '../../tournament/results';
import type { Tournament } from '../../tournament/tournamentFile';
import type { GameRecord } from '../../ledger';
import type { ScanResult } from '../../devices';
import { nameOf } from './words';

// The QR drawing and the camera load only when first used (src/devices): never with the first screen.
const QrPayload = lazy(() => withStrings('devices', import('../../devices')).then((m) => ({ default: m.QrPayload })));
const CameraScanner = lazy(() => withStrings('devices', import('../../devices')).then((m) => ({ default: m.CameraScanner })));

/** A session's tables' join codes, one table at a time: the table device scans it and starts that table's game. */
export function JoinCodes({
  tournament,
  session,
  clockStart,
}: {
  readonly tournament: Tournament;
  readonly session: number;
  readonly clockStart: number | undefined;
}) {
  const { t } = useTournamentWords();
  const tables = tournament.sessions.find((s) => s.number === session)?.tables ?? [];
  const [table, setTable] = useState(1);
  // Encoded once per table shown (and when the tournament is read again): QrPayload packs its bytes anew when they change.
  const { code, bytes } = useMemo(() => {
    const made = joinCodeFor(tournament, clockStart, session, table);
    return { code: made, bytes: made ? encodeJoinCode(made) : null };
  }, [tournament, clockStart, session, table]);
  return (
    <div className="t-join" role="group" aria-label={t('sessions.joinCodes')}>
      <div className="row">
        {tables.map((_, i) => (
          <button key={i} type="button" className="btn" aria-pressed={table === i + 1} onClick={() => setTable(i + 1)}>
            {t('seating.table', { n: i + 1 })}
          </button>
        ))}
      </div>
      {code && bytes && (
        <figure className="t-join-code" aria-label={t('sessions.joinCodeOf', { n: table })}>
          <Suspense fallback={<p className="hint">…</p>}>
            <QrPayload bytes={bytes} />
          </Suspense>
          <figcaption>
            {t('seating.table', { n: table })}: {tables[table - 1]?.map((id) => nameOf(tournament, id)).join(' · ')}
          </figcaption>
        </figure>
      )}
    </div>
  );
}

/**
 * The organiser's camera on a table's hand-off codes: the game read from them goes to `receive`,
 * with its session and table, the same path as a file; files chosen instead go to `receiveFile`.
 */
export function ScanResult({
  tournament,
  receive,
  receiveFile,
  onClose,
}: {
  readonly tournament: Tournament;
  readonly receive: (record: GameRecord, hint?: TableHint) => Promise<void>;
  readonly receiveFile: (text: string) => Promise<void>;
  readonly onClose: () => void;
}) {
  const { t } = useTournamentWords();
  const [problem, setProblem] = useState<string | null>(null);
  async function onResult(result: ScanResult) {
    if (result.kind === 'files') {
      onClose();
      for (const file of result.files) await receiveFile(await file.text());
      return;
    }
    const read = decodeHandOff(result.bytes);
    if (!read.ok) return setProblem(t('sessions.scanUnreadable', { error: read.errors[0] ?? '' }));
    if (read.value.tournamentId !== tournament.id) return setProblem(t('sessions.scanOtherTournament'));
    onClose();
    await receive(read.value.record, { session: read.value.session, table: read.value.table });
  }
  return (
    <div className="t-scan">
      {problem && (
        <p role="alert" className="notice error">
          {problem}
        </p>
      )}
      <Suspense fallback={<p className="hint">…</p>}>
        <CameraScanner
          key={problem ?? ''}
          maxBytes={HANDOFF_LIMITS.maxBytes}
          accept="image/*,.json,.jsonl,application/json"
          onResult={(result) => void onResult(result)}
          onCancel={onClose}
        />
      </Suspense>
    </div>
  );
}
