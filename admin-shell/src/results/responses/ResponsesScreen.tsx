/** `/results/survey/:id/responses` (spec 001 §2 "Survey responses list"). */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTier } from '../../upgrade/useTier';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { resultsAccess } from '../access';
import { useResponses } from './api';
import { BulkActions } from './BulkActions';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ExportAction } from './ExportAction';
import { Pagination } from './Pagination';
import { QuickFilters } from './QuickFilters';
import { ResponsesTable } from './ResponsesTable';
import { RESPONSES_PATHS, RESPONSES_STRINGS as S } from './strings';
import { SurveySwitcher } from './SurveySwitcher';
import { useResponseActions } from './useResponseActions';
import { useResponsesParams } from './useResponsesParams';
import './responses.css';

export default function ResponsesScreen() {
  const surveyId = Number(useParams().id);
  const tier = useTier();
  const manages = tier !== null && resultsAccess(tier).proLicensed;
  const { params, setPage, setFilter } = useResponsesParams();
  // Free users have no quick filters: they always see the whole list.
  const filter = manages ? params.filter : 'all';
  const list = useResponses(surveyId, { page: params.page, filter }, { enabled: tier !== null });
  const items = list.data?.items ?? [];
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const actions = useResponseActions({
    surveyId,
    shown: items.map((r) => r.id),
    onDone(coveredAll) {
      setSelected(new Set());
      if (coveredAll) setFilter('all');
    },
  });

  // The selection belongs to the rows shown: another survey, filter or page starts afresh.
  const viewKey = `${surveyId}|${filter}|${params.page}`;
  const [selectionView, setSelectionView] = useState(viewKey);
  if (selectionView !== viewKey) {
    setSelectionView(viewKey);
    setSelected(new Set());
  }

  // A change that emptied the last page (or a stale link) lands on the last page there is.
  const lastPage = list.data?.pagination.pages ?? 1;
  const pageTooFar = Boolean(list.data) && !list.isPlaceholderData && items.length === 0 && params.page > lastPage;
  useEffect(() => {
    if (pageTooFar) setPage(lastPage, true);
  }, [pageTooFar, lastPage, setPage]);

  function select(ids: number[], on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  const chosen = items.filter((r) => selected.has(r.id)).map((r) => r.id);
  const survey = list.data?.survey ?? { id: surveyId, title: '' };

  return (
    <div className="rr-screen">
      <title>{`${S.heading} ‹ Hearken`}</title>
      <Link to={RESPONSES_PATHS.results(surveyId)} className="rr-back">
        {S.backToResults}
      </Link>
      <header className="rr-header">
        <h1>{S.heading}</h1>
        {tier && <ExportAction surveyId={surveyId} allowed={manages} />}
        {list.data && <SurveySwitcher current={{ id: survey.id, title: survey.title }} />}
      </header>

      {list.error && (
        <div className="inline-notice rr-load-error">
          <ErrorMessage error={list.error} />
          <button type="button" className="button" onClick={() => void list.refetch()}>
            {S.retry}
          </button>
        </div>
      )}

      {!list.data || !tier ? (
        !list.error && (
          <p role="status" className="loading">
            {S.loading}
          </p>
        )
      ) : (
        <>
          {manages && <QuickFilters list={list.data} current={filter} onChange={setFilter} />}
          <div className="rr-toolbar">
            {manages && (
              <BulkActions
                key={filter === 'trash' ? 'trash' : 'other'}
                inTrash={filter === 'trash'}
                selectedCount={chosen.length}
                busy={actions.busy}
                onApply={(action) => actions.run(action, chosen)}
              />
            )}
            <Pagination key={list.data.pagination.page} info={list.data.pagination} onPage={(page) => setPage(page)} />
          </div>
          {items.length === 0 ? (
            !pageTooFar && <p className="rr-empty">{S.empty}</p>
          ) : (
            <ResponsesTable
              items={items}
              surveyId={surveyId}
              surveyTitle={survey.title}
              manages={manages}
              selected={selected}
              onSelect={select}
              onAction={(action, id) => actions.run(action, [id])}
              busy={actions.busy}
              loading={list.isPlaceholderData}
            />
          )}
        </>
      )}

      {actions.pendingDelete && (
        <ConfirmDeleteDialog count={actions.pendingDelete.length} onConfirm={actions.confirmDelete} onCancel={actions.cancelDelete} />
      )}
    </div>
  );
}
