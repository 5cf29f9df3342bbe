import { useCallback, useEffect, useRef, useState } from 'react';
import { useEditor } from '../EditorContext';

/**
 * "Change, then save" (delete, reorder): `update` only schedules the change, so the save runs
 * once the changed survey has been rendered, whatever way the frame's `save` reads it.
 */
export function useSaveSoon(): () => void {
  const { save } = useEditor();
  const latestSave = useRef(save);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    latestSave.current = save;
  });

  useEffect(() => {
    if (requests === 0) return;
    // After this commit's effects, including the frame's, have seen the changed survey.
    const timer = setTimeout(() => void latestSave.current(), 0);
    return () => clearTimeout(timer);
  }, [requests]);

  return useCallback(() => setRequests((n) => n + 1), []);
}
