import { useCallback, useEffect, useState } from 'react';
import { loadClub, type ClubData } from '../../store/club';
import { withStorage } from '../../store/storageProblem';

/** The club's games, players and seasons, read when the screen opens; `reload` after a change. null while loading. */
export function useClub(): { readonly club: ClubData | null; readonly failed: boolean; reload(): Promise<void> } {
  const [club, setClub] = useState<ClubData | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    const read = await withStorage(loadClub);
    if (read) setClub(read);
    else setFailed(true);
  }, []);
  useEffect(() => {
    let live = true;
    void withStorage(loadClub).then((read) => {
      if (!live) return;
      if (read) setClub(read);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return { club, failed, reload };
}
