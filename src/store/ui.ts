import { create } from 'zustand';
import { leaveLayers } from './dialogHistory';
import { rememberGame } from './drafts';
import { describeStorageError, type StorageProblem } from './errors';
import type { Words } from '../i18n';
import { isWindLetter, type WindLetter } from '../core/tiles';
import type { Seat } from '../ledger';

/** UI state only: where we are, what is open, what to tell the user. No game data here. */

export type Route =
  | { readonly screen: 'games' }
  | { readonly screen: 'setup'; readonly from?: string }
  | { readonly screen: 'table'; readonly gameId: string }
  | { readonly screen: 'hands'; readonly gameId: string }
  | { readonly screen: 'end'; readonly gameId: string }
  | { readonly screen: 'calculator' }
  /** `from`: the game whose final results opened the standings, where their Back returns. */
  | { readonly screen: 'standings'; readonly from?: string }
  /** A tournament table device joins its table (issue 27). */
  | { readonly screen: 'join' };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [first, id, sub] = parts;
  if (first === 'calculator') return { screen: 'calculator' };
  if (first === 'join') return { screen: 'join' };
  if (first === 'standings') return id ? { screen: 'standings', from: id } : { screen: 'standings' };
  if (first === 'new') return id ? { screen: 'setup', from: id } : { screen: 'setup' };
  if (first === 'game' && id) {
    if (sub === 'hands') return { screen: 'hands', gameId: id };
    if (sub === 'end') return { screen: 'end', gameId: id };
    return { screen: 'table', gameId: id };
  }
  return { screen: 'games' };
}

export function hashOf(route: Route): string {
  switch (route.screen) {
    case 'games':
      return '#/';
    case 'setup':
      return route.from ? `#/new/${encodeURIComponent(route.from)}` : '#/new';
    case 'table':
      return `#/game/${encodeURIComponent(route.gameId)}`;
    case 'hands':
      return `#/game/${encodeURIComponent(route.gameId)}/hands`;
    case 'end':
      return `#/game/${encodeURIComponent(route.gameId)}/end`;
    case 'calculator':
      return '#/calculator';
    case 'join':
      return '#/join';
    case 'standings':
      return route.from ? `#/standings/${encodeURIComponent(route.from)}` : '#/standings';
  }
}

export type Layout = 'list' | 'facing';
const LAYOUT_KEY = 'tenbo.layout';

/**
 * The seat at the bottom of the facing layout, per game: a tablet lying flat in the middle of the
 * table is turned to whoever keeps the score at that table, and stays so for the game. A display
 * preference like the layout, kept beside it (localStorage), never in the game's record.
 */
const bottomSeatKey = (gameId: string) => `tenbo.bottomSeat.${gameId}`;

export function savedBottomSeat(gameId: string): Seat {
  try {
    const seat = Number(globalThis.localStorage?.getItem(bottomSeatKey(gameId)));
    return seat === 1 || seat === 2 || seat === 3 ? seat : 0;
  } catch {
    return 0;
  }
}

function savedLayout(): Layout {
  try {
    return globalThis.localStorage?.getItem(LAYOUT_KEY) === 'facing' ? 'facing' : 'list';
  } catch {
    return 'list';
  }
}

/**
 * The calculator's seat wind as last chosen, a preference kept like the layout. East at first: the
 * dealer's hand is the one most often worked out, and South made every first hand a non-dealer's.
 */
const CALCULATOR_WIND_KEY = 'tenbo.calculatorSeatWind';

function savedCalculatorSeatWind(): WindLetter {
  try {
    const saved = globalThis.localStorage?.getItem(CALCULATOR_WIND_KEY);
    return isWindLetter(saved) ? saved : 'E';
  } catch {
    return 'E';
  }
}

/**
 * The game whose screen (table, hands, final results) the scorekeeper last moved to is kept for a
 * launch from the home screen to go back to (launch.ts, drafts.ts): where the player was, not game
 * data. A move to a screen of no game (the list, a new game, the calculator) forgets it: the player
 * left the game. A page load does not count as a move, so a second tab opened on the list leaves
 * the first tab's game remembered. Without storage a launch just shows the list.
 */
