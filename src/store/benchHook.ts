import { createGame, recordHand } from './games';

/**
 * `npm run bench` measures committing a hand to IndexedDB in Chromium through the real storage
 * service. The built app installs this hook only when opened with `?bench` (its own small chunk).
 */
export interface BenchHook {
  readonly createGame: typeof createGame;
  readonly recordHand: typeof recordHand;
}

declare global {
  interface Window {
    __tenboBench?: BenchHook;
  }
}

export function installBenchHook(): void {
  window.__tenboBench = { createGame, recordHand };
}
