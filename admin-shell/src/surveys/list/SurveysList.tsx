import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { BulkActions } from './BulkActions';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { EmptyState } from './EmptyState';
import { LiteUpgradeBox } from './LiteUpgradeBox';
import { Pagination } from './Pagination';
import { ProgressBar } from './ProgressBar';
import { hasNoSurveys, useSurveys, type BulkAction, type SurveyListItem } from './queries';
import { QuickFilters } from './QuickFilters';
import { LIST_STRINGS as S, PATHS } from './strings';
import { SurveysTable } from './SurveysTable';
import { useListActions } from './useListActions';
import { useListParams } from './useListParams';
import './surveysList.css';

/** Which bar a running action shows (spec 000 §2: during a save and during a trash). */
function progressLabel(action: BulkAction): string {
  if (action === 'trash') return S.progress.trash;
  if (action === 'delete') return S.progress.delete;
  return S.progress.save;
}

/** `/surveys` (spec 000 §2 "Surveys list"). */
export default function SurveysList() {
  const { params, setPage, sortBy, setFilter } = useListParams();
  const list = useSurveys(params);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const items = list.data?.items ?? [];

  const actions = useListActions({
    onDone(ids, wholePage) {
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
      // Spec 000 §4: a bulk action that emptied the page's view resets the quick filter.
      if (wholePage) setFilter('all');
    },
  });

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

  // The selection belongs to the page shown: changing page, sort or filter starts afresh.
  const viewKey = `${params.filter}|${params.page}|${params.orderby}|${params.order}`;
  const [selectionView, setSelectionView] = useState(viewKey);
  if (selectionView !== viewKey) {
    setSelectionView(viewKey);
    setSelected(new Set());
  }

  const chosen = items.filter((s) => selected.has(s.id));
  const busy = actions.running !== null;

  // Spec 000 §2: on load, no survey at all sends the user to create one. Only the first load does:
  // after a change made here (the last one trashed and deleted), the empty state shows instead.
  const noSurveys = list.data !== undefined && hasNoSurveys(list.data);
  if (noSurveys && !actions.acted && list.isFetchedAfterMount) return <Navigate to={PATHS.newSurvey} replace />;
  const firstLoadPending = list.isPending || (noSurveys && !actions.acted && !list.isFetchedAfterMount);

  function runOnRow(action: Extract<BulkAction, 'trash' | 'restore' | 'delete'>, survey: SurveyListItem) {
    actions.run(action, [survey]);
  }

  return (
    <div className="surveys-list">
      <title>{`${S.heading} ‹ Hearken`}</title>
      <header className="surveys-header">
        <h1>{S.heading}</h1>
        <Link to={PATHS.newSurvey} className="button button-primary">
          {S.createNew}
        </Link>
      </header>

      <LiteUpgradeBox />

      {list.error && (
        <div className="inline-notice surveys-load-error">
          <ErrorMessage error={list.error} />
          <button type="button" className="button" onClick={() => void list.refetch()}>
            {S.retry}
          </button>
        </div>
      )}

      {firstLoadPending ? (
        !list.error && (
          <p role="status" className="loading">
            {S.loading}
          </p>
        )
      ) : (
        list.data && (
          <>
            <QuickFilters list={list.data} current={params.filter} onChange={setFilter} />
            {actions.running && <ProgressBar label={progressLabel(actions.running)} />}
            {items.length === 0 ? (
              !pageTooFar && <EmptyState />
            ) : (
              <>
                <div className="surveys-toolbar">
                  <BulkActions
                    key={params.filter === 'trash' ? 'trash' : 'other'}
                    inTrash={params.filter === 'trash'}
                    selectedCount={chosen.length}
                    busy={busy}
                    onApply={(action) => actions.run(action, chosen, chosen.length === items.length)}
                  />
                  <Pagination info={list.data.pagination} onPage={(page) => setPage(page)} />
                </div>
                <SurveysTable
                  items={items}
                  sort={params}
                  onSort={sortBy}
                  selected={selected}
                  onSelect={select}
                  onAction={runOnRow}
                  busy={busy}
                  loading={list.isPlaceholderData}
                />
              </>
            )}
          </>
        )
      )}

      {actions.pendingDelete && (
        <ConfirmDeleteDialog
          text={
            actions.pendingDelete.surveys.length === 1
              ? S.confirmDeleteOne(actions.pendingDelete.surveys[0]?.title.trim() || S.untitled)
              : S.confirmDeleteMany(actions.pendingDelete.surveys.length)
          }
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
        />
      )}
    </div>
  );
}
