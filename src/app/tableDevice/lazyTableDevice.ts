import { withStrings } from '../../i18n';
import { preloadable } from '../../ui/preloadable';

/**
 * A tournament table's parts of the table screen (the session clock, Time called): a chunk of
 * their own, fetched only for a tournament's game, so the first load of every other game does not grow.
 */
export const SessionClock = preloadable(() => withStrings('tableDevice', import('./SessionClock')).then((m) => m.SessionClock));
export const TimeCallControl = preloadable(() => withStrings('tableDevice', import('./TimeCallControl')).then((m) => m.TimeCallControl));
