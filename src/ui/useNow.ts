import { useEffect, useState } from 'react';

/**
 * The wall clock, read again every second while the component is shown: a session clock's time
 * left (the organiser's and a table's), and the moment it runs out. Read here, never in the pure
 * folders (they are given the moment: tournament/clock.ts, tournament/sessionEnd.ts).
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
