import { useEffect, useMemo } from 'react';
import { deriveGame, type DerivedGame } from '../store/derive';
import { useSession } from '../store/session';
import type { LoadedGame } from '../store/games';

export type GameView =
  | { readonly status: 'loading' | 'missing' | 'failed' }
  | { readonly status: 'ready'; readonly loaded: LoadedGame; readonly derived: DerivedGame };

/** Opens the game from storage and derives its table with the ledger (memoised per commit). */
export function useGame(gameId: string): GameView {
  const { status, loaded, open } = useSession();
  useEffect(() => {
    void open(gameId);
  }, [gameId, open]);
  const derived = useMemo(() => (loaded ? deriveGame(loaded.game, loaded.events) : null), [loaded]);
  if (status === 'missing' || status === 'failed') return { status };
  if (!loaded || !derived || loaded.game.id !== gameId) return { status: 'loading' };
  return { status: 'ready', loaded, derived };
}
