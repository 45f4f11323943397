import type { ClubRoute } from '../../nav/ui';
import { ClubHome } from './ClubHome';
import { LeagueScreen } from './LeagueScreen';
import { PlayerScreen } from './PlayerScreen';
import { PlayersScreen } from './PlayersScreen';
import { SeasonForm } from './SeasonForm';
import './club.css';

/** The club's screens (issue 28), one lazily loaded area: none of it is in the app's first load. */
export function ClubArea({ route }: { readonly route: ClubRoute }) {
  switch (route.screen) {
    case 'club':
      return <ClubHome />;
    case 'clubPlayers':
      return <PlayersScreen />;
    case 'season':
      return <LeagueScreen seasonId={route.seasonId} />;
    case 'seasonEdit':
      return <SeasonForm key={route.seasonId ?? 'new'} seasonId={route.seasonId} />;
    case 'player':
      return <PlayerScreen playerId={route.playerId} seasonId={route.seasonId} />;
  }
}
