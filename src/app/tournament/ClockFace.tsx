import { useTournamentWords } from '../../i18n/tournament';
import { clockText, type ClockState } from '../../tournament/clock';

/** A session's clock as text: the time left, the session's length before it starts, "Time is up" after. */
export function ClockFace({
  clock,
  minutes,
  className,
}: {
  readonly clock: ClockState;
  readonly minutes: number;
  readonly className?: string;
}) {
  const { t } = useTournamentWords();
  const text =
    clock.state === 'running' ? clockText(clock.msLeft) : clock.state === 'over' ? t('sessions.timeUp') : clockText(minutes * 60_000);
  return (
    <span
      className={`t-clock ${clock.state} ${className ?? ''}`}
      role="timer"
      aria-label={clock.state === 'notStarted' ? t('sessions.notStarted') : undefined}
    >
      {text}
    </span>
  );
}
