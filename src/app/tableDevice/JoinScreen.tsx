import { lazy, Suspense, useId, useState } from 'react';
import { useT, withStrings } from '../../i18n';
import type { ScanResult } from '../../devices';
import { decodeJoinCode, JOIN_LIMITS } from '../../tournament/codes';
import type { Tournament } from '../../tournament/tournamentTypes';
import { parseTournament } from '../../tournament/tournamentFile';
import { joinFromCode, joinFromTournament, sessionTables, type TableJoin } from '../../tournament/tableJoin';
import { joinTable } from '../../store/tableDevice';
import { useUi } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import { RadioButtons } from '../../ui/RadioButtons';
import { FileButton } from '../../ui/FileButton';
import { Header } from '../Header';
import { endsAtFromTime, sessionEndFromNow, timeOfDay } from './joinTime';
import './tableDevice.css';

// The camera and the QR decoding load on the tap that opens them (issue 27: the first load does not grow).
const CameraScanner = lazy(() => withStrings('devices', import('../../devices')).then((m) => ({ default: m.CameraScanner })));

const WINDS = ['wind.E', 'wind.S', 'wind.W', 'wind.N'] as const;

/**
 * A table device joins its table (issue 27): scan the organiser's code for the table, or open the
 * tournament file and pick the session and the table (this device's clock sets when the session
 * ends: no network). The four players in their seats and the ending are shown before the start;
 * the game carries the tournament, session and table.
 */
export function JoinScreen() {
  const t = useT();
  const navigate = useUi((s) => s.navigate);
  const [scanning, setScanning] = useState(false);
  const [scanned, setScanned] = useState<TableJoin | null>(null);
  const [tournament, setTournament] = useState<Tournament | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function openFile(file: File) {
    setScanned(null);
    const read = parseTournament(await file.text());
    setTournament(read.ok ? read.value : null);
    setRefusal(read.ok ? null : t('join.refused', { why: read.errors[0] ?? '' }));
  }

  function scannedResult(result: ScanResult) {
    setScanning(false);
    // "Choose a file instead" with the tournament file: read as the file button reads it.
    if (result.kind === 'files') return void (result.files[0] && openFile(result.files[0]));
    const code = decodeJoinCode(result.bytes);
    setTournament(null);
    setScanned(code.ok ? joinFromCode(code.value) : null);
    setRefusal(code.ok ? null : t('join.codeRefused', { why: code.errors[0] ?? '' }));
  }

  async function start(join: TableJoin) {
    if (busy) return;
    setBusy(true);
    const game = await withStorage(() => joinTable(join));
    setBusy(false);
    if (game) navigate({ screen: 'table', gameId: game.id });
  }

  return (
    <main className="screen join">
      <Header title={t('join.title')} back={{ screen: 'games' }} />
      {scanning ? (
        <Suspense fallback={null}>
          <CameraScanner
            maxBytes={JOIN_LIMITS.maxBytes}
            accept="image/*,.json,application/json"
            onResult={scannedResult}
            onCancel={() => setScanning(false)}
          />
        </Suspense>
      ) : (
        <button type="button" className="btn primary big" onClick={() => setScanning(true)}>
          {t('join.scan')}
        </button>
      )}
      <FileButton label={t('join.fromFile')} accept=".json,application/json" onFiles={([file]) => void openFile(file)} />
      <p className="hint">{t('join.fileHint')}</p>
      {refusal && (
        <p role="alert" className="notice error">
          {refusal}
        </p>
      )}
      {scanned && <JoinPreview join={scanned} busy={busy} onStart={(join) => void start(join)} />}
      {tournament && <TablePicker key={tournament.id} tournament={tournament} busy={busy} onStart={(join) => void start(join)} />}
    </main>
  );
}

/** A session and a table picked in the tournament file, and when the session ends on this device's clock. */
function TablePicker({ tournament, busy, onStart }: { tournament: Tournament; busy: boolean; onStart: (join: TableJoin) => void }) {
  const t = useT();
  const clockId = useId();
  const [session, setSession] = useState<number | null>(null);
  const [table, setTable] = useState<number | null>(null);
  const [endsAt, setEndsAt] = useState('');
  const [clockOn, setClockOn] = useState(true);
  // When the session was picked: the time of day set is the next such time from then on.
  const [pickedAt, setPickedAt] = useState(0);

  function pickSession(number: number) {
    const now = Date.now();
    setSession(number);
    setTable(null);
    setPickedAt(now);
    const minutes = tournament.sessions.find((s) => s.number === number)?.minutes;
    // A session is joined as it starts, as a rule: its end is its length from now, to be set right by hand.
    if (minutes !== undefined) setEndsAt(timeOfDay(sessionEndFromNow(minutes, now)));
  }

  const tables = session === null ? [] : sessionTables(tournament, session);
  const moment = clockOn ? endsAtFromTime(endsAt, pickedAt) : null;
  const join = session !== null && table !== null ? joinFromTournament(tournament, session, table, moment) : null;
  return (
    <>
      <h2>{tournament.name}</h2>
      <p>{t(`ending.${tournament.ending}`)}</p>
      <RadioButtons
        label={t('join.sessions')}
        options={tournament.sessions.map((s) => s.number)}
        value={session}
        onChange={pickSession}
        faceOf={(number) => t('join.session', { n: number })}
        className="option-buttons"
        buttonClassName="btn choice"
      />
      {tables.length > 0 && (
        <RadioButtons
          label={t('join.tables')}
          options={tables.map((x) => x.table)}
          value={table}
          onChange={setTable}
          faceOf={(number) => t('join.table', { n: number })}
          className="option-buttons"
          buttonClassName="btn choice"
        />
      )}
      {join && (
        <>
          <label className="field check">
            <input type="checkbox" checked={clockOn} onChange={(e) => setClockOn(e.target.checked)} />
            {t('join.clock')}
          </label>
          {clockOn && (
            <div className="field">
              <label htmlFor={clockId}>{t('join.endsAt')}</label>
              <input id={clockId} type="time" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
            </div>
          )}
          <JoinPreview join={join} busy={busy || (clockOn && moment === null)} onStart={onStart} />
        </>
      )}
    </>
  );
}

/** The table about to start: its four players in their seats, and the start. */
function JoinPreview({ join, busy, onStart }: { join: TableJoin; busy: boolean; onStart: (join: TableJoin) => void }) {
  const t = useT();
  const { table, name, session, ending } = join.tournament;
  return (
    <section aria-label={t('join.seats', { table })}>
      <h2>{t('join.seats', { table })}</h2>
      <p>{t('clock.where', { name, session, table })}</p>
      <p>{t(`ending.${ending}`)}</p>
      <ol className="join-seats">
        {join.players.map((player, seat) => (
          <li key={seat}>
            <strong>{t(WINDS[seat] ?? 'wind.E')}</strong>: {player}
          </li>
        ))}
      </ol>
      <button type="button" className="btn primary big" disabled={busy} onClick={() => onStart(join)}>
        {t('join.start', { table })}
      </button>
    </section>
  );
}
