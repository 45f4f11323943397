import { Component, type ReactNode } from 'react';
import { useT } from '../i18n';
import { useUi } from '../nav/ui';

/**
 * A screen that cannot be shown (typically a lazy screen's code that fails to load: the app was
 * updated under an open tab, or the connection dropped before it was cached) says so and offers
 * a reload, instead of React unmounting the whole app to a blank page. The games are in
 * IndexedDB, untouched; the route is in the address, so a reload comes back to this screen.
 * Keyed by the route by its parent, so moving to another screen starts afresh.
 */
export class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

function ScreenFailed() {
  const t = useT();
  const navigate = useUi((s) => s.navigate);
  return (
    <main className="screen">
      <p role="alert" className="notice error">
        {t('app.screenFailed')}
      </p>
      <button type="button" className="btn primary big" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
      <button type="button" className="btn big" onClick={() => navigate({ screen: 'games' })}>
        {t('games.title')}
      </button>
    </main>
  );
}
