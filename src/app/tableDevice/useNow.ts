import { useEffect, useState } from 'react';

/**
 * The wall clock, read again every second: a session clock's time left, and the moment it runs
 * out. Read here in the app only (the policy is pure, given the moment: tournament/sessionEnd.ts).
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Time left as a clock shows it: 1:05:09, 45:00, 0:09; whole seconds, rounded up (0:00 only once it is over). */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
