import type { HandOutcome } from '../ledger';
import type { Players } from '../store/types';
import { formatPoints, useLang, useT } from '../i18n';
import { SEATS } from './labels';

/**
 * What a hand did to each player: table points, and beside them a penalty after uma (a chombo,
 * a penalty event) where there is one, so that a chombo never reads as a hand that changed nothing.
 * For the hand dialog's preview and the hand history alike.
 */
export function OutcomeDeltas({ outcome, players, compact = false }: { outcome: Pick<HandOutcome, 'deltas' | 'penaltyDeltas'>; players: Players; compact?: boolean }) {
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
