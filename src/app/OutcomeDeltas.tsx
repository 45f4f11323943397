import { SEATS, type HandOutcome, type Scores, type Seat } from '../ledger';
import type { Players } from '../store/types';
import { formatPoints, useLang, useT } from '../i18n';

/**
 * What a hand did to each player: table points, and beside them a penalty after uma (a chombo,
 * a penalty event) where there is one, so that a chombo never reads as a hand that changed nothing.
 * For the hand dialog's preview and the hand history alike; the history also gives each player's
 * score after the hand (`after`), so that a referee asked "what was the score after East 3?"
 * reads it instead of adding up every hand before.
 */
export function OutcomeDeltas({
  outcome,
  players,
  after,
  compact = false,
  sticksBack = [],
}: {
  outcome: Pick<HandOutcome, 'deltas' | 'penaltyDeltas'>;
  players: Players;
  after?: Scores;
  compact?: boolean;
  /** Seats whose riichi stick on the table comes back (a chombo): said, so that the +1,000 does not read as a win. */
  sticksBack?: readonly Seat[];
}) {
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
            {sticksBack.includes(seat) && <small> ({t('hand.stickBack')})</small>}
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
