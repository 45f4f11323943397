/**
 * Back closes the topmost dialog instead of leaving the screen: what Android users press to
 * close one. Each open dialog layer (the hand dialog, the tile picker over it) has its own
 * history entry, on the same URL, its depth kept in `history.state`; Back leaves that entry and
 * the popstate closes the layer as its own Cancel would.
 *
 * A layer closed by its own buttons takes its entry off again with history.go(-n), and that is
 * asynchronous: a navigation that follows at once (recording the hand that ends the game goes
 * to the final results) would push the new screen's entry first and then be undone by the
 * traversal landing late. So every history change goes through `sync`, one at a time: nothing
 * is pushed and no screen is navigated to while a traversal of ours is on its way, and
 * `leaveLayers` takes a screen's dialog entries off before the navigation pushes its own. The
 * history then reads as if the dialogs had never had entries: after open and Cancel one Back
 * leaves the screen, and Back from the final results returns to the table it was recorded on.
 */

/** The key in `history.state` of a layer's entry: its depth, 1 for the first layer over a screen. */
const KEY = 'tenboLayer';

interface Layer {
  /** Closes the layer as its own Cancel does. */
  readonly close: () => void;
  /** The history has an entry for it (false while it waits for one to be pushed). */
  entry: boolean;
}

/** Open layers that hold (or wait for) an entry, innermost last. */
const layers: Layer[] = [];
/** Navigations waiting until the dialog entries they leave are off the history. */
const afterRewind: (() => void)[] = [];
/** A history.go of ours has not landed yet: the next popstate is (most likely) it. */
let traversing = false;
let watching = false;
let scheduled = false;

function depthOf(state: unknown): number {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return 0;
  const depth = state[KEY];
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/** Brings the history in line with the open layers, one traversal at a time. */
function sync(): void {
  const history = globalThis.history;
  if (!history || !globalThis.location) {
    // No browser history (a test without a DOM): navigations have nothing to wait for.
    for (const run of afterRewind.splice(0)) run();
    return;
  }
  watch();
  if (traversing) return;
  const have = depthOf(history.state);
  // A navigation waiting leaves from the screen's own entry; otherwise one entry per open layer.
  const target = afterRewind.length > 0 ? 0 : layers.length;
  if (have > target) {
    traversing = true;
    history.go(target - have);
    return;
  }
  for (const run of afterRewind.splice(0)) run();
  // Entries already there (kept across a reload) are taken over; the missing ones are pushed.
  const at = depthOf(history.state);
  // Leaving a layer's entry restores no scroll position: the screen under the overlay did not
  // move, and it may have scrolled since (the table makes room for a toast as a dialog closes).
  if (layers.length > at) history.scrollRestoration = 'manual';
  layers.forEach((layer, i) => {
    if (i >= at) history.pushState({ [KEY]: i + 1 }, '', globalThis.location.href);
    layer.entry = true;
  });
}

/**
 * Layers opened and closed by one render are brought in line together, once its effects have
 * all run: a dialog and the picker over it, back after a reload, find the two entries they had
 * (nothing is pushed without the user's tap, which Chrome's Back may skip), and StrictMode's
 * open, close and open again changes nothing.
 */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    sync();
  });
}

/**
 * The history moved: Back (or a traversal of ours) landed. The layers whose entries are now
 * ahead of the current one were left, and close as their own Cancel would, innermost first.
 * `history.state` rather than the event's: it is where the history is now.
 */
function onPopState(): void {
  traversing = false;
  const at = depthOf(globalThis.history.state);
  const left = layers.filter((layer, i) => i >= at && layer.entry).reverse();
  for (const layer of left) {
    layers.splice(layers.indexOf(layer), 1);
    layer.close();
  }
  sync();
}

function watch(): void {
  if (watching) return;
  watching = true;
  globalThis.addEventListener('popstate', onPopState);
}

/**
 * A dialog layer opened over the ones open already: it gets a history entry, and `close` runs
 * when Back leaves that entry. Layers opened in one render must open outermost first. Returns
 * what to call when the layer closes by itself (its buttons, Escape, unmounting): that takes
 * its entry off again.
 */
export function openLayer(close: () => void): () => void {
  const layer: Layer = { close, entry: false };
  layers.push(layer);
  schedule();
  return () => {
    const index = layers.indexOf(layer);
    // Gone already: Back closed it, or the screen was left with it (leaveLayers).
    if (index < 0) return;
    layers.splice(index, 1);
    schedule();
  };
}

/**
 * The screen is left (a navigation, maybe right after a dialog's action): its open layers go
 * with it without being closed (a draft stays, as it does when a screen is left), their
 * entries are taken off, and only then does `navigate` push the new screen's entry. It runs at
 * once when there is nothing to take off.
 */
export function leaveLayers(navigate: () => void): void {
  layers.length = 0;
  afterRewind.push(navigate);
  sync();
}
