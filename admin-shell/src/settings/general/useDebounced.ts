import { useCallback, useEffect, useRef } from 'react';

/** `run` delayed by `ms`, restarted by each call; `cancel` drops a pending run. Cleared on unmount. */
export function useDebounced<A extends unknown[]>(run: (...args: A) => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  const call = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(...args);
      }, ms);
    },
    [cancel, ms],
  );
  return { call, cancel };
}
