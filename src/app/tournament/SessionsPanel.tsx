import { formatMoment } from '../../i18n';
import { useTournamentWords } from '../../i18n/tournament';
import { startClock } from '../../store/tournaments';
import { useUi } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import { FileButton } from '../../ui/FileButton';
import { clockAt } from '../../tournament/clock';
import { missingTables } from '../../tournament/results';
import { useState } from 'react';
import { ClockFace } from './ClockFace';
import { JoinCodes, ScanResult } from './QrParts';
import { ResultLines, useResultsIn } from './ResultsIn';
import type { PanelProps } from './useTournament';
import { useNow } from '../../ui/useNow';

/** Each session's clock, the tables still playing, the big screen, and the games coming in. */
export function SessionsPanel({ loaded, reload }: PanelProps) {
  const { t, lang } = useTournamentWords();
  const navigate = useUi((s) => s.navigate);
  const now = useNow();
  const { tournament, row } = loaded;
  const results = useResultsIn(tournament.id, reload);
  const missing = missingTables(tournament);
  const [codesOf, setCodesOf] = useState<number | null>(null);
  const [scanning, setScanning] = useState(false);

  return (
    <section className="t-panel">
      <FileButton
        label={t('sessions.importResults')}
        accept=".json,.jsonl,application/json"
        multiple
        onFiles={(files) =>
          void (async () => {
            for (const file of files) await results.receiveFile(await file.text());
          })()
        }
      />
      <button type="button" className="btn big" aria-expanded={scanning} onClick={() => setScanning(!scanning)}>
        {t('sessions.scan')}
      </button>
      {scanning && (
        <ScanResult
          tournament={tournament}
          receive={results.receive}
          receiveFile={results.receiveFile}
          onClose={() => setScanning(false)}
        />
      )}
      <ResultLines results={results} />
      {tournament.sessions.map((session) => {
        const startedAt = row.organiser.clocks[String(session.number)];
        const clock = clockAt(startedAt, session.minutes, now);
        const stillPlaying = missing.get(session.number) ?? [];
        return (
          <section key={session.number} className="t-session" aria-label={t('seating.session', { n: session.number })}>
            <h2>{t('seating.session', { n: session.number })}</h2>
            <p className="t-clock-line">
              <ClockFace clock={clock} minutes={session.minutes} />
              {startedAt !== undefined && <span className="hint"> · {formatMoment(startedAt, lang)}</span>}
            </p>
            <div className="row">
              <button
                type="button"
                className="btn"
                onClick={() => void withStorage(() => startClock(tournament.id, session.number, Date.now())).then(reload)}
              >
                {clock.state === 'notStarted' ? t('sessions.start') : t('sessions.restart')}
              </button>
              <button
                type="button"
                className="btn"
                onClick={() => navigate({ screen: 'tournament', tournamentId: tournament.id, view: 'big', session: session.number })}
              >
                {t('sessions.bigScreen')}
              </button>
              {session.tables.length > 0 && (
                <button
                  type="button"
                  className="btn"
                  aria-expanded={codesOf === session.number}
                  onClick={() => setCodesOf(codesOf === session.number ? null : session.number)}
                >
                  {codesOf === session.number ? t('sessions.hideCodes') : t('sessions.joinCodes')}
                </button>
              )}
            </div>
            {codesOf === session.number && <JoinCodes tournament={tournament} session={session.number} clockStart={startedAt} />}
            {session.tables.length > 0 && (
              <p>{stillPlaying.length === 0 ? t('sessions.allIn') : t('sessions.missing', { tables: stillPlaying.join(', ') })}</p>
            )}
          </section>
        );
      })}
    </section>
  );
}
