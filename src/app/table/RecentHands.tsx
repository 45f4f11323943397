import { useT } from '../../i18n';
import type { HandStep } from '../../store/derive';
import type { Players } from '../../store/types';
import { HandSummary } from '../HandSummary';
import { OutcomeDeltas } from '../OutcomeDeltas';

/** How many of the last hands a tablet's table shows (the Hands screen has them all). */
export const RECENT_HANDS = 3;

/**
 * The last few hands on a tablet's table, said as the hands list says them, so that "what did
 * East 3 pay?" needs no trip to the Hands screen. Not shown on a phone (app.css): no room there.
 */
export function RecentHands({ steps, players }: { steps: readonly HandStep[]; players: Players }) {
  const t = useT();
  const first = Math.max(0, steps.length - RECENT_HANDS);
  return (
    <section className="recent" aria-label={t('table.recent')}>
      <h2>{t('table.recent')}</h2>
      {steps.length === 0 ? (
        <p className="hint">{t('history.empty')}</p>
      ) : (
        <ol className="hands">
          {/* The latest first: the one a scorekeeper checks, never the one a short column cuts off. */}
          {steps
            .slice(first)
            .map((step, index) => ({ step, number: first + index + 1 }))
            .reverse()
            .map(({ step, number }) => (
              <li key={step.seq} className="hand-row" aria-label={t('history.hand', { n: number })}>
                <HandSummary step={step} number={number} players={players} />
                {step.result.type !== 'end' && <OutcomeDeltas outcome={step.outcome} players={players} compact />}
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}
