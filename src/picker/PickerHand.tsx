import type { Dispatch } from 'react';
import type { Rules } from '../core/rules';
import { kindOf } from '../core/tiles';
import { useT } from '../i18n';
import { handSize, handTarget, hasRiichi, sortedConcealed, type PickerAction, type PickerState } from './pickerState';
import { TileFace } from './TileFace';
import { tileName, tileNames } from './tileNames';

/** The hand as entered: concealed tiles (sorted), the winning tile apart, then the calls. */
/** `total`: the tiles the hand should hold, 14 for a win, 13 for a tenpai check. */
export function PickerHand({ state, dispatch, rules, total = 14 }: { state: PickerState; dispatch: Dispatch<PickerAction>; rules: Rules; total?: number }) {
  const t = useT();
  const marking = state.mode === 'winning';
  const label = (name: string) => (marking ? t('picker.tileMarkWinning', { tile: name }) : t('picker.tileInHand', { tile: name }));
  const size = handSize(state);
  // The winning tile is shown apart only once the hand is complete.
  const waiting = size < handTarget(state.melds.length);
  return (
    <section className="pk-hand" aria-label={t('picker.hand')}>
      <div className="pk-hand-head">
        <span>{t('picker.hand')}</span>
        <span className="pk-count" data-testid="picker-count">
          {t('picker.tilesCount', { n: size + 3 * state.melds.length, total })}
        </span>
      </div>
      <div className="pk-hand-tiles">
        {size === 0 && state.melds.length === 0 && <p className="pk-hint">{t('picker.handEmpty')}</p>}
        {sortedConcealed(waiting && state.winTile !== null ? [...state.concealed, state.winTile] : state.concealed).map(({ tile, index }) => (
          <button
            type="button"
            key={index}
            className="pk-hand-tile"
            aria-label={label(tileName(t, tile))}
            // While the hand waits, the last tile tapped is one of the concealed tiles like any other.
            onClick={() => dispatch(index === state.concealed.length ? { type: 'tapWinTile' } : { type: 'tapHandTile', index })}
          >
            <TileFace tile={tile} />
          </button>
        ))}
        {state.winTile !== null && !waiting && (
          <button
            type="button"
            className="pk-hand-tile pk-win-tile"
            aria-label={`${t('picker.winningTileOf', { tile: tileName(t, state.winTile) })}. ${marking ? '' : t('picker.tileInHand', { tile: tileName(t, state.winTile) })}`}
            onClick={() => dispatch({ type: 'tapWinTile' })}
          >
            <TileFace tile={state.winTile} />
            <span className="pk-win-mark" aria-hidden="true">
              ★
            </span>
          </button>
        )}
      </div>
      {state.melds.length > 0 && (
        <ul className="pk-melds" aria-label={t('picker.melds')}>
          {state.melds.map((meld, i) => {
            const kindName = t(`picker.meld.${meld.kind}`);
            const names = tileNames(t, meld.tiles);
            const hasFive = rules.redFives && meld.tiles.length === 3 && meld.tiles.some((x) => kindOf(x) < 27 && kindOf(x) % 9 === 4);
            return (
              <li key={i} className={`pk-meld pk-meld-${meld.kind}`}>
                <button type="button" className="pk-meld-tiles" aria-label={t('picker.meldRemove', { meld: kindName, tiles: names })} onClick={() => dispatch({ type: 'removeMeld', index: i })}>
                  {meld.tiles.map((tile, j) => (
                    <span key={j} className={meld.kind === 'ankan' && (j === 0 || j === 3) ? 'pk-face-down' : undefined}>
                      <TileFace tile={tile} />
                    </span>
                  ))}
                  <span className="pk-meld-kind">{kindName} ✕</span>
                </button>
                {hasFive && (
                  <button type="button" className="pk-small-btn" aria-label={t('picker.meldRed', { meld: kindName, tiles: names })} onClick={() => dispatch({ type: 'toggleMeldRed', index: i })}>
                    <span aria-hidden="true">5⇄0</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Indicators which="dora" state={state} dispatch={dispatch} />
      {hasRiichi(state.flags) && <Indicators which="ura" state={state} dispatch={dispatch} />}
      {size > handTarget(state.melds.length) && <p role="alert">{t('picker.tooMany', { n: size - handTarget(state.melds.length) })}</p>}
    </section>
  );
}

function Indicators({ which, state, dispatch }: { which: 'dora' | 'ura'; state: PickerState; dispatch: Dispatch<PickerAction> }) {
  const t = useT();
  const list = which === 'dora' ? state.doraIndicators : state.uraIndicators;
  const active = state.mode === which;
  return (
    // The row the taps are going to is marked, so a scorer sees at a glance that they are not going to the hand.
    <div className={active ? 'pk-indicators pk-indicators-on' : 'pk-indicators'}>
      <button type="button" className={`pk-mode-btn${active ? ' pk-on' : ''}`} aria-pressed={active} onClick={() => dispatch({ type: 'setMode', mode: which })}>
        {t(which === 'dora' ? 'picker.dora' : 'picker.ura')}
      </button>
      {list.length === 0 && <span className="pk-hint">{t('picker.none')}</span>}
      {list.map((tile, index) => (
        <button type="button" key={index} className="pk-ind-tile" aria-label={t('picker.indicatorRemove', { tile: tileName(t, tile) })} onClick={() => dispatch({ type: 'removeIndicator', which, index })}>
          <TileFace tile={tile} />
        </button>
      ))}
    </div>
  );
}
