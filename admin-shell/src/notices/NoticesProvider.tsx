import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BANNER_REMOVAL_MS, BANNER_TIMEOUT_MS } from '../timings';
import { NoticesContext, type Notice, type NoticeOptions, type NoticesApi } from './NoticesContext';
import { NoticesRegion } from './NoticesRegion';

/** Holds the open notices and renders them in one live region at the top of the page. */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  // Ids of the notices not yet closed, so `exclusive` can close them without reading state.
  const open = useRef(new Set<number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const close = useCallback(
    (id: number) => {
      if (!open.current.delete(id)) return;
      setNotices((all) => all.map((n) => (n.id === id ? { ...n, closing: true } : n)));
      later(BANNER_REMOVAL_MS, () => setNotices((all) => all.filter((n) => n.id !== id)));
    },
    [later],
  );

  const notify = useCallback(
    ({ type, heading, title, timeout, exclusive, link, details }: NoticeOptions) => {
      const id = nextId.current++;
      const seconds = timeout ?? BANNER_TIMEOUT_MS / 1000;
      if (exclusive) [...open.current].forEach(close);
      open.current.add(id);
      setNotices((all) => [
        ...all,
        { id, type, heading: heading || null, title, link: link ?? null, details: details ?? null, timeout: seconds, closing: false },
      ]);
      if (seconds > 0) later(seconds * 1000, () => close(id));
      return id;
    },
    [close, later],
  );

  const api = useMemo<NoticesApi>(() => ({ notify, close }), [notify, close]);

  return (
    <NoticesContext.Provider value={api}>
      {children}
      <NoticesRegion notices={notices} onClose={close} />
    </NoticesContext.Provider>
  );
}
