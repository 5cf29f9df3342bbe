/**
 * Row and bulk transitions of the list: asks before a permanent delete, reports what the server
 * changed and what it skipped (with its reasons), and shows the server's message on failure. The
 * selection survives a failure, so nothing the user chose is lost.
 */
import { useState } from 'react';
import { useNotices } from '../../notices/NoticesContext';
import { errorText } from '../../ui/ErrorMessage';
import { useSurveysAction, type BulkAction, type BulkOutcome, type SurveyListItem } from './queries';
import { LIST_STRINGS as S } from './strings';

export interface PendingDelete {
  surveys: SurveyListItem[];
  wholePage: boolean;
}

interface Options {
  /** Called after a change the server accepted, with the ids it was asked about. */
  onDone(ids: number[], wholePage: boolean): void;
}

function titleOf(surveys: SurveyListItem[], id: number): string {
  return surveys.find((s) => s.id === id)?.title.trim() || S.untitled;
}

export function useListActions({ onDone }: Options) {
  const mutation = useSurveysAction();
  const { notify } = useNotices();
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  /** Some change was made in this screen: an empty list then shows the empty state, not a redirect. */
  const [acted, setActed] = useState(false);

  function report(action: BulkAction, surveys: SurveyListItem[], outcome: BulkOutcome) {
    const updated = outcome.updated?.length ?? 0;
    if (updated > 0) notify({ type: 'success', title: S.done[action](updated) });
    const skipped = outcome.skipped ?? [];
    if (skipped.length > 0) {
      const reasons = skipped.map((s) => S.skippedReason(titleOf(surveys, s.id), s.reason));
      notify({ type: 'warning', title: S.skipped(reasons), timeout: 0 });
    }
  }

  function execute(action: BulkAction, surveys: SurveyListItem[], wholePage: boolean) {
    const ids = surveys.map((s) => s.id);
    setActed(true);
    mutation.mutate(
      { action, ids },
      {
        onSuccess: (outcome) => {
          report(action, surveys, outcome);
          onDone(ids, wholePage);
        },
        onError: (error) => notify({ type: 'error', title: errorText(error), timeout: 0 }),
      },
    );
  }

  return {
    /** Runs `action` on `surveys`; a permanent delete waits for the confirmation dialog. */
    run(action: BulkAction, surveys: SurveyListItem[], wholePage = false) {
      if (surveys.length === 0 || mutation.isPending) return;
      if (action === 'delete') setPendingDelete({ surveys, wholePage });
      else execute(action, surveys, wholePage);
    },
    pendingDelete,
    confirmDelete() {
      if (!pendingDelete) return;
      setPendingDelete(null);
      execute('delete', pendingDelete.surveys, pendingDelete.wholePage);
    },
    cancelDelete: () => setPendingDelete(null),
    /** The action running now, if any. */
    running: mutation.isPending ? mutation.variables.action : null,
    acted,
  };
}
