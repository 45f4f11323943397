import { rememberedGame } from '../store/drafts';
import { gameInPlay } from '../store/games';
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
 */
export async function resumeOnLaunch(): Promise<void> {
  const { location, history } = globalThis;
  if (!location || !history || location.hash !== '') return;
  history.replaceState(history.state, '', '#/');
  const id = await rememberedGame();
  if (id === null) return;
  const game = await withStorage(() => gameInPlay(id));
  if (game && useUi.getState().route.screen === 'games') useUi.getState().navigate({ screen: 'table', gameId: game.id });
}
