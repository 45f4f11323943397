import { useState } from 'react';
import { tournamentWords, useTournamentWords } from '../../i18n/tournament';
import { saveSeating } from '../../store/tournaments';
import { useUi } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import {
  generateSeating,
  seatingFigures,
  swapInSession,
  swissSession,
  type SeatingChange,
  type SeatingTables,
} from '../../tournament/organiserSeating';
import { sessionLocked } from '../../tournament/results';
import type { PanelProps } from './useTournament';
import { changeRefusalText, nameOf } from './words';

const WIND_LETTERS = ['E', 'S', 'W', 'N'] as const;

/**
 * The seating of every session: generated from a seed (the same seed, the same seating), made
 * again, two players swapped by hand, a later session seated by the standings; the repeat and
 * wind counts follow each change. A session whose first result is in is locked.
 */
export function SeatingPanel({ loaded, reload }: PanelProps) {
  const words = useTournamentWords();
  const { t } = words;
  const { navigate, showToast } = useUi();
  const { tournament, row } = loaded;
  const [seed, setSeed] = useState(String(row.organiser.seed ?? 1));
  const [picked, setPicked] = useState<{ readonly session: number; readonly id: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const figures = seatingFigures(tournament);
  const seated = tournament.sessions.some((s) => s.tables.length > 0);
  const seedNumber = /^\d+$/.test(seed.trim()) && Number(seed) <= 0xffffffff ? Number(seed) : null;

  async function apply(change: SeatingChange, seedUsed: number | null, done: ((lang: 'en' | 'pl') => string) | null) {
    if (!change.ok)
      return setProblem(
        change.error === 'players'
          ? t('seating.needPlayers')
          : change.error === 'locked'
            ? t('seating.refused.locked')
            : t('seating.refused.other'),
      );
    const before: SeatingTables = tournament.sessions.map((s) => s.tables);
    const saved = await withStorage(() => saveSeating(tournament.id, change.tables, seedUsed));
    if (!saved) return;
    if (!saved.ok) return setProblem(changeRefusalText(words, saved.refusal));
    setProblem(null);
    await reload();
    if (done)
      showToast({
        text: ({ lang }) => done(lang),
        action: {
          label: ({ lang }) => tournamentWords(lang).t('tournament.undo'),
          run: () => void withStorage(() => saveSeating(tournament.id, before, row.organiser.seed)).then(reload),
        },
      });
  }

  function tap(session: number, id: string) {
    if (!picked || picked.session !== session) return setPicked({ session, id });
    setPicked(null);
    if (picked.id === id) return;
    const number = tournament.sessions[session]!.number;
    const [a, b] = [nameOf(tournament, picked.id), nameOf(tournament, id)];
    void apply(swapInSession(tournament, session, picked.id, id), row.organiser.seed, (lang) =>
      tournamentWords(lang).t('seating.swapped', { a, b, n: number }),
    );
  }

  return (
    <section className="t-panel">
      <div className="row t-seed">
        <label className="field">
          <span>{t('seating.seed')}</span>
          <input type="number" inputMode="numeric" min={0} value={seed} onChange={(e) => setSeed(e.target.value)} />
        </label>
        <button
          type="button"
          className="btn primary"
          disabled={seedNumber === null}
          onClick={() => seedNumber !== null && void apply(generateSeating(tournament, seedNumber), seedNumber, null)}
        >
          {seated ? t('seating.regenerate') : t('seating.generate')}
        </button>
      </div>
      {problem && (
        <p role="alert" className="notice error">
          {problem}
        </p>
      )}
      {figures && (
        <p className="notice t-figures" role="status">
          {t('seating.figures', { repeats: figures.repeats, winds: figures.windImbalance })}
        </p>
      )}
      {!seated && <p className="hint">{t('seating.notYet')}</p>}
      {seated && <p className="hint">{picked ? t('seating.swapPick', { name: nameOf(tournament, picked.id) }) : t('seating.swapHint')}</p>}
      {picked && (
        <button type="button" className="btn" onClick={() => setPicked(null)}>
          {t('seating.swapCancel')}
        </button>
      )}
      {seated &&
        tournament.sessions.map((session, k) => {
          const locked = sessionLocked(tournament, session.number);
          return (
            <section key={session.number} className="t-session" aria-label={t('seating.session', { n: session.number })}>
              <h2>
                {t('seating.session', { n: session.number })}
                {locked && <span className="hint"> · {t('seating.locked')}</span>}
              </h2>
              <div className="t-tables">
                {session.tables.map((table, i) => (
                  <div key={i} className="t-table">
                    <h3>{t('seating.table', { n: i + 1 })}</h3>
                    {table.map((id, seat) => (
                      <button
                        key={id}
                        type="button"
                        className="btn t-seat"
                        disabled={locked}
                        aria-pressed={picked?.session === k && picked.id === id}
                        onClick={() => tap(k, id)}
                      >
                        <span className="t-wind">{WIND_LETTERS[seat]}</span> {nameOf(tournament, id)}
                      </button>
                    ))}
                  </div>
                ))}
              </div>
              <div className="row">
                {k > 0 && !locked && (
                  <button
                    type="button"
                    className="btn"
                    onClick={() =>
                      void apply(swissSession(tournament, k), row.organiser.seed, (lang) =>
                        tournamentWords(lang).t('seating.swissDone', { n: session.number }),
                      )
                    }
                  >
                    {t('seating.swiss')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn"
                  onClick={() =>
                    navigate({ screen: 'tournament', tournamentId: tournament.id, view: 'seatingSheet', session: session.number })
                  }
                >
                  {t('seating.printSession', { n: session.number })}
                </button>
              </div>
            </section>
          );
        })}
      {seated && (
        <button
          type="button"
          className="btn big"
          onClick={() => navigate({ screen: 'tournament', tournamentId: tournament.id, view: 'playerSheets' })}
        >
          {t('seating.printPlayers')}
        </button>
      )}
      {figures && (
        <details>
          <summary>{t('seating.windsTitle')}</summary>
          <ul className="t-winds">
            {tournament.players.map((p) => {
              const [e, s, w, n] = figures.winds.get(p.id) ?? [0, 0, 0, 0];
              return (
                <li key={p.id}>
                  {nameOf(tournament, p.id)}: {t('seating.windsOf', { e: e ?? 0, s: s ?? 0, w: w ?? 0, n: n ?? 0 })}
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </section>
  );
}
