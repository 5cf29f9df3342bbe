import { BulkActions, ConfirmDialog, LoadError, Pagination, QuickFilters, usePageInRange, useSelection } from '@hearken/addon-sdk/ui';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { StartChecklist } from '../../start/StartChecklist';
import { checklistDismissed } from '../../start/steps';
import { errorText } from '../../ui/ErrorMessage';
import { EmptyState } from './EmptyState';
import { LiteUpgradeBox } from './LiteUpgradeBox';
import { ProgressBar } from './ProgressBar';
import { useReturnFocus } from './returnFocus';
import { hasNoSurveys, QUICK_FILTERS, useSurveys, type BulkAction, type SurveyListItem } from './queries';
import { LIST_STRINGS as S, PATHS } from './strings';
import { SurveysTable } from './SurveysTable';
import { useListActions, type PendingDelete } from './useListActions';
import { useListParams } from './useListParams';
import './surveysList.css';
import { UI_STRINGS } from '../../ui/strings';

/** Spec 000 §2: the trash offers Restore and Delete Permanently; elsewhere Publish, Make Draft, Trash. */
const BULK_ACTIONS: Record<'trash' | 'other', readonly BulkAction[]> = {
  trash: ['restore', 'delete'],
  other: ['publish', 'draft', 'trash'],
};

/** Which bar a running action shows (spec 000 §2: during a save and during a trash). */
function progressLabel(action: BulkAction): string {
  if (action === 'trash') return S.progress.trash;
  if (action === 'delete') return S.progress.delete;
  return S.progress.save;
}

function confirmDeleteText({ surveys }: PendingDelete): string {
  return surveys.length === 1 ? S.confirmDeleteOne(surveys[0]?.title.trim() || S.untitled) : S.confirmDeleteMany(surveys.length);
}

/** `/surveys` (spec 000 §2 "Surveys list"). */
export default function SurveysList() {
  const { params, setPage, sortBy, setFilter } = useListParams();
  const list = useSurveys(params);
  const items = list.data?.items ?? [];
  // The selection belongs to the page shown: changing page, sort or filter starts afresh.
  const { selected, select, clear } = useSelection(`${params.filter}|${params.page}|${params.orderby}|${params.order}`);

  const actions = useListActions({
    onDone(ids, wholePage) {
      clear(ids);
      // Spec 000 §4: a bulk action that emptied the page's view resets the quick filter.
      if (wholePage) setFilter('all');
    },
  });

  const pageTooFar = usePageInRange(params.page, list, setPage);
  const returned = useReturnFocus(!list.isFetching);

  const chosen = items.filter((s) => selected.has(s.id));
  const busy = actions.running !== null;

  // Spec 000 §2: on load, no survey at all sends the user to create one. Only the first load does:
  // after a change made here (the last one trashed and deleted), the empty state shows instead.
  // A new install's start checklist comes first: while it shows, the list stays, with the empty state.
  const [checklist] = useState(() => !checklistDismissed());
  const noSurveys = list.data !== undefined && hasNoSurveys(list.data);
  const redirects = noSurveys && !actions.acted && !checklist;
  if (redirects && list.isFetchedAfterMount) return <Navigate to={PATHS.newSurvey} replace />;
  const firstLoadPending = list.isPending || (redirects && !list.isFetchedAfterMount);

  function runOnRow(action: Extract<BulkAction, 'trash' | 'restore' | 'delete'>, survey: SurveyListItem) {
    actions.run(action, [survey]);
  }

  return (
    <div className="surveys-list">
      <title>{`${S.heading} ‹ Hearken`}</title>
      <header className="surveys-header">
        <h1 ref={returned.heading} tabIndex={-1}>
          {S.heading}
        </h1>
        <Link to={PATHS.newSurvey} className="button button-primary">
          {S.createNew}
        </Link>
      </header>

      {checklist && <StartChecklist />}

      <LiteUpgradeBox />

      {list.error && <LoadError message={errorText(list.error)} onRetry={() => void list.refetch()} retry={UI_STRINGS.listKit.retry} />}

      {firstLoadPending ? (
        !list.error && (
          <p role="status" className="loading">
            {S.loading}
          </p>
        )
      ) : (
        list.data && (
          <>
            <QuickFilters
              label={S.quickFiltersLabel}
              filters={QUICK_FILTERS}
              names={S.quickFilters}
              counts={list.data.status_filters}
              current={params.filter}
              onChange={setFilter}
            />
            {actions.running && <ProgressBar label={progressLabel(actions.running)} />}
            {items.length === 0 ? (
              !pageTooFar && <EmptyState />
            ) : (
              <>
                <div className="list-toolbar">
                  <BulkActions
                    actions={BULK_ACTIONS[params.filter === 'trash' ? 'trash' : 'other']}
                    names={S.bulk}
                    strings={UI_STRINGS.listKit.bulk}
                    selectedCount={chosen.length}
                    busy={busy}
                    onApply={(action) => actions.run(action, chosen, chosen.length === items.length)}
                  />
                  <Pagination info={list.data.pagination} total={S.totalItems(list.data.pagination.total)} onPage={setPage} strings={UI_STRINGS.listKit.pagination} />
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
                  returned={{ id: returned.rowId, title: returned.rowTitle }}
                />
              </>
            )}
          </>
        )
      )}

      {actions.pendingDelete && (
        <ConfirmDialog
          title={S.confirmDeleteTitle}
          text={confirmDeleteText(actions.pendingDelete)}
          confirm={S.confirmDelete}
          className="surveys-confirm"
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
          cancel={UI_STRINGS.listKit.cancel}
        />
      )}
    </div>
  );
}
