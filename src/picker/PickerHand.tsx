import type { Dispatch } from 'react';
import type { Meld } from '../core/hand';
import type { Rules } from '../core/rules';
import { isSuitedFive, kindOf } from '../core/tiles';
import { useT } from '../i18n';
import { handSize, handTarget, hasRiichi, isMeldMode, sortedConcealed, type PickerAction, type PickerState } from './pickerState';
import { TileFace } from './TileFace';
import { tileName, tileNames } from './tileNames';

/**
 * The hand as entered: concealed tiles (sorted) and then the calls in one box, the winning-tile slot
 * beside it, the indicators under it. The box the next tile tap goes to is outlined (`pk-target`).
 * `total`: the tiles the hand should hold, 14 for a win, 13 for a tenpai check (no winning tile).
 *
 * The box keeps room for the hand's concealed tiles from the first tap, and every call takes three
 * of them: so the calls sit in that room, and the box keeps one height whatever is in it. A list of
 * calls under it pushed the grid below down a row at each call, away from the thumb.
 */
export function PickerHand({
  state,
  dispatch,
  rules,
  total = 14,
}: {
  state: PickerState;
  dispatch: Dispatch<PickerAction>;
  rules: Rules;
  total?: number;
}) {
  const t = useT();
  const marking = state.mode === 'winning';
  const label = (name: string) => (marking ? t('picker.tileMarkWinning', { tile: name }) : t('picker.tileInHand', { tile: name }));
  const size = handSize(state);
  const winSlot = total === 14;
  // A tenpai check has no winning tile: a tile typed apart sits among the others.
  const shown = !winSlot && state.winTile !== null ? [...state.concealed, state.winTile] : state.concealed;
  // A tile tap goes into the box for a call as for a concealed tile.
  const target = state.mode === 'hand' || isMeldMode(state.mode);
  return (
    <section className="pk-hand" aria-label={t('picker.hand')}>
      <div className="pk-hand-head">
        <span>{t('picker.hand')}</span>
        <span className="pk-count" data-testid="picker-count">
          {t('picker.tilesCount', { n: size + 3 * state.melds.length, total })}
        </span>
        {winSlot && (
          <span className="pk-win-caption" aria-hidden="true">
            {t('picker.mode.winning')}
          </span>
        )}
      </div>
      <div className="pk-hand-body">
        <div className={`pk-hand-tiles${target ? ' pk-target' : ''}${marking ? ' pk-marking' : ''}`}>
          {size === 0 && state.melds.length === 0 && <p className="pk-hint">{t('picker.handEmpty')}</p>}
          {sortedConcealed(shown).map(({ tile, index }) => (
            <button
              type="button"
              key={index}
              className="pk-hand-tile"
              aria-label={label(tileName(t, tile))}
              onClick={() => dispatch(index === state.concealed.length ? { type: 'tapWinTile' } : { type: 'tapHandTile', index })}
            >
              <TileFace tile={tile} />
            </button>
          ))}
          {state.melds.length > 0 && <Calls melds={state.melds} dispatch={dispatch} rules={rules} />}
        </div>
        {winSlot && <WinSlot state={state} dispatch={dispatch} />}
      </div>
      <div className="pk-indicator-rows">
        <Indicators which="dora" state={state} dispatch={dispatch} />
        {hasRiichi(state.flags) && <Indicators which="ura" state={state} dispatch={dispatch} />}
      </div>
      {size > handTarget(state.melds.length) && <p role="alert">{t('picker.tooMany', { n: size - handTarget(state.melds.length) })}</p>}
    </section>
  );
}

/**
 * The calls, after the concealed tiles in the same box: each one a button that removes it, its
 * tiles smaller than the hand's with its kind under them (a closed kan's end tiles face down), and
 * a red-five swap beside a chi or pon with a five where the preset has red fives.
 */
