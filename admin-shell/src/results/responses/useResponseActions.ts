/**
 * Row and bulk transitions of the responses list: asks before a permanent delete, shows the
 * server's message on failure (the selection is kept then), and tells the screen what a change
 * covered, so it can clear the quick filter (spec 001 §4).
 */
import { useState } from 'react';
import { useNotices } from '../../notices/NoticesContext';
import { errorText } from '../../ui/ErrorMessage';
import { useResponsesAction, type ResponseAction } from './api';

interface Options {
  surveyId: number;
  /** Ids of the rows shown now. */
  shown: number[];
  /** After a change the server accepted; `coveredAll` when it covered every row shown. */
  onDone(coveredAll: boolean): void;
}

export function useResponseActions({ surveyId, shown, onDone }: Options) {
  const mutation = useResponsesAction(surveyId);
  const { notify } = useNotices();
  const [pendingDelete, setPendingDelete] = useState<number[] | null>(null);

  function execute(action: ResponseAction, ids: number[]) {
    const coveredAll = shown.every((id) => ids.includes(id));
    mutation.mutate(
      { action, ids },
      {
        onSuccess: () => onDone(coveredAll),
        onError: (error) => notify({ type: 'error', title: errorText(error), timeout: 0 }),
      },
    );
  }

  return {
    /** Runs `action` on `ids`; a permanent delete waits for the confirmation. */
    run(action: ResponseAction, ids: number[]) {
      if (ids.length === 0 || mutation.isPending) return;
      if (action === 'delete') setPendingDelete(ids);
      else execute(action, ids);
    },
    pendingDelete,
    confirmDelete() {
      if (!pendingDelete) return;
      setPendingDelete(null);
      execute('delete', pendingDelete);
    },
    cancelDelete: () => setPendingDelete(null),
    busy: mutation.isPending,
  };
}
