import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatPoints, useLang, useT } from '../i18n';
import { settle } from '../ledger';
import { createGame } from '../store/games';
import { useUi, withStorage } from '../store/ui';
import { Header } from './Header';
import { rulesLabel } from './labels';
import { signOf } from './sign';
import { useGame } from './useGame';
import { useUndoLastHand } from './useUndoLastHand';

/** How far each sticky column stops over the one before it, in px (less than the cells' padding). */
const OVERLAP = 4;

/**
 * Place, player and final stay in view while the breakdown scrolls under them on a phone. Their
 * sticky offsets are measured (names and the language change the widths); the result says
 * whether the table is wider than the screen and whether columns are still off to the right.
 */
function useStickyColumns(shown: boolean) {
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ wide: false, more: false });
  useLayoutEffect(() => {
    const box = scroller.current;
    const head = box?.querySelector('thead tr');
    if (!shown || !box || !head) return;
    const [place, player] = [...head.children];
    const measure = () => {
      const placeWidth = place?.getBoundingClientRect().width ?? 0;
      const playerWidth = player?.getBoundingClientRect().width ?? 0;
      // Each column stops a few pixels over the one before it, inside its padding (app.css says why).
      box.style.setProperty('--player-left', `${placeWidth - 1 - OVERLAP}px`);
      box.style.setProperty('--final-left', `${placeWidth + playerWidth - 1 - 2 * OVERLAP}px`);
      const wide = box.scrollWidth > box.clientWidth + 1;
      const more = wide && box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setOverflow((was) => (was.wide === wide && was.more === more ? was : { wide, more }));
    };
    measure();
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    for (const element of [box, place, player]) if (element) resized?.observe(element);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized?.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [shown]);
  return { scroller, ...overflow };
}

/** Final table: the ledger's settlement (sticks, return, oka, uma, penalties) by place. */
export function EndScreen({ gameId }: { gameId: string }) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const view = useGame(gameId);
  const navigate = useUi((s) => s.navigate);
  const [busy, setBusy] = useState(false);
  const points = (n: number, signed = false) => formatPoints(n, lang, signed);
  const undoer = useUndoLastHand(gameId);
  const results = useMemo(() => (view.status === 'ready' && view.derived.ok && view.derived.state.over ? settle(view.derived.state, view.derived.rules) : null), [view]);
  const { scroller, wide, more } = useStickyColumns(results !== null);

  const back = { screen: 'games' } as const;
  if (view.status !== 'ready') {
    return (
      <main className="screen">
        <Header title={t('end.title')} back={back} />
        <p>{view.status === 'loading' ? t('app.loading') : t('table.notFound')}</p>
      </main>
    );
  }
  const { game } = view.loaded;

  async function again() {
    if (busy) return;
    setBusy(true);
    const next = await withStorage(() => createGame({ players: game.players, presetId: game.presetId, overrides: game.overrides }));
    setBusy(false);
    if (next) navigate({ screen: 'table', gameId: next.id });
  }

  return (
    <main className="screen">
      <Header title={t('end.title')} back={back} />
      {!results ? (
        <p>{t('end.notOver')}</p>
      ) : (
        <>
          {wide && <p className="hint">{t('end.moreColumns')}</p>}
          <div className={`table-wrap${wide ? ' wide' : ''}${more ? ' more' : ''}`}>
            <div className="table-scroll" ref={scroller}>
              <table className="final">
                <caption>
                  <span>{rulesLabel(t, game)}</span>
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="col-place">{t('end.place')}</th>
                    <th scope="col" className="col-player">{t('end.player')}</th>
                    <th scope="col" className="col-final">{t('end.final')}</th>
                    <th scope="col">{t('end.score')}</th>
                    <th scope="col">{t('end.sticks')}</th>
                    <th scope="col">{t('end.return')}</th>
                    <th scope="col">{t('end.oka')}</th>
                    <th scope="col">{t('end.uma')}</th>
                    <th scope="col">{t('end.penalty')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...results]
                    .sort((a, b) => a.place - b.place || a.seat - b.seat)
                    .map((r) => (
                      <tr key={r.seat}>
                        <td className="col-place">{r.place}</td>
                        <th scope="row" className="col-player">
                          <span className="player-name">{game.players[r.seat]}</span>
                        </th>
                        <td className="col-final final-points" data-sign={signOf(r.final)}>{points(r.final, true)}</td>
                        <td>{points(r.score)}</td>
                        <td>{points(r.sticks)}</td>
                        <td>{points(r.returnPoints)}</td>
                        <td>{points(r.oka)}</td>
                        <td>{points(r.uma, true)}</td>
                        <td>{points(r.penalty, true)}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
      <div className="row">
        {results && (
          <button type="button" className="btn primary big" disabled={busy} onClick={() => void again()}>
            {t('end.again')}
          </button>
        )}
        <button type="button" className="btn" onClick={() => navigate({ screen: 'hands', gameId })}>
          {t('end.history')}
        </button>
        {results && (
          // A club night goes on: where this game leaves everyone tonight.
          <button type="button" className="btn" onClick={() => navigate({ screen: 'standings' })}>
            {t('standings.open')}
          </button>
        )}
        {view.derived.ok && view.derived.steps.length > 0 && (
          // The last hand may have been entered wrongly: taking it back returns to the table.
          <button
            type="button"
            className="btn"
            disabled={undoer.busy}
            onClick={() => void undoer.undo(view.derived.ok ? view.derived.steps.at(-1) : undefined, () => navigate({ screen: 'table', gameId }))}
          >
            {t('table.undo')}
          </button>
        )}
      </div>
    </main>
  );
}