function Calls({ melds, dispatch, rules }: { melds: readonly Meld[]; dispatch: Dispatch<PickerAction>; rules: Rules }) {
  const t = useT();
  return (
    <ul className="pk-melds" aria-label={t('picker.melds')}>
      {melds.map((meld, i) => {
        const kindName = t(`picker.meld.${meld.kind}`);
        const names = tileNames(t, meld.tiles);
        const hasFive = rules.redFives && meld.tiles.length === 3 && meld.tiles.some((x) => isSuitedFive(kindOf(x)));
        return (
          <li key={i} className={`pk-meld pk-meld-${meld.kind}`}>
            <button
              type="button"
              className="pk-meld-tiles"
              aria-label={t('picker.meldRemove', { meld: kindName, tiles: names })}
              onClick={() => dispatch({ type: 'removeMeld', index: i })}
            >
              <span className="pk-meld-faces">
                {meld.tiles.map((tile, j) => (
                  <span key={j} className={meld.kind === 'ankan' && (j === 0 || j === 3) ? 'pk-face-down' : undefined}>
                    <TileFace tile={tile} />
                  </span>
                ))}
              </span>
              <span className="pk-meld-kind">{kindName} ✕</span>
            </button>
            {hasFive && (
              <button
                type="button"
                className="pk-small-btn pk-meld-red"
                aria-label={t('picker.meldRed', { meld: kindName, tiles: names })}
                onClick={() => dispatch({ type: 'toggleMeldRed', index: i })}
              >
                <span aria-hidden="true">5⇄0</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The winning-tile slot: the tile (tap to remove it, or to keep it while choosing), or an empty
 * frame that starts choosing. Always there beside the hand, so which tile won is never a guess.
 */
function WinSlot({ state, dispatch }: { state: PickerState; dispatch: Dispatch<PickerAction> }) {
  const t = useT();
  const marking = state.mode === 'winning';
  const target = marking ? ' pk-target' : '';
  if (state.winTile === null) {
    return (
      <button
        type="button"
        className={`pk-win-slot pk-win-empty${target}`}
        aria-label={t('picker.winSlotEmpty')}
        onClick={() => dispatch({ type: 'setMode', mode: 'winning' })}
      />
    );
  }
  const name = tileName(t, state.winTile);
  return (
    <button
      type="button"
      className={`pk-win-slot pk-hand-tile pk-win-tile${target}`}
      aria-label={`${t('picker.winningTileOf', { tile: name })}. ${marking ? t('picker.tileMarkWinning', { tile: name }) : t('picker.tileInHand', { tile: name })}`}
      onClick={() => dispatch({ type: 'tapWinTile' })}
    >
      <TileFace tile={state.winTile} />
      {/* The mark is drawn by the style sheet (picker.css): a decoration, not text for the slot's name to hold. */}
      <span className="pk-win-mark" />
    </button>
  );
}

/** One row of indicators as entered (tap one to remove it); the buttons above the grid fill it. */
function Indicators({ which, state, dispatch }: { which: 'dora' | 'ura'; state: PickerState; dispatch: Dispatch<PickerAction> }) {
  const t = useT();
  const list = which === 'dora' ? state.doraIndicators : state.uraIndicators;
  return (
    <div className={`pk-indicators${state.mode === which ? ' pk-target' : ''}`}>
      <span className="pk-ind-label">{t(which === 'dora' ? 'picker.dora' : 'picker.ura')}</span>
      <span className="pk-ind-tiles">
        {list.length === 0 && <span className="pk-hint">{t('picker.none')}</span>}
        {list.map((tile, index) => (
          <button
            type="button"
            key={index}
            className="pk-ind-tile"
            aria-label={t('picker.indicatorRemove', { tile: tileName(t, tile) })}
            onClick={() => dispatch({ type: 'removeIndicator', which, index })}
          >
            <TileFace tile={tile} />
          </button>
        ))}
      </span>
    </div>
  );
}
