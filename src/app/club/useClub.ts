import { useCallback, useEffect, useState } from 'react';
import { clubAsRead, loadClub, type ClubData } from '../../store/club';
import { withStorage } from '../../store/storageProblem';

/** The club's games, players and seasons, read when the screen opens; `reload` after a change. null while loading. */
export function useClub(): { readonly club: ClubData | null; readonly failed: boolean; reload(): Promise<void> } {
  // As last read when nothing was written since (moving between the club's screens): shown at once.
  const [club, setClub] = useState<ClubData | null>(clubAsRead);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    const read = await withStorage(loadClub);
    if (read) setClub(read);
    else setFailed(true);
  }, []);
  useEffect(() => {
    if (clubAsRead()) return;
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
