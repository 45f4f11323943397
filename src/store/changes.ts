/**
 * Tells the other tabs of this app that a game's stored events changed, so every open screen
 * follows the stored game (issue 31 item 8) instead of showing what it read when it opened.
 * One BroadcastChannel; a tab ignores its own messages (it already holds what it wrote).
 * Where BroadcastChannel is missing, each tab keeps to itself as before: writes still check the
 * table they were made on (SeenTable) and refuse a stale one.
 */
const CHANNEL = 'tenbo.games';
const thisTab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface GameChanged {
  readonly from: string;
  readonly gameId: string;
}

function isGameChanged(data: unknown): data is GameChanged {
  if (typeof data !== 'object' || data === null) return false;
  const { from, gameId } = data as Partial<Record<keyof GameChanged, unknown>>;
  return typeof from === 'string' && typeof gameId === 'string' && gameId.length <= 200;
}

let sender: BroadcastChannel | null | undefined;

function channel(): BroadcastChannel | null {
  if (sender === undefined) sender = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return sender;
}

/** After a transaction that changed `gameId` committed. */
export function announceGameChanged(gameId: string): void {
  channel()?.postMessage({ from: thisTab, gameId } satisfies GameChanged);
}

/** Calls `listener` with each game another tab changed; returns the unsubscribe. */
export function onGameChangedElsewhere(listener: (gameId: string) => void): () => void {
  if (typeof BroadcastChannel !== 'function') return () => undefined;
  const receiver = new BroadcastChannel(CHANNEL);
  receiver.onmessage = (message: MessageEvent<unknown>) => {
    if (isGameChanged(message.data) && message.data.from !== thisTab) listener(message.data.gameId);
  };
  return () => receiver.close();
}
