import { withStrings } from '../../i18n';
import { preloadable } from '../../ui/preloadable';

// The organiser's screens (issue 27) are their own chunks, with their strings and styles: a table's
// device never loads them, and the app's first load does not grow with them.
export const Tournaments = preloadable(() => withStrings('tournament', import('./Tournaments')).then((m) => m.Tournaments));
export const TournamentScreen = preloadable(() => withStrings('tournament', import('./TournamentScreen')).then((m) => m.TournamentScreen));
