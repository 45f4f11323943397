import { useMemo, useState } from 'react';
import { usePlural, useT } from '../i18n';
import { settle } from '../ledger';
import { createGame } from '../store/games';
import { useUi } from '../nav/ui';
import { withStorage } from '../store/storageProblem';
import { ChangedRules } from './ChangedRules';
import { ScoreSlip } from './tableDevice/ScoreSlip';
import { FinalTable } from './FinalTable';
import { Header } from './Header';
import { nextHandText, rulesLabel } from './labels';
import { useGame } from './useGame';
import { useUndoLastHand } from './useUndoLastHand';

/** Final table: the ledger's settlement (sticks, return, oka, uma, penalties) by place. */
export function EndScreen({ gameId }: { gameId: string }) {
  const t = useT();
  const plural = usePlural();
  const view = useGame(gameId);
  const navigate = useUi((s) => s.navigate);
  const [busy, setBusy] = useState(false);
  const undoer = useUndoLastHand(gameId);
  const results = useMemo(
    () => (view.status === 'ready' && view.derived.ok && view.derived.state.over ? settle(view.derived.state, view.derived.rules) : null),
    [view],
  );

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
  const steps = view.derived.ok ? view.derived.steps : [];
  // A game ended when time was up says before which hand (a penalty may follow the end); while
  // the end is the last step, Undo takes it back, not a hand.
  const timeUp = steps.find((step) => step.result.type === 'end');
  const last = steps.at(-1);
  const undoesEnd = last?.result.type === 'end';

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
      {/* Above the table: on a phone the results fill the screen. */}
      {results && timeUp && <p className="note">{t('end.timeUp', { round: nextHandText(t, plural, timeUp.after) })}</p>}
      {!results ? <p>{t('end.notOver')}</p> : <FinalTable results={results} players={game.players} caption={rulesLabel(t, game)} />}
      {/* The caption says the game had house rules; which, and what they did to the sum, under it. */}
      <ChangedRules game={game} />
      {/* A tournament's game: the players confirm the results, and the file goes to the organiser. */}
      {view.derived.ok && <ScoreSlip loaded={view.loaded} derived={view.derived} />}
      <div className="row">
        {results && game.tournament && (
          // A tournament's next session seats everyone anew: the table device joins its next table
          // by the organiser's code, never by playing these four again.
          <button type="button" className="btn primary big" onClick={() => navigate({ screen: 'join' })}>
            {t('end.nextTable')}
          </button>
        )}
        {results && !game.tournament && (
          <button type="button" className="btn primary big" disabled={busy} onClick={() => void again()}>
            {t('end.again')}
          </button>
        )}
        {results && !game.tournament && (
          // A club night often draws seats again for the next game: the setup comes filled in with
          // the players, the rules and the house rules, to seat them at random or by hand.
          <button type="button" className="btn" onClick={() => navigate({ screen: 'setup', from: gameId })}>
            {t('end.reseat')}
          </button>
        )}
        <button type="button" className="btn" onClick={() => navigate({ screen: 'hands', gameId })}>
          {t('end.history')}
        </button>
        {results && (
          // A club night goes on: where this game leaves everyone tonight.
          <button type="button" className="btn" onClick={() => navigate({ screen: 'standings', from: gameId })}>
            {t('standings.open')}
          </button>
        )}
        {last && (
          // The last hand may have been entered wrongly: taking it back returns to the table.
          <button
            type="button"
            className="btn"
            disabled={undoer.busy}
            onClick={() => void undoer.undo(last, () => navigate({ screen: 'table', gameId }))}
          >
            {undoesEnd ? t('end.undoEnd') : t('table.undo')}
          </button>
        )}
      </div>
    </main>
  );
}
