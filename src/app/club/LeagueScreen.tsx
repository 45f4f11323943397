import { WideTable } from '../../ui/WideTable';
import { leagueTable, seasonGames } from '../../club';
import { formatAverage, formatPoints } from '../../i18n';
import { clubSpeaker, useClubT, type ClubSpeaker } from '../../i18n/club';
import { seasonFileText } from '../../store/club';
import { useUi } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import { downloadText } from '../download';
import { Header } from '../Header';
import { signOf } from '../sign';
import { SeasonChartSlot } from './chartSlots';
import { ruleText, scopeText } from './ClubHome';
import { leagueCsv } from './leagueCsv';
import { useClub } from './useClub';

/** A file name from a season's name: letters and digits kept, the rest one dash ("Jesień 2026" is tenbo-season-jesień-2026). */
function fileStem(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'season'
  );
}

/** The trend since the night before: ▲2 (up two places), ▼1, = (kept its place), – (not ranked before). */
function Trend({ trend, say }: { readonly trend: number | null; readonly say: ClubSpeaker }) {
  if (trend === null) return <span aria-label={say.t('club.trend.none')}>–</span>;
  if (trend === 0) return <span aria-label={say.t('club.trend.same')}>=</span>;
  const up = trend > 0;
  return (
    <span className={up ? 'trend-up' : 'trend-down'} aria-label={say.plural(up ? 'club.trend.up' : 'club.trend.down', Math.abs(trend))}>
      {up ? '▲' : '▼'}
      {Math.abs(trend)}
    </span>
  );
}

/** A season's league table: place, player, games, the ranking figure, average place and trend; as CSV, and the season file. */
export function LeagueScreen({ seasonId }: { readonly seasonId: string }) {
  const say = useClubT();
  const navigate = useUi((s) => s.navigate);
  const showToast = useUi((s) => s.showToast);
  const { club } = useClub();
  const season = club?.seasons.find((s) => s.id === seasonId);
  if (!club || !season) {
    return (
      <main className="screen club">
        <Header title={say.t('club.league.title')} back={{ screen: 'club' }} />
        <p>{say.t(club ? 'club.season.missing' : 'club.loading')}</p>
      </main>
    );
  }
  const table = leagueTable(season, club.games, club.directory);
  const figure = (n: number) => formatPoints(Math.round(n), say.lang, true);

  async function exportSeason() {
    if (!season) return;
    const file = await withStorage(() => seasonFileText(season));
    if (!file) return;
    downloadText(`tenbo-season-${fileStem(season.name)}.json`, file.text);
    showToast({ text: ({ lang }) => clubSpeaker(lang).plural('club.export.done', file.games) });
  }

  return (
    <main className="screen club">
      <Header title={season.name} back={{ screen: 'club' }} />
      <p className="hint">
        {scopeText(season, say)} · {ruleText(season, say)}
      </p>
      <p className="hint">
        {say.plural('club.league.games.count', table.games)} · {say.plural('club.league.nights.count', table.nights.length)}
      </p>
      {table.rows.length === 0 ? (
        <p className="hint">{say.t('club.league.empty')}</p>
      ) : (
        <WideTable label={say.t('club.league.title')}>
          <table className="standings league">
            <caption className="visually-hidden">{say.t('club.league.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{say.t('club.league.place')}</th>
                <th scope="col" className="col-player">
                  {say.t('club.league.player')}
                </th>
                <th scope="col">{say.t(`club.league.figure.${season.rule.kind}`)}</th>
                <th scope="col">{say.t('club.league.trend')}</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.player} className={row.place === null ? 'unranked' : undefined}>
                  <td>{row.place ?? '–'}</td>
                  <th scope="row" className="col-player">
                    <button
                      type="button"
                      className="player-link"
                      onClick={() => navigate({ screen: 'player', playerId: row.player, seasonId })}
                    >
                      <span className="player-name">{row.name}</span>
                      <span className="standing-detail">
                        {say.plural('club.league.detail', row.games, { average: formatAverage(row.averagePlace, say.lang) })}
                      </span>
                    </button>
                  </th>
                  <td className="total" data-sign={signOf(row.figure)}>
                    {figure(row.figure)}
                  </td>
                  <td>
                    <Trend trend={row.trend} say={say} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </WideTable>
      )}
      {season.minGames > 0 && table.rows.some((r) => r.place === null) && (
        <p className="hint">{say.plural('club.league.unranked', season.minGames)}</p>
      )}
      <SeasonChartSlot season={season} games={seasonGames(season, club.games)} directory={club.directory} />
      <button
        type="button"
        className="btn big"
        disabled={table.rows.length === 0}
        onClick={() =>
          downloadText(`tenbo-league-${fileStem(season.name)}.csv`, leagueCsv(season, table.rows, say), 'text/csv;charset=utf-8')
        }
      >
        {say.t('club.league.download')}
      </button>
      <button type="button" className="btn big" onClick={() => void exportSeason()}>
        {say.t('club.export.open')}
      </button>
      <p className="hint">{say.t('club.export.hint')}</p>
      <button type="button" className="btn big" onClick={() => navigate({ screen: 'seasonEdit', seasonId })}>
        {say.t('club.season.edit')}
      </button>
    </main>
  );
}
