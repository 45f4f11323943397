import { formatPoints, useLang, useT, type MessageKey } from '../i18n';
import { penaltyBelowLowerPlace, type SeatResult } from '../ledger';
import { signOf } from './sign';

type PartKey = 'score' | 'sticks' | 'returnPoints' | 'oka' | 'uma' | 'penalty';

/**
 * What a final adds up from, in that order. Everything after the table score is added to it, so it
 * carries its sign like the final: a plus on sticks, oka and a gain in uma or penalties ("+20,000"
 * for oka beside "+20,000" for uma, not "20,000").
 */
const PARTS = [
  { key: 'score', label: 'end.score', signed: false },
  { key: 'sticks', label: 'end.sticks', signed: true },
  { key: 'returnPoints', label: 'end.return', signed: true },
  { key: 'oka', label: 'end.oka', signed: true },
  { key: 'uma', label: 'end.uma', signed: true },
  { key: 'penalty', label: 'end.penalty', signed: true },
] as const satisfies readonly { key: PartKey; label: MessageKey; signed: boolean }[];

/**
 * Class of a part's header and cells. A part that is zero for everybody (oka under EMA 2025, sticks
 * when none were left) is `idle`: a phone leaves it out to keep each player's lines short.
 */
function partClass(key: PartKey, results: readonly SeatResult[]): string {
  return `part part-${key}${results.every((r) => r[key] === 0) ? ' idle' : ''}`;
}

/**
 * The final results as a table: place, player and final, then what the final adds up from. Below
 * 800px app.css turns each row into a small grid (the final beside the name, the breakdown labelled
 * under it from `data-label`), so every number is on a phone's screen without scrolling sideways.
 * Some browsers (WebKit among them) drop the table semantics of table parts whose CSS display
 * changes; the explicit roles keep them for screen readers.
 */
export function FinalTable({ results, players, caption }: { results: readonly SeatResult[]; players: readonly string[]; caption: string }) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const byPlace = [...results].sort((a, b) => a.place - b.place || a.seat - b.seat);
  return (
    <>
      <table className="final" role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className="col-place">
              {t('end.place')}
            </th>
            <th scope="col" role="columnheader" className="col-player">
              {t('end.player')}
            </th>
            <th scope="col" role="columnheader" className="col-final">
              {t('end.final')}
            </th>
            {PARTS.map((part) => (
              <th key={part.key} scope="col" role="columnheader" className={partClass(part.key, results)}>
                {t(part.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {byPlace.map((r) => (
            <tr key={r.seat} role="row">
              <td role="cell" className="col-place">
                {r.place}
              </td>
              <th scope="row" role="rowheader" className="col-player">
                <span className="player-name">{players[r.seat]}</span>
              </th>
              <td role="cell" className="col-final" data-sign={signOf(r.final)}>
                {formatPoints(r.final, lang, true)}
              </td>
              {PARTS.map((part) => (
                // The sign colours the penalty only: a chombo explains a final its place does not.
                <td
                  key={part.key}
                  role="cell"
                  className={partClass(part.key, results)}
                  data-label={t(part.label)}
                  data-sign={part.key === 'penalty' ? signOf(r.penalty) : undefined}
                >
                  {formatPoints(r[part.key], lang, part.signed)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {penaltyBelowLowerPlace(results) && <p className="hint">{t('end.placesBeforePenalty')}</p>}
    </>
  );
}
