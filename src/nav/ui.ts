import { create } from 'zustand';
import { leaveLayers } from './dialogHistory';
import { rememberGame } from '../store/drafts';
import type { Words } from '../i18n';
import { isWindLetter, type WindLetter } from '../core/tiles';
import type { Seat } from '../ledger';

/**
 * Navigation and UI state only: where we are, what is open, what to tell the user. No game data
 * here, and no storage failure either (store/storageProblem.ts).
 */

export type Route =
  | { readonly screen: 'games' }
  | { readonly screen: 'setup'; readonly from?: string }
  | { readonly screen: 'table'; readonly gameId: string }
  | { readonly screen: 'hands'; readonly gameId: string }
  | { readonly screen: 'end'; readonly gameId: string }
  | { readonly screen: 'calculator' }
  /** `from`: the game whose final results opened the standings, where their Back returns. */
  | { readonly screen: 'standings'; readonly from?: string }
  /** The organiser's tournaments (issue 27): the list, a new one, a file to import. */
  | { readonly screen: 'tournaments' }
  /** One tournament's view; `session` for the big screen and a session's seating sheet. */
  | { readonly screen: 'tournament'; readonly tournamentId: string; readonly view: TournamentView; readonly session?: number }
  // The club (issue 28): its home (seasons), players, a season's league table, a season's form, a player's page.
  | { readonly screen: 'club' }
  | { readonly screen: 'clubPlayers' }
  | { readonly screen: 'season'; readonly seasonId: string }
  /** A new season without `seasonId`. */
  | { readonly screen: 'seasonEdit'; readonly seasonId?: string }
  /** Over a season's games, or all games without `seasonId`. */
  | { readonly screen: 'player'; readonly playerId: string; readonly seasonId?: string }
  /** A tournament table device joins its table (issue 27). */
  | { readonly screen: 'join' };

/** The club's screens: one lazily loaded area (src/app/club). */
export type ClubRoute = Extract<Route, { screen: 'club' | 'clubPlayers' | 'season' | 'seasonEdit' | 'player' }>;

function parseClubRoute([what, id, sub]: readonly (string | undefined)[]): ClubRoute {
  if (what === 'players') return { screen: 'clubPlayers' };
  if (what === 'season' && id) return sub === 'edit' ? { screen: 'seasonEdit', seasonId: id } : { screen: 'season', seasonId: id };
  if (what === 'new-season') return { screen: 'seasonEdit' };
  if (what === 'player' && id) return sub ? { screen: 'player', playerId: id, seasonId: sub } : { screen: 'player', playerId: id };
  return { screen: 'club' };
}

function clubHash(route: ClubRoute): string {
  const part = encodeURIComponent;
  switch (route.screen) {
    case 'club':
      return '#/club';
    case 'clubPlayers':
      return '#/club/players';
    case 'season':
      return `#/club/season/${part(route.seasonId)}`;
    case 'seasonEdit':
      return route.seasonId ? `#/club/season/${part(route.seasonId)}/edit` : '#/club/new-season';
    case 'player':
      return `#/club/player/${part(route.playerId)}${route.seasonId ? `/${part(route.seasonId)}` : ''}`;
  }
}

/** The views of a tournament: its tabs, the big screen, and the printable sheets. */
export const TOURNAMENT_VIEWS = [
  'players',
  'seating',
  'sessions',
  'standings',
  'big',
  'seatingSheet',
  'playerSheets',
  'resultsSheet',
] as const;
export type TournamentView = (typeof TOURNAMENT_VIEWS)[number];

function tournamentRoute(id: string, view: string | undefined, session: string | undefined): Route {
  const known = TOURNAMENT_VIEWS.find((v) => v === view) ?? 'players';
  const number = Number(session);
  return { screen: 'tournament', tournamentId: id, view: known, ...(Number.isInteger(number) && number > 0 ? { session: number } : {}) };
}

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [first, id, sub] = parts;
  if (first === 'tournaments') return { screen: 'tournaments' };
  if (first === 'tournament' && id) return tournamentRoute(id, sub, parts[3]);
  if (first === 'calculator') return { screen: 'calculator' };
  if (first === 'club') return parseClubRoute(parts.slice(1));
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
    case 'tournaments':
      return '#/tournaments';
    case 'tournament':
      return `#/tournament/${encodeURIComponent(route.tournamentId)}/${route.view}${route.session === undefined ? '' : `/${route.session}`}`;
    case 'club':
    case 'clubPlayers':
    case 'season':
    case 'seasonEdit':
    case 'player':
      return clubHash(route);
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
  readonly toast: Toast | null;
  /** A hand dialog is open: an app update waits until it closes (between hands). */
  readonly dialogOpen: boolean;
  navigate(route: Route): void;
  syncFromLocation(): void;
  setLayout(layout: Layout): void;
  setCalculatorSeatWind(wind: WindLetter): void;
  setBottomSeat(gameId: string, seat: Seat): void;
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
    // The browser's Back or Forward to another screen takes the toast with the screen left, as
    // navigate does: the table's Undo must not follow onto the games list. The same screen again
    // (a dialog's entry left) keeps it: "Bring it back" is shown as Back closes the hand dialog.
    set((state) => (hashOf(state.route) === hashOf(route) ? { route } : { route, toast: null }));
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

/** The seat at the bottom of this game's facing layout, as last turned (0, East's first dealer, until then). */
export function useBottomSeat(gameId: string): Seat {
  return useUi((s) => s.bottomSeats[gameId] ?? savedBottomSeat(gameId));
}
