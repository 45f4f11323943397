import { useEffect, useMemo, useState } from 'react';
import { formatPoints, localeOf, useLang, useT } from '../i18n';
import { listGames } from '../store/games';
import { standingsOf } from '../store/standings';
import type { GameRow } from '../store/types';
import { withStorage } from '../store/ui';
import { downloadText } from './download';
import { Header } from './Header';
import { signOf } from './sign';
import { standingsCsv } from './standingsCsv';

type Period = 'today' | 'all';

/** Local midnight of the day `now` falls in: a club night's games are the day's games. */
function startOfDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

/** tenbo-standings-2026-11-22.csv for a day's games, tenbo-standings-all.csv for all of them. */
function csvFileName(period: Period, today: number): string {
  const day = new Date(today);
  const date = [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return `tenbo-standings-${period === 'today' ? date : 'all'}.csv`;
}

/**
 * Standings of the players over finished games, today's (a club night) or all kept on this
 * device: the sum of their final results, their places and their average place.
 */
export function Standings() {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const [games, setGames] = useState<GameRow[] | null>(null);
  const [chosen, setChosen] = useState<Period | null>(null);
  const today = useMemo(() => startOfDay(new Date()), []);

  useEffect(() => {
    let live = true;
    void withStorage(listGames).then((list) => {
      if (live) setGames(list ?? []);
    });
    return () => {
      live = false;
    };
  }, []);

  const back = { screen: 'games' } as const;
  if (games === null) {
    return (
      <main className="screen">
        <Header title={t('standings.title')} back={back} />
        <p>{t('app.loading')}</p>
      </main>
    );
  }
  // Until a period is chosen: today's when a game has finished today, else every game.
  const period = chosen ?? (standingsOf(games, today).games > 0 ? 'today' : 'all');
  const standings = standingsOf(games, period === 'today' ? today : null);
  const average = (n: number) => n.toLocaleString(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <main className="screen">
      <Header title={t('standings.title')} back={back} />
      <div role="radiogroup" aria-label={t('standings.period')} className="row segmented">
        {(['today', 'all'] as const).map((option) => (
          <button key={option} type="button" role="radio" aria-checked={period === option} className="btn" onClick={() => setChosen(option)}>
            {t(`standings.${option}`)}
          </button>
        ))}
      </div>
      {standings.games === 0 ? (
        <p className="hint">{t(period === 'today' ? 'standings.noneToday' : 'standings.none')}</p>
      ) : (
        <>
          <p className="hint">{t('standings.counted', { n: standings.games })}</p>
          {standings.mixedRules && <p className="notice warn">{t('standings.mixedRules')}</p>}
          <table className="standings">
            <thead>
              <tr>
                <th scope="col">{t('standings.rank')}</th>
                <th scope="col" className="col-player">{t('standings.player')}</th>
                <th scope="col">{t('standings.places')}</th>
                <th scope="col">{t('standings.total')}</th>
              </tr>
            </thead>
            <tbody>
              {standings.rows.map((row) => {
                const [first, second, third, fourth] = row.places;
                return (
                  <tr key={row.name}>
                    <td>{row.rank}</td>
                    <th scope="row" className="col-player">
                      <span className="player-name">{row.name}</span>
                      <span className="standing-detail">{t('standings.detail', { games: row.games, average: average(row.averagePlace) })}</span>
                    </th>
                    <td aria-label={t('standings.placesOf', { first, second, third, fourth })}>{row.places.join('·')}</td>
                    <td className="total" data-sign={signOf(row.total)}>
                      {formatPoints(row.total, lang, true)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <button
            type="button"
            className="btn big"
            onClick={() => downloadText(csvFileName(period, today), standingsCsv(standings.rows, t, lang), 'text/csv;charset=utf-8')}
          >
            {t('standings.download')}
          </button>
        </>
      )}
    </main>
  );
}
