import type { HandOutcome, Scores } from '../ledger';
import type { Players } from '../store/types';
import { formatPoints, useLang, useT } from '../i18n';
import { SEATS } from './labels';

/**
 * What a hand did to each player: table points, and beside them a penalty after uma (a chombo,
 * a penalty event) where there is one, so that a chombo never reads as a hand that changed nothing.
 * For the hand dialog's preview and the hand history alike; the history also gives each player's
 * score after the hand (`after`), so that a referee asked "what was the score after East 3?"
 * reads it instead of adding up every hand before.
 */
export function OutcomeDeltas({ outcome, players, after, compact = false }: { outcome: Pick<HandOutcome, 'deltas' | 'penaltyDeltas'>; players: Players; after?: Scores; compact?: boolean }) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  return (
    <ul className={compact ? 'deltas compact' : 'deltas'}>
      {SEATS.map((seat) => {
        const delta = outcome.deltas[seat] + outcome.penaltyDeltas[seat];
        return (
          <li key={seat} className={delta > 0 ? 'up' : delta < 0 ? 'down' : ''}>
            <span>{players[seat]}</span>
            <strong>{formatPoints(outcome.deltas[seat], lang, true)}</strong>
            {after && (
              <span className="score-after">
                <span aria-hidden="true">→ </span>
                <span className="visually-hidden">{t('history.scoreAfter')} </span>
                {formatPoints(after[seat], lang)}
              </span>
            )}
            {outcome.penaltyDeltas[seat] !== 0 && (
              <small>
                {' '}
                ({t('table.penalties')} {formatPoints(outcome.penaltyDeltas[seat], lang, true)})
              </small>
            )}
          </li>
        );
      })}
    </ul>
  );
}
