import { lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A code-split component that renders at once, without suspending, once its chunk has loaded. */
export interface Preloadable<P extends object> {
  (props: P): ReactNode;
  /**
   * Starts loading the chunk (at idle time, on a tap's pointerdown); settles once it is in (or
   * failed: a failure is left for the render to show), never rejects.
   */
  preload(): Promise<void>;
}

/**
 * React shows a lazy component only after its Suspense fallback's reveal delay (~300 ms), even
 * when its chunk is already in memory: `lazy` always suspends on its first render. This one
 * keeps the loaded component in a module variable and renders it directly once it is there, and
 * falls back to `lazy` (and the Suspense boundary above) before. Which of the two is chosen once
 * per mount, so a component whose chunk arrives mid-render is never remounted (its state kept).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchChunk = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Offline with the chunk not cached, say: the next use tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => fetchChunk().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, {
    preload: () =>
      fetchChunk().then(
        () => undefined,
        () => undefined,
      ),
  });
}
