import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Placeholder() {
  return (
    <main>
      <h1>Tenbō</h1>
      <p>Riichi mahjong table assistant. The table app is on its way.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
