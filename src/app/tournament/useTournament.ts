import { useCallback, useEffect, useState } from 'react';
import { loadTournament, type LoadedTournament } from '../../store/tournaments';
import { withStorage } from '../../store/storageProblem';

/** A tournament as stored, loaded again after each change (`reload`), and every `refreshMs` where given (the big screen). */
export type Loaded = LoadedTournament;

/** What each of a tournament's views gets: the tournament as loaded, and how to load it again after a change. */
export interface PanelProps {
  readonly loaded: Loaded;
  readonly reload: () => Promise<void>;
}

export function useTournament(
  id: string,
  refreshMs?: number,
): {
  readonly loaded: LoadedTournament | null | undefined;
  readonly reload: () => Promise<void>;
} {
  // undefined while loading; null when it is not on this device.
  const [loaded, setLoaded] = useState<LoadedTournament | null | undefined>(undefined);
  const reload = useCallback(() => withStorage(() => loadTournament(id)).then((found) => setLoaded(found ?? null)), [id]);
  useEffect(() => {
    void withStorage(() => loadTournament(id)).then((found) => setLoaded(found ?? null));
    if (refreshMs === undefined) return;
    const timer = window.setInterval(() => void reload(), refreshMs);
    return () => window.clearInterval(timer);
  }, [id, reload, refreshMs]);
  return { loaded, reload };
}
