import { rememberedGame } from '../store/drafts';
import { keepLaunchedGame, readLaunch } from '../store/quickReads';
import type { GameRow } from '../store/types';
import { withStorage } from '../store/storageProblem';
import { useUi } from './ui';

/**
 * A launch from the home screen goes back to the table the scorekeeper was at. The start URL
 * has no route in its hash, and no move within the app leaves one without it, so a page load
 * without a hash is a launch (a reload keeps the hash of its screen, `#/` on the list).
 *
 * The launch entry becomes the list's (`#/`) whatever follows: a reload of the list then stays
 * on it, and a resumed table is pushed over it as when the table is opened from the list, so
 * Back returns to the list, not out of the app. The game is resumed only if it is still in play
 * on this device (deleted, finished or missing: the list, as before), and only while the list
 * is still what the launch shows: a tap that moved on while storage answered is not undone.
 *
 * One read (quickReads.ts): the game last moved to and, when it is in play, its events, which the
 * table then shows without reading them again.
 */
export async function resumeOnLaunch(): Promise<void> {
  const { location, history } = globalThis;
  if (!location || !history || location.hash !== '') return;
  history.replaceState(history.state, '', '#/');
  const read = await readLaunch();
  const game = read ? read.inPlay?.game : await gameInPlayThroughDexie();
  if (!game || useUi.getState().route.screen !== 'games') return;
  if (read?.inPlay) keepLaunchedGame(read.inPlay);
  useUi.getState().navigate({ screen: 'table', gameId: game.id });
}

/** The same through Dexie, where the quick read cannot be made (no database yet, an upgrade due; storage refused is said to the player). */
async function gameInPlayThroughDexie(): Promise<GameRow | null | undefined> {
  const id = await rememberedGame();
  if (id === null) return null;
  return withStorage(async () => (await import('../store/games')).gameInPlay(id));
}