function rememberScreen(route: Route): void {
  void rememberGame('gameId' in route ? route.gameId : null);
}

/** A short message at the bottom, said in the language shown while it stays (a switch changes it too). */
export interface Toast {
  readonly id: number;
  readonly text: Words;
  readonly action?: { readonly label: Words; readonly run: () => void };
}

interface UiState {
  readonly route: Route;
  readonly layout: Layout;
  readonly calculatorSeatWind: WindLetter;
  /** The facing layout's bottom seat of the games turned this page load (savedBottomSeat for the others). */
  readonly bottomSeats: Readonly<Record<string, Seat>>;
  readonly problem: StorageProblem | null;
  readonly toast: Toast | null;
  /** A hand dialog is open: an app update waits until it closes (between hands). */
  readonly dialogOpen: boolean;
  navigate(route: Route): void;
  syncFromLocation(): void;
  setLayout(layout: Layout): void;
  setCalculatorSeatWind(wind: WindLetter): void;
  setBottomSeat(gameId: string, seat: Seat): void;
  reportStorageError(error: unknown): void;
  dismissProblem(): void;
  showToast(toast: Omit<Toast, 'id'>): void;
  dismissToast(): void;
  setDialogOpen(open: boolean): void;
}

let toastIds = 0;

export const useUi = create<UiState>((set) => ({
  route: parseRoute(globalThis.location?.hash ?? ''),
  layout: savedLayout(),
  calculatorSeatWind: savedCalculatorSeatWind(),
  bottomSeats: {},
  problem: null,
  toast: null,
  dialogOpen: false,
  navigate(route) {
    const hash = hashOf(route);
    // After the entries of the dialogs open on the screen left (dialogHistory.ts): the new
    // screen's entry follows the old screen's own, so Back from it returns there.
    leaveLayers(() => {
      if (globalThis.location && globalThis.location.hash !== hash) globalThis.location.hash = hash;
    });
    rememberScreen(route);
    // A toast's action belongs to the screen it was shown on (Redo on the table): it goes with it.
    set({ route, toast: null });
  },
  syncFromLocation() {
    const route = parseRoute(globalThis.location?.hash ?? '');
    rememberScreen(route);
    set({ route });
  },
  setLayout(layout) {
    try {
      globalThis.localStorage?.setItem(LAYOUT_KEY, layout);
    } catch {
      // Layout is a preference; not persisting it in private mode is harmless.
    }
    set({ layout });
  },
  setCalculatorSeatWind(wind) {
    try {
      globalThis.localStorage?.setItem(CALCULATOR_WIND_KEY, wind);
    } catch {
      // A preference, like the layout: not kept in private mode, harmless.
    }
    set({ calculatorSeatWind: wind });
  },
  setBottomSeat(gameId, seat) {
    try {
      globalThis.localStorage?.setItem(bottomSeatKey(gameId), String(seat));
    } catch {
      // As the layout: the turn is kept for this page load only.
    }
    set((state) => ({ bottomSeats: { ...state.bottomSeats, [gameId]: seat } }));
  },
  reportStorageError(error) {
    console.error('Storage failure', error);
    set({ problem: describeStorageError(error) });
  },
  dismissProblem() {
    set({ problem: null });
  },
  showToast(toast) {
    toastIds += 1;
    set({ toast: { ...toast, id: toastIds } });
  },
  dismissToast() {
    set({ toast: null });
  },
  setDialogOpen(open) {
    set({ dialogOpen: open });
  },
}));

/**
 * Runs a storage call; a failure is shown to the user (never swallowed) and `undefined` is
 * returned so the caller keeps what the user entered on screen. A success does not take a failure
 * shown off the screen: the list read again right after a failed import did, so the failure was
 * shown and gone in one moment (issue 31). It stays until the person dismisses it, or the write it
 * was about is made (session.ts).
 */
export async function withStorage<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    useUi.getState().reportStorageError(error);
    return undefined;
  }
}

/** The seat at the bottom of this game's facing layout, as last turned (0, East's first dealer, until then). */
export function useBottomSeat(gameId: string): Seat {
  return useUi((s) => s.bottomSeats[gameId] ?? savedBottomSeat(gameId));
}
