import type { DerivedGame } from '../../store/derive';
import { sessionStateOf } from '../../store/sessionClock';
import type { GameRow } from '../../store/types';
import type { Announcement } from '../../tournament/sessionEnd';
import { clockText } from '../../tournament/clock';
import { useNow } from '../../ui/useNow';
import './tableDevice.css';
import { useT } from '../../i18n';

const SAID: Readonly<Record<Announcement, 'clock.finishThisHand' | 'clock.finishThenOneMore' | 'clock.lastHand' | 'clock.endNow'>> = {
  finishThisHand: 'clock.finishThisHand',
  finishThenOneMore: 'clock.finishThenOneMore',
  lastHand: 'clock.lastHand',
  endNow: 'clock.endNow',
};

/**
 * A tournament table's session clock, in the middle of the table (a tablet's room for it, a
 * phone's centre row): the time left, large; once time is called (the clock at zero, or the
 * scorekeeper's call), what happens now. Time comes from the game's stored end and the wall clock.
 */
export function SessionClock({ game, derived }: { game: GameRow; derived: Extract<DerivedGame, { ok: true }> }) {
  const t = useT();
  const now = useNow();
  const endsAt = game.tournament?.endsAt;
  if (!game.tournament || derived.state.over) return null;
  const session = sessionStateOf(game, derived, now);
  if (session) {
    return (
      <p className="session-clock called" role="status">
        <strong>{t('clock.called')}</strong> <span>{t(SAID[session.end.announcement])}</span>
      </p>
    );
  }
  if (endsAt === undefined) return null;
  return (
    <p className="session-clock" role="timer" aria-label={t('clock.left')} title={t('clock.left')}>
      {clockText(endsAt - now)}
    </p>
  );
}
