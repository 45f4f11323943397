import { preloadable } from '../ui/preloadable';

// Setup, the hand history, the end screen, the calculator and standings are not needed to resume
// a game: each is its own chunk, loaded at idle time once the first screen is up, or on the tap
// that opens it, and then shown at once (src/ui/preloadable.tsx).
export const Setup = preloadable(() => import('./Setup').then((m) => m.Setup));
export const HandsScreen = preloadable(() => import('./HandsScreen').then((m) => m.HandsScreen));
export const EndScreen = preloadable(() => import('./EndScreen').then((m) => m.EndScreen));
export const Calculator = preloadable(() => import('./Calculator').then((m) => m.Calculator));
export const Standings = preloadable(() => import('./Standings').then((m) => m.Standings));
// A tournament table device's join: fetched only when a table joins (issue 27).
export const JoinScreen = preloadable(() => import('./tableDevice/JoinScreen').then((m) => m.JoinScreen));
