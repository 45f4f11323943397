import { WideTable } from '../../ui/WideTable';
import { useEffect, useState } from 'react';
import { playerFigures, seasonGames, type PlayerFigures } from '../../club';
import { formatAverage, formatPoints } from '../../i18n';
import { useClubT, type ClubSpeaker } from '../../i18n/club';
import { talliesOf, type ClubData } from '../../store/club';
import { useUi, type Route } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import { Header } from '../Header';
import { signOf } from '../sign';
import { PlayerChartSlot } from './chartSlots';
import { useClub } from './useClub';

/** A figure with its name; a rate's definition one tap away (a disclosure: its name and value, then what it counts). */
function Figure({ name, value, definition }: { readonly name: string; readonly value: string; readonly definition?: string }) {
  const face = (
    <>
      <span className="figure-name">{name}</span>
      <span className="figure-value">{value}</span>
    </>
  );
  return (
    <li className="figure">
      {definition ? (
        <details>
          <summary>{face}</summary>
          <p className="hint">{definition}</p>
        </details>
      ) : (
        <div className="figure-face">{face}</div>
      )}
    </li>
  );
}

function Figures({ figures, say }: { readonly figures: PlayerFigures; readonly say: ClubSpeaker }) {
  const { tally } = figures;
  const points = (n: number) => formatPoints(Math.round(n), say.lang);
  return (
    <ul className="figures">
      <Figure name={say.t('club.player.games')} value={String(tally.games)} />
      <Figure name={say.t('club.player.hands')} value={String(tally.hands)} />
      <Figure
        name={say.t('club.player.averagePlace')}
        value={tally.games > 0 ? formatAverage(figures.averagePlace, say.lang) : '–'}
        definition={say.t('club.define.averagePlace')}
      />
      <Figure name={say.t('club.player.places')} value={tally.places.join('·')} definition={say.t('club.define.places')} />
      {figures.rates.map((rate) => (
        <Figure
          key={rate.id}
          name={say.t(`club.rate.${rate.id}`)}
          value={say.share(rate.value)}
          definition={say.t(`club.define.${rate.id}`)}
        />
      ))}
      <Figure
        name={say.t('club.player.averageWin')}
        value={tally.wins > 0 ? points(figures.averageWinValue) : '–'}
        definition={say.t('club.define.averageWin')}
      />
      <Figure
        name={say.t('club.player.biggestWin')}
        value={tally.wins > 0 ? points(tally.biggestWin) : '–'}
        definition={say.t('club.define.biggestWin')}
      />
      <Figure name={say.t('club.player.chombo')} value={String(tally.chombo)} />
      <Figure name={say.t('club.player.penalties')} value={String(tally.penalties)} />
    </ul>
  );
}

