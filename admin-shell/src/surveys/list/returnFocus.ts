/**
 * Where focus goes when the editor returns to the list (WCAG 2.4.3): not to `<body>` with the
 * editor's button gone. The editor says in the location state which survey it was on; once the list
 * shows current rows, that survey's title link takes focus if it is on the page shown, else the
 * list's heading does. The state is then dropped, so Back or a reload to the same entry leaves
 * focus alone.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface ReturnState {
  returnedFrom: number | null;
}

/** The navigation options of a return to the list from survey `id` (null: a survey never saved). */
export function returnFrom(id: number | null): { state: ReturnState } {
  return { state: { returnedFrom: id } };
}

/** The survey the editor returned from; undefined when the list was not opened by the editor. */
function returnedFrom(state: unknown): number | null | undefined {
  if (typeof state !== 'object' || state === null || !('returnedFrom' in state)) return undefined;
  const id = (state as ReturnState).returnedFrom;
  return typeof id === 'number' ? id : null;
}

/**
 * `settled`: the rows on screen are the server's current ones (a save only marks the cached list
 * stale, and a survey just created is not in it). Answers the refs to put on the heading and on the
 * title link of the row `rowId`.
 */
export function useReturnFocus(settled: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const from = returnedFrom(location.state);
  const heading = useRef<HTMLHeadingElement>(null);
  const rowTitle = useRef<HTMLAnchorElement>(null);

  const { pathname, search, hash } = location;
  useEffect(() => {
    if (from === undefined || !settled) return;
    (rowTitle.current ?? heading.current)?.focus();
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [from, settled, navigate, pathname, search, hash]);

  return { heading, rowId: from ?? null, rowTitle };
}
