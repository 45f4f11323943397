import { lazy, Suspense, useEffect } from 'react';
import { hashOf, useUi } from '../store/ui';
import { useT } from '../i18n';
import { GamesList } from './GamesList';
import { TableScreen } from './TableScreen';
import { Notices, StorageCondition } from './Notices';
import { ScreenBoundary } from './ScreenBoundary';
import { UpdatePrompt } from './UpdatePrompt';

// Setup, the hand history and the end screen are not needed to resume a game: load them on demand.
const Setup = lazy(() => import('./Setup').then((m) => ({ default: m.Setup })));
const HandsScreen = lazy(() => import('./HandsScreen').then((m) => ({ default: m.HandsScreen })));
const EndScreen = lazy(() => import('./EndScreen').then((m) => ({ default: m.EndScreen })));
const Calculator = lazy(() => import('./Calculator').then((m) => ({ default: m.Calculator })));
const Standings = lazy(() => import('./Standings').then((m) => ({ default: m.Standings })));

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
  }
}

/** Fetch the lazy screens once the first one is up, so later taps never wait on the network or disk. */
function warmLazyChunks(): void {
  void import('./Setup');
  void import('./HandsScreen');
  void import('./EndScreen');
  void import('./hand/HandDialog');
}

export function App() {
  const t = useT();
  const syncFromLocation = useUi((s) => s.syncFromLocation);
  const route = useUi((s) => s.route);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 500));
    idle(warmLazyChunks);
  }, []);
  useEffect(() => {
    window.addEventListener('hashchange', syncFromLocation);
    return () => window.removeEventListener('hashchange', syncFromLocation);
  }, [syncFromLocation]);
  return (
    <>
      <UpdatePrompt />
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
