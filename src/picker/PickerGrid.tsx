import { useId, useState, type KeyboardEvent } from 'react';
import type { Rules } from '../core/rules';
import { RED_5M, type Tile } from '../core/tiles';
import { usePlural, useT } from '../i18n';
import { moveOnGrid, moveOnLayout, nearestOpen, type Place, type TileSpot } from './gridKeys';
import { copiesLeft } from './pickerState';
import { TileFace } from './TileFace';
import { tileName } from './tileNames';

/**
 * The 34 kinds by suit, one row each (red fives at the end of their row where the preset has them): the
 * places of the keyboard's moves (gridKeys.ts). The style sheet draws a suit in one line or in two.
 */
function rows(rules: Rules): Tile[][] {
  const suited = [0, 1, 2].map((suit) => {
    const row = Array.from({ length: 9 }, (_, i) => suit * 9 + i);
    return rules.redFives ? [...row, RED_5M + suit] : row;
  });
  return [...suited, [27, 28, 29, 30, 31, 32, 33]];
}

/**
 * The grid of tiles to tap: one stop in the Tab order, the arrow keys (and Home, End) moving between
 * its tiles (a roving tab stop: 214 Tabs entered 14 tiles before, issue 33). Each tile is named with
 * the count on its badge (WCAG 2.5.3), and a tap says which tile went in (a live region of its own).
 */
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
  const grid = rows(rules);
  const open = grid.map((row) => row.map((tile) => copiesLeft(inUse, tile, rules) > 0));
  const [stop, setStop] = useState<Place>([0, 0]);
  // The tab stop stays on an open tile: a tile used up hands it to the nearest one still open.
  const [stopRow, stopColumn] = nearestOpen(open, stop) ?? stop;
  // The tile tapped last and how many tiles were in use before: said once the tap took it.
  const [tapped, setTapped] = useState<{ readonly tile: Tile; readonly before: number } | null>(null);
  const added = tapped !== null && inUse.length > tapped.before ? tapped.tile : null;
  const keysId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from: Place = [stopRow, stopColumn];
    // The arrows, Home and End go by where the tiles are drawn (a suit in one line or two: picker.css).
    const next = moveOnGrid(open, from, event.key) ?? moveOnLayout(drawnTiles(event.currentTarget), from, event.key);
    if (!next) return;
    event.preventDefault();
    setStop(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-place="${next[0]}-${next[1]}"]`)?.focus();
  };
  return (
    <div
      className={`pk-grid${rules.redFives ? ' pk-grid-red' : ''}${away ? ' pk-grid-away' : ''}`}
      role="group"
      aria-label={t('picker.grid')}
      aria-describedby={keysId}
      onKeyDown={onKeyDown}
    >
      {grid.map((row, r) => (
        <div className="pk-grid-row" key={r}>
          {row.map((tile, c) => {
            const left = copiesLeft(inUse, tile, rules);
            const used = inUse.filter((x) => x === tile).length;
            const name = tileName(t, tile);
            return (
              <button
                type="button"
                key={tile}
                className="pk-tile-btn"
                data-place={`${r}-${c}`}
                tabIndex={r === stopRow && c === stopColumn ? 0 : -1}
                aria-label={used > 0 ? t('picker.tileUsed', { tile: name, n: used }) : name}
                title={plural('picker.count', left)}
                disabled={left <= 0}
                onFocus={() => setStop([r, c])}
                onClick={() => {
                  setTapped({ tile, before: inUse.length });
                  onTap(tile);
                }}
              >
                <TileFace tile={tile} />
                {/* The count is in the tile's name; the badge draws it (picker.css), so the face's own numeral and the badge's are not read as one number ("11"). */}
                {used > 0 && <span className="pk-badge" data-count={used} />}
              </button>
            );
          })}
        </div>
      ))}
      <span className="visually-hidden" id={keysId}>
        {t('picker.gridKeys')}
      </span>
      <span className="visually-hidden" role="status">
        {added === null ? '' : t('picker.tileAdded', { tile: tileName(t, added) })}
      </span>
    </div>
  );
}

/** The grid's tiles where they are drawn: the centre of each and whether it can be tapped. */
function drawnTiles(grid: HTMLElement): TileSpot[] {
  return [...grid.querySelectorAll<HTMLButtonElement>('button[data-place]')].map((button) => {
    const box = button.getBoundingClientRect();
    const [row = 0, column = 0] = (button.dataset.place ?? '').split('-').map(Number);
    return { place: [row, column], x: box.left + box.width / 2, y: box.top + box.height / 2, open: !button.disabled };
  });
}
