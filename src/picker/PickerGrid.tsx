import { useId, useState, type KeyboardEvent } from 'react';
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

type Place = readonly [row: number, column: number];

/** The grid's rows by the suit letters of mpsz notation (src/core/tiles.ts): m, p, s, then the honours. */
const SUIT_ROWS = 'mpsz';

/**
 * Where a key moves from `at` on the grid `open` (the tiles that can still be tapped), or null: the
 * arrows, Home and End; a suit's letter (m, p, s, z) to its row and a number (1 to 9, 0 for the red
 * five) to its column, as a hand is written in mpsz: "5" "p" Enter taps 5 pin.
 */
export function moveOnGrid(open: readonly (readonly boolean[])[], at: Place, key: string): Place | null {
  const [row, column] = at;
  const enabled = (r: number, c: number) => open[r]?.[c] === true;
  const along = (r: number, from: number, step: number): Place | null => {
    for (let c = from; c >= 0 && c < (open[r]?.length ?? 0); c += step) if (enabled(r, c)) return [r, c];
    return null;
  };
  /** The open tile nearest to `column` in row r. */
  const nearest = (r: number): Place | null => {
    const width = open[r]?.length ?? 0;
    for (let d = 0; d < width; d++) {
      const c = Math.min(column, width - 1);
      if (enabled(r, c - d)) return [r, c - d];
      if (enabled(r, c + d)) return [r, c + d];
    }
    return null;
  };
  const suitRow = SUIT_ROWS.indexOf(key.toLowerCase());
  if (key.length === 1 && suitRow >= 0) return enabled(suitRow, Math.min(column, (open[suitRow]?.length ?? 1) - 1)) ? [suitRow, Math.min(column, (open[suitRow]?.length ?? 1) - 1)] : nearestIn(suitRow);
  if (/^[0-9]$/.test(key)) {
    const to = key === '0' ? 9 : Number(key) - 1;
    return enabled(row, to) ? [row, to] : null;
  }
  function nearestIn(r: number): Place | null {
    return nearest(r);
  }
  switch (key) {
    case 'ArrowRight':
      return along(row, column + 1, 1);
    case 'ArrowLeft':
      return along(row, column - 1, -1);
    case 'Home':
      return along(row, 0, 1);
    case 'End':
      return along(row, (open[row]?.length ?? 0) - 1, -1);
    case 'ArrowDown':
      for (let r = row + 1; r < open.length; r++) if (nearest(r)) return nearest(r);
      return null;
    case 'ArrowUp':
      for (let r = row - 1; r >= 0; r--) if (nearest(r)) return nearest(r);
      return null;
    default:
      return null;
  }
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
  const [stopRow, stopColumn] = open[stop[0]]?.[stop[1]] ? stop : (moveOnGrid(open, stop, 'ArrowDown') ?? moveOnGrid(open, stop, 'ArrowUp') ?? moveOnGrid(open, [stop[0], -1], 'ArrowRight') ?? stop);
  // The tile tapped last and how many tiles were in use before: said once the tap took it.
  const [tapped, setTapped] = useState<{ readonly tile: Tile; readonly before: number } | null>(null);
  const added = tapped !== null && inUse.length > tapped.before ? tapped.tile : null;
  const keysId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveOnGrid(open, [stopRow, stopColumn], event.key);
    if (!next) return;
    event.preventDefault();
    setStop(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-place="${next[0]}-${next[1]}"]`)?.focus();
  };
  return (
    <div className={`pk-grid${rules.redFives ? ' pk-grid-red' : ''}${away ? ' pk-grid-away' : ''}`} role="group" aria-label={t('picker.grid')} aria-describedby={keysId} onKeyDown={onKeyDown}>
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
