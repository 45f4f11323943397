import { useLang } from '../i18n';
import { useSession } from '../store/session';
import { freshDb } from '../store/testDb';
import { useUi } from '../nav/ui';
import { useStorageProblem } from '../store/storageProblem';

/** For a test of a screen or hook on stored games: a fresh database, English, no game open, no toast or problem shown. */
export function freshApp(): ReturnType<typeof freshDb> {
  const env = freshDb();
  useLang.setState({ lang: 'en' });
  useSession.setState({ status: 'idle', loaded: null });
  useUi.setState({ toast: null });
  useStorageProblem.setState({ problem: null });
  return env;
}
