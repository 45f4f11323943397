import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that holds the value of the last render: for a callback that runs later (a toast's
 * action) and must see the game as it is then, not as it was when the callback was made.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
