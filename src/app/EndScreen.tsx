import { useMemo, useState } from 'react';
import { formatPoints, useLang, useT } from '../i18n';
import { settle } from '../ledger';
import { createGame } from '../store/games';
import { useUi, withStorage } from '../store/ui';
import { Header } from './Header';
import { rulesLabel } from './labels';
import { useGame } from './useGame';
import { useUndoLastHand } from './useUndoLastHand';

/** A final result's sign, for its colour: a loss must not look like a win from across the table. */
function signOf(points: number): 'positive' | 'negative' | 'zero' {
  return points > 0 ? 'positive' : points < 0 ? 'negative' : 'zero';
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
        <div className="table-scroll">
          <table className="final">
            <caption>{rulesLabel(t, game)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('end.place')}</th>
                <th scope="col">{t('end.player')}</th>
                <th scope="col">{t('end.final')}</th>
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
                    <td>{r.place}</td>
                    <th scope="row">{game.players[r.seat]}</th>
                    <td className="final-points" data-sign={signOf(r.final)}>{points(r.final, true)}</td>
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
