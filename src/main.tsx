import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadLang, useLang } from './i18n';
import { requestPersistence } from './store/persistence';
import { resumeOnLaunch } from './nav/launch';
import { useUi } from './nav/ui';
import { TableScreen } from './app/screens';
import './styles/app.css';
import './styles/table.css';

document.documentElement.lang = useLang.getState().lang;
// Ask the browser to keep our games under storage pressure (best effort; see README).
void requestPersistence();

// `npm run bench` drives the real storage service from the page (bench/app.ts).
if (new URLSearchParams(location.search).has('bench')) void import('./store/benchHook').then((m) => m.installBenchHook());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
/** Storage slower than this to answer a launch (a first open, an upgrade) does not keep the screen blank. */
const LAUNCH_WAIT_MS = 1000;

// A launch may go to a table, and a reload may be of one: its chunk is fetched while storage is read.
const tableLikely = location.hash === '' || useUi.getState().route.screen === 'table';
const table = tableLikely ? TableScreen.preload() : Promise.resolve();

/** The launch's game resumed, and the table's chunk in when that is where it goes (a lazy screen not in yet would wait for Suspense's reveal delay). */
async function launched(): Promise<void> {
  await resumeOnLaunch();
  if (useUi.getState().route.screen === 'table') await table;
}

// The saved language's strings first (a precached chunk), so the first screen is already in it,
// and a launch's game, so the first screen is its table rather than a list it then leaves.
void Promise.allSettled([
  loadLang(useLang.getState().lang),
  Promise.race([launched(), new Promise((done) => setTimeout(done, LAUNCH_WAIT_MS))]),
]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