function HeadToHeadTable({
  figures,
  say,
  open,
}: {
  readonly figures: PlayerFigures;
  readonly say: ClubSpeaker;
  open(player: string): void;
}) {
  if (figures.headToHead.length === 0) return null;
  return (
    <WideTable label={say.t('club.h2h.title')}>
      <table className="standings head-to-head">
        <caption>{say.t('club.h2h.title')}</caption>
        <thead>
          <tr>
            <th scope="col" className="col-player">
              {say.t('club.h2h.opponent')}
            </th>
            <th scope="col">{say.t('club.h2h.record')}</th>
            <th scope="col">{say.t('club.h2h.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.headToHead.map((h) => (
            <tr key={h.opponent}>
              <th scope="row" className="col-player">
                <button type="button" className="player-link" onClick={() => open(h.opponent)}>
                  <span className="player-name">{h.name}</span>
                  <span className="standing-detail">{say.plural('club.h2h.games', h.games)}</span>
                </button>
              </th>
              <td aria-label={say.t('club.h2h.recordOf', { above: h.above, below: h.below })}>
                {h.above}–{h.below}
              </td>
              <td className="total" data-sign={signOf(h.difference)}>
                {formatPoints(h.difference, say.lang, true)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </WideTable>
  );
}

/** Games listed at first: the latest, a phone screen or two; the rest on a tap (a season of 300 games is long to lay out). */
const FIRST_GAMES = 30;

function GamesTable({ figures, say }: { readonly figures: PlayerFigures; readonly say: ClubSpeaker }) {
  const [all, setAll] = useState(false);
  const shownGames = all ? figures.games : figures.games.slice(0, FIRST_GAMES);
  return (
    <>
      <WideTable label={say.t('club.player.gamesList')}>
        <table className="standings player-games">
          <caption>{say.t('club.player.gamesList')}</caption>
          <thead>
            <tr>
              <th scope="col">{say.t('club.player.night')}</th>
              <th scope="col" className="col-player">
                {say.t('club.player.table')}
              </th>
              <th scope="col">{say.t('club.league.place')}</th>
              <th scope="col">{say.t('club.player.final')}</th>
            </tr>
          </thead>
          <tbody>
            {shownGames.map((game, i) => (
              <tr key={`${game.id}:${i}`}>
                <td>{game.night}</td>
                <td className="col-player">{game.opponents.join(', ')}</td>
                <td>{game.place}</td>
                <td className="total" data-sign={signOf(game.final)}>
                  {formatPoints(game.final, say.lang, true)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </WideTable>
      {shownGames.length < figures.games.length && (
        <button type="button" className="btn big" onClick={() => setAll(true)}>
          {say.plural('club.player.allGamesShow', figures.games.length)}
        </button>
      )}
    </>
  );
}

/** The player's figures over the season's games (or all games): read their records once the club is loaded. */
function usePlayerFigures(club: ClubData | null, playerId: string, seasonId: string | undefined): PlayerFigures | null {
  const [figures, setFigures] = useState<PlayerFigures | null>(null);
  useEffect(() => {
    if (!club) return;
    let live = true;
    const season = club.seasons.find((s) => s.id === seasonId);
    const games = (season ? seasonGames(season, club.games) : club.games).filter((g) =>
      g.players.some((name) => club.directory.playerOf(name) === playerId),
    );
    void withStorage(() => talliesOf(games)).then((tallied) => {
      if (live && tallied) setFigures(playerFigures(playerId, tallied, club.directory));
    });
    return () => {
      live = false;
    };
  }, [club, playerId, seasonId]);
  return figures;
}

/** A player's page: their figures, rates (each defined one tap away), head to head, and the games. */
export function PlayerScreen({ playerId, seasonId }: { readonly playerId: string; readonly seasonId?: string }) {
  const say = useClubT();
  const navigate = useUi((s) => s.navigate);
  const { club } = useClub();
  // An address made before a merge names the player by a name merged since: the player it belongs to now.
  const current = club ? club.directory.playerOf(playerId) : playerId;
  const figures = usePlayerFigures(club, current, seasonId);
  const player = club?.directory.players.get(current);
  const season = club?.seasons.find((s) => s.id === seasonId) ?? null;
  const back: Route = seasonId ? { screen: 'season', seasonId } : { screen: 'clubPlayers' };
  if (!club || !player || !figures) {
    return (
      <main className="screen club">
        {/* The name heads the page once its figures are there (the bench's probe waits for it). */}
        <Header title={say.t('club.player.title')} back={back} />
        <p>{say.t(club && !player ? 'club.player.missing' : 'club.loading')}</p>
      </main>
    );
  }
  const open = (other: string) => navigate({ screen: 'player', playerId: other, ...(seasonId ? { seasonId } : {}) });
  return (
    <main className="screen club player-page">
      <Header title={player.name} back={back} />
      <p className="hint">
        {season ? season.name : say.t('club.player.allGames')}
        {player.spellings.length > 1 && ` · ${say.t('club.player.spellings', { names: player.spellings.join(', ') })}`}
      </p>
      {figures.refused > 0 && <p className="notice warn">{say.plural('club.player.refused', figures.refused)}</p>}
      <Figures figures={figures} say={say} />
      <PlayerChartSlot
        player={current}
        season={season}
        games={season ? seasonGames(season, club.games) : club.games}
        directory={club.directory}
      />
      <HeadToHeadTable figures={figures} say={say} open={open} />
      <GamesTable figures={figures} say={say} />
    </main>
  );
}
