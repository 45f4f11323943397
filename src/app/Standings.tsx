import { WideTable } from '../ui/WideTable';
import { useEffect, useState } from 'react';
import { formatAverage, formatNightStart, formatPoints, useLang, usePlural, useT } from '../i18n';
import { listGames } from '../store/games';
import { gamePenalties, recordsFile } from '../store/records';
import { clubNightStart, countedGames, standingsOfCounted } from '../store/standings';
import type { GameRow } from '../store/types';
import { useUi, type Route } from '../nav/ui';
import { withStorage } from '../store/storageProblem';
import { RadioButtons } from '../ui/RadioButtons';
import { downloadText } from './download';
import { Header } from './Header';
import { signOf } from './sign';
import { localDate } from './fileNames';
import { gamesCsv, standingsCsv } from './standingsCsv';

type Period = 'tonight' | 'all';
const PERIODS: readonly Period[] = ['tonight', 'all'];

/**
 * tenbo-standings-2026-11-22.csv for the night that began on the 22nd, tenbo-standings-all.csv for
 * all games; tenbo-games-… for the games one by one (`.csv`) or their records (`.records.jsonl`).
 */
function fileName(what: 'standings' | 'games', period: Period, night: number, extension: 'csv' | 'records.jsonl'): string {
  return `tenbo-${what}-${period === 'tonight' ? localDate(night) : 'all'}.${extension}`;
}

/** Tonight's games or all of them: one radio group (one tab stop, arrow keys between the two). */
function PeriodSwitch({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const t = useT();
  return (
    <RadioButtons
      label={t('standings.period')}
      options={PERIODS}
      value={period}
      onChange={onChange}
      faceOf={(option) => t(`standings.${option}`)}
      className="row segmented"
      buttonClassName="btn"
    />
  );
}

/**
 * Standings of the players over finished games, tonight's (the club night: games finished since
 * 06:00, so a night past midnight stays whole) or all kept on this device: the sum of their final
 * results, their places and their average place.
 */
export function Standings({ from }: { readonly from?: string }) {
  const t = useT();
  const plural = usePlural();
  const lang = useLang((s) => s.lang);
  const showToast = useUi((s) => s.showToast);
  // The games, and when the night they are counted for began: read together, once.
  const [loaded, setLoaded] = useState<{ games: GameRow[]; night: number } | null>(null);
  const [chosen, setChosen] = useState<Period | null>(null);

  useEffect(() => {
    let live = true;
    void withStorage(listGames).then((list) => {
      if (live) setLoaded({ games: list ?? [], night: clubNightStart(Date.now()) });
    });
    return () => {
      live = false;
    };
  }, []);

  // Opened from a game's final results, Back returns to them, as the phone's own Back does.
  const back: Route = from ? { screen: 'end', gameId: from } : { screen: 'games' };
  if (loaded === null) {
    return (
      <main className="screen">
        <Header title={t('standings.title')} back={back} />
        <p>{t('app.loading')}</p>
      </main>
    );
  }
  const { games, night } = loaded;
  // Until a period is chosen: tonight's when a game has finished tonight, else every game.
  const period = chosen ?? (countedGames(games, night).length > 0 ? 'tonight' : 'all');
  const since = period === 'tonight' ? night : null;
  const counted = countedGames(games, since);
  const standings = standingsOfCounted(counted);
  const average = (n: number) => formatAverage(n, lang);
  /** The games counted, in one file of their records: what another device imports to count them too. */
  async function exportRecords() {
    const file = await withStorage(() => recordsFile(counted.map((c) => c.game.id)));
    if (!file) return;
    if (file.games > 0) downloadText(fileName('games', period, night, 'records.jsonl'), file.text, 'application/x-ndjson');
    if (file.left > 0) showToast({ text: ({ plural }) => plural('standings.exportLeft', file.left) });
  }
  /** The games one by one, with each player's penalties (read from the games' hands). */
  async function downloadGames() {
    const penalties = await withStorage(() => gamePenalties(counted.map((c) => c.game.id)));
    if (penalties) downloadText(fileName('games', period, night, 'csv'), gamesCsv(counted, penalties, t, lang), 'text/csv;charset=utf-8');
  }
  const nightBegan = formatNightStart(night, lang);

  return (
    <main className="screen">
      <Header title={t('standings.title')} back={back} />
      <PeriodSwitch period={period} onChange={setChosen} />
      {/* Which games "tonight" takes, in so many words: a club night runs past midnight. */}
      {period === 'tonight' && <p className="hint">{t('standings.tonightSince', { since: nightBegan })}</p>}
      {standings.games === 0 ? (
        <p className="hint">{t(period === 'tonight' ? 'standings.noneTonight' : 'standings.none')}</p>
      ) : (
        <>
          <p className="hint">{t('standings.counted', { n: standings.games })}</p>
          {standings.mixedRules && <p className="notice warn">{t('standings.mixedRules')}</p>}
          <WideTable label={t('standings.title')}>
            <table className="standings">
              <thead>
                <tr>
                  <th scope="col">{t('standings.rank')}</th>
                  <th scope="col" className="col-player">
                    {t('standings.player')}
                  </th>
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
                        <span className="player-name" title={row.name}>
                          {row.name}
                        </span>
                        <span className="standing-detail">
                          {t('standings.detail', { games: row.games, average: average(row.averagePlace) })}
                        </span>
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
          </WideTable>
          <button
            type="button"
            className="btn big"
            onClick={() =>
              downloadText(fileName('standings', period, night, 'csv'), standingsCsv(standings.rows, t, lang), 'text/csv;charset=utf-8')
            }
          >
            {t('standings.download')}
          </button>
          <button type="button" className="btn big" onClick={() => void downloadGames()}>
            {t('standings.downloadGames')}
          </button>
          <button type="button" className="btn big" onClick={() => void exportRecords()}>
            {plural('standings.exportRecords', counted.length)}
          </button>
          {/* Which games the file holds, in so many words: not those still in play. */}
          <p className="hint">{t('standings.exportHint')}</p>
        </>
      )}
    </main>
  );
}
