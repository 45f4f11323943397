import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadLang, useLang } from './i18n';
import { requestPersistence } from './store/games';
import './styles/app.css';

document.documentElement.lang = useLang.getState().lang;
// Ask the browser to keep our games under storage pressure (best effort; see README).
void requestPersistence();

// `npm run bench` drives the real storage service from the page (bench/app.ts).
if (new URLSearchParams(location.search).has('bench')) void import('./store/benchHook').then((m) => m.installBenchHook());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The saved language's strings first (a precached chunk), so the first screen is already in it.
void loadLang(useLang.getState().lang).finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
