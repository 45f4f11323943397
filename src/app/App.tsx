import { Suspense, useEffect, useState } from 'react';
import { hashOf, useUi } from '../nav/ui';
import { useT } from '../i18n';
import { GamesList } from './GamesList';
import { Notices, StorageCondition } from './Notices';
import { ScreenBoundary } from './ScreenBoundary';
import { Calculator, Club, EndScreen, HandsScreen, JoinScreen, Setup, Standings, TableScreen } from './screens';
import { HandDialog } from './hand/lazyHandDialog';
import { TournamentScreen, Tournaments } from './tournament/screens';
import { PickerSlot } from '../picker/slot';
import { VirtualList } from './RowList';
import { preloadable } from '../ui/preloadable';

/**
 * The service worker's registration and update prompt (with workbox-window) start once the first
 * screen is up: nothing on it waits for them, and a launch does not fetch them first.
 */
const UpdatePrompt = preloadable(() => import('./UpdatePrompt').then((m) => m.UpdatePrompt));

function Screen() {
  const route = useUi((s) => s.route);
  switch (route.screen) {
    case 'games':
      return <GamesList />;
    case 'setup':
      return <Setup key={route.from ?? 'new'} from={route.from} />;
    case 'table':
      return <TableScreen gameId={route.gameId} />;
    case 'hands':
      return <HandsScreen gameId={route.gameId} />;
    case 'end':
      return <EndScreen gameId={route.gameId} />;
    case 'calculator':
      return <Calculator />;
    case 'standings':
      return <Standings from={route.from} />;
    case 'tournaments':
      return <Tournaments />;
    case 'tournament':
      return (
        <TournamentScreen id={route.tournamentId} view={route.view} {...(route.session === undefined ? {} : { session: route.session })} />
      );
    case 'club':
    case 'clubPlayers':
    case 'season':
    case 'seasonEdit':
    case 'player':
      return <Club route={route} />;
    case 'join':
      return <JoinScreen />;
  }
}

/**
 * Fetch the lazy screens and dialogs once the first screen is up, so later taps never wait on
 * the network or disk, and each opens without suspending (src/ui/preloadable.tsx). The hand
 * dialog first: it is what a table needs next.
 */
function warmLazyChunks(): void {
  for (const lazyPart of [TableScreen, HandDialog, Setup, HandsScreen, EndScreen, Calculator, Standings, PickerSlot, VirtualList])
    void lazyPart.preload();
}

export function App() {
  const t = useT();
  const syncFromLocation = useUi((s) => s.syncFromLocation);
  const route = useUi((s) => s.route);
  const [registerWorker, setRegisterWorker] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 500));
    idle(() => {
      setRegisterWorker(true);
      warmLazyChunks();
    });
  }, []);
  useEffect(() => {
    window.addEventListener('hashchange', syncFromLocation);
    return () => window.removeEventListener('hashchange', syncFromLocation);
  }, [syncFromLocation]);
  return (
    <>
      {registerWorker && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <StorageCondition />
      <ScreenBoundary key={hashOf(route)}>
        <Suspense fallback={<p className="loading">{t('app.loading')}</p>}>
          <Screen />
        </Suspense>
      </ScreenBoundary>
      <Notices />
    </>
  );
}
