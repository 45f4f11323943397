import { useState } from 'react';
import type { Rules } from '../core/rules';
import { useT } from '../i18n';
import { evaluateInput } from './evaluate';
import { PickerResult } from './PickerResult';
import { readRecordedTiles } from './recorded';
import { TileFace } from './TileFace';
import { tileName, tileNames } from './tileNames';
import type { Tile } from '../core/tiles';
import './picker.css';

/** Tiles kept with a win, if any: on a hand result (tsumo) or each win of a ron. */
function tilesOf(result: unknown): unknown[] {
  if (typeof result !== 'object' || result === null) return [];
  const r = result as { tiles?: unknown; wins?: unknown };
  if (r.tiles !== undefined) return [r.tiles];
  return Array.isArray(r.wins) ? r.wins.flatMap((w: unknown) => tilesOf(w)) : [];
}

/**
 * For the hand history: "Show tiles" under a win recorded with the picker. The tiles are scored
 * again by today's core (what a referee checks), under the game's rules: its preset with its
 * house rules, as the picker scored them (the tiles name only the preset).
 */
export function RecordedHand({ result, rules }: { readonly result: unknown; readonly rules: Rules }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const recorded = tilesOf(result)
    .map(readRecordedTiles)
    .filter((r) => r !== null);
  if (recorded.length === 0) return null;
  return (
    <div className="pk-recorded">
      <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t(open ? 'picker.hideTiles' : 'picker.showTiles')}
      </button>
      {open &&
        recorded.map(({ tiles, input }, i) => (
          <div key={i} className="pk-picker pk-recorded-hand" aria-label={t('picker.recorded')} role="group">
            <p className="pk-recorded-tiles">
              {input.concealed.map((tile, j) => (
                <span key={j} className="pk-mini-tile" role="img" aria-label={tileName(t, tile)}>
                  <TileFace tile={tile} />
                </span>
              ))}
              <span
                className="pk-mini-tile pk-recorded-win"
                role="img"
                aria-label={t('picker.winningTileOf', { tile: tileName(t, input.winTile) })}
              >
                <TileFace tile={input.winTile} />
              </span>
              {input.melds.map((meld, j) => (
                <span
                  key={`m${j}`}
                  className="pk-recorded-meld"
                  role="img"
                  aria-label={`${t(`picker.meld.${meld.kind}`)} ${tileNames(t, meld.tiles)}`}
                >
                  {meld.tiles.map((tile, k) => (
                    <span key={k} className="pk-mini-tile">
                      <TileFace tile={tile} />
                    </span>
                  ))}
                </span>
              ))}
              <code> {[tiles.concealed, tiles.winTile, ...tiles.melds].join(' ')}</code>
            </p>
            {/* The indicators too: "Dora 1 han" is checked against them. */}
            <Indicators label={t('picker.dora')} tiles={input.doraIndicators} />
            <Indicators label={t('picker.ura')} tiles={input.uraIndicators} />
            <PickerResult evaluation={evaluateInput(input, rules)} sticks={0} />
          </div>
        ))}
    </div>
  );
}

/** A row of indicators kept with the hand, under its name; nothing when there are none. */
function Indicators({ label, tiles }: { readonly label: string; readonly tiles: readonly Tile[] }) {
  const t = useT();
  if (tiles.length === 0) return null;
  return (
    <p className="pk-recorded-tiles" role="group" aria-label={label}>
      <span className="pk-recorded-label">{label}: </span>
      {tiles.map((tile, i) => (
        <span key={i} className="pk-mini-tile" role="img" aria-label={tileName(t, tile)}>
          <TileFace tile={tile} />
        </span>
      ))}
    </p>
  );
}
