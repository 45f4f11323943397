import { withStrings } from '../i18n';
import { preloadable } from '../ui/preloadable';

// The table too (with the ledger, the game's storage and Dexie): a launch to the list does not
// wait for it, and a launch to a game in play fetches it while storage is read (main.tsx).
export const TableScreen = preloadable(() => import('./TableScreen').then((m) => m.TableScreen));

// Setup, the hand history, the end screen, the calculator and standings are not needed to resume
// a game: each is its own chunk, loaded at idle time once the first screen is up, or on the tap
// that opens it, and then shown at once (src/ui/preloadable.tsx).
export const Setup = preloadable(() => import('./Setup').then((m) => m.Setup));
// The hands list shows a hand's tiles and yaku, and the calculator is the picker: the picker's strings load with them.
export const HandsScreen = preloadable(() => withStrings('picker', import('./HandsScreen')).then((m) => m.HandsScreen));
// A tournament game's final results carry its score slip: the table device's strings load with them.
export const EndScreen = preloadable(() => withStrings('tableDevice', import('./EndScreen')).then((m) => m.EndScreen));
export const Calculator = preloadable(() => withStrings('picker', import('./Calculator')).then((m) => m.Calculator));
export const Standings = preloadable(() => import('./Standings').then((m) => m.Standings));
// The club (issue 28): its screens in one chunk, its strings (in the language shown) loaded with it.
export const Club = preloadable(() => withStrings('club', import('./club/ClubArea')).then((m) => m.ClubArea));
// A tournament table device's join: fetched only when a table joins (issue 27).
export const JoinScreen = preloadable(() => withStrings('tableDevice', import('./tableDevice/JoinScreen')).then((m) => m.JoinScreen));
