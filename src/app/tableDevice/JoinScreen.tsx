import { useId, useState } from 'react';
import { useT } from '../../i18n';
import type { Tournament } from '../../tournament/tournamentTypes';
import { parseTournament } from '../../tournament/tournamentFile';
import { joinFromTournament, sessionTables } from '../../tournament/tableJoin';
import { joinTable } from '../../store/tableDevice';
import { useUi, withStorage } from '../../store/ui';
import { RadioButtons } from '../../ui/RadioButtons';
import { Header } from '../Header';
import { endsAtFromTime, sessionEndFromNow, timeOfDay } from './joinTime';
import { useTableDeviceT } from './words';
import './tableDevice.css';

const WINDS = ['wind.E', 'wind.S', 'wind.W', 'wind.N'] as const;

/**
 * A table device joins its table (issue 27): open the organiser's tournament file, pick the
 * session and the table, check the four players in their seats and when the session ends (this
 * device's clock: no network), and start. The game carries the tournament, session and table.
 */
export function JoinScreen() {
  const t = useTableDeviceT();
  const app = useT();
  const navigate = useUi((s) => s.navigate);
  const clockId = useId();
  const [tournament, setTournament] = useState<Tournament | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [session, setSession] = useState<number | null>(null);
  const [table, setTable] = useState<number | null>(null);
  const [endsAt, setEndsAt] = useState('');
  const [clockOn, setClockOn] = useState(true);
  const [busy, setBusy] = useState(false);

  async function open(file: File) {
    const read = parseTournament(await file.text());
    if (!read.ok) {
      setTournament(null);
      setRefusal(t('join.refused', { why: read.errors[0] ?? '' }));
      return;
    }
    setRefusal(null);
    setTournament(read.value);
    pickSession(read.value, read.value.sessions[0]?.number ?? null);
  }

  function pickSession(of: Tournament, number: number | null) {
    setSession(number);
    setTable(null);
    const minutes = of.sessions.find((s) => s.number === number)?.minutes;
    // A session is joined as it starts, as a rule: its end is its length from now, to be set right by hand.
    if (minutes !== undefined) setEndsAt(timeOfDay(sessionEndFromNow(minutes, Date.now())));
  }

  const tables = tournament && session !== null ? sessionTables(tournament, session) : [];
  const seated = tables.find((x) => x.table === table);

  async function start() {
    if (!tournament || session === null || table === null || busy) return;
    const join = joinFromTournament(tournament, session, table, clockOn ? endsAtFromTime(endsAt, Date.now()) : null);
    if (!join) return;
    setBusy(true);
    const game = await withStorage(() => joinTable(join));
    setBusy(false);
    if (game) navigate({ screen: 'table', gameId: game.id });
  }

  return (
    <main className="screen join">
      <Header title={t('join.title')} back={{ screen: 'games' }} />
      <label className="btn big file-button">
        {t('join.fromFile')}
        <input
          type="file"
          accept=".json,application/json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void open(file);
          }}
        />
      </label>
      <p className="hint">{t('join.fileHint')}</p>
      {refusal && (
        <p role="alert" className="notice error">
          {refusal}
        </p>
      )}
      {tournament && (
        <>
          <h2>{tournament.name}</h2>
          <p>{t(`ending.${tournament.ending}`)}</p>
          <RadioButtons
            label={t('join.sessions')}
            options={tournament.sessions.map((s) => s.number)}
            value={session}
            onChange={(number) => pickSession(tournament, number)}
            faceOf={(number) => t('join.session', { n: number })}
            className="option-buttons"
            buttonClassName="btn choice"
          />
          <RadioButtons
            label={t('join.tables')}
            options={tables.map((x) => x.table)}
            value={table}
            onChange={setTable}
            faceOf={(number) => t('join.table', { n: number })}
            className="option-buttons"
            buttonClassName="btn choice"
          />
        </>
      )}
      {seated && (
        <section aria-label={t('join.seats', { table: seated.table })}>
          <h2>{t('join.seats', { table: seated.table })}</h2>
          <ol className="join-seats">
            {seated.players.map((name, seat) => (
              <li key={seat}>
                <strong>{app(WINDS[seat] ?? 'wind.E')}</strong>: {name}
              </li>
            ))}
          </ol>
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
          <button type="button" className="btn primary big" disabled={busy || (clockOn && endsAtFromTime(endsAt, Date.now()) === null)} onClick={() => void start()}>
            {t('join.start', { table: seated.table })}
          </button>
        </section>
      )}
    </main>
  );
}
