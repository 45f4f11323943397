import type { Rules } from '../core/rules';
import { RED_5M, type Tile } from '../core/tiles';
import { usePlural, useT } from '../i18n';
import { copiesLeft } from './pickerState';
import { TileFace } from './TileFace';
import { tileName } from './tileNames';

/** The 34 kinds by suit, one row each (red fives at the end of their row where the preset has them). */
function rows(rules: Rules): Tile[][] {
  const suited = [0, 1, 2].map((suit) => {
    const row = Array.from({ length: 9 }, (_, i) => suit * 9 + i);
    return rules.redFives ? [...row, RED_5M + suit] : row;
  });
  return [...suited, [27, 28, 29, 30, 31, 32, 33]];
}

export function PickerGrid(props: {
  readonly rules: Rules;
  readonly inUse: readonly Tile[];
  readonly onTap: (tile: Tile) => void;
  /** Taps go elsewhere than the hand (indicators, a call, the winning tile): the grid is framed. */
  readonly away?: boolean;
}) {
  const t = useT();
  const plural = usePlural();
  const { rules, inUse, onTap, away = false } = props;
  return (
    <div className={`pk-grid${rules.redFives ? ' pk-grid-red' : ''}${away ? ' pk-grid-away' : ''}`} role="group" aria-label={t('picker.grid')}>
      {rows(rules).map((row, r) => (
        <div className="pk-grid-row" key={r}>
          {row.map((tile) => {
            const left = copiesLeft(inUse, tile, rules);
            const used = inUse.filter((x) => x === tile).length;
            return (
              <button
                type="button"
                key={tile}
                className="pk-tile-btn"
                aria-label={tileName(t, tile)}
                title={plural('picker.count', left)}
                disabled={left <= 0}
                onClick={() => onTap(tile)}
              >
                <TileFace tile={tile} />
                {used > 0 && (
                  <span className="pk-badge" aria-hidden="true">
                    {used}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
