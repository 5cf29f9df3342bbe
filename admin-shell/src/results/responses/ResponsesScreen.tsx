/** `/results/survey/:id/responses` (spec 001 §2 "Survey responses list"). */
import { BulkActions, ConfirmDialog, LoadError, Pagination, QuickFilters, usePageInRange, useSelection } from '@hearken/addon-sdk/ui';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTier } from '../../upgrade/useTier';
import { errorText } from '../../ui/ErrorMessage';
import { resultsAccess } from '../access';
import { useResponses, type ResponseAction } from './api';
import { ExportAction } from './ExportAction';
import { FilterBar, focusSearch } from './FilterBar';
import { filterErrors, isFiltered } from './filters';
import { MatchCount } from './MatchCount';
import { ResponsesTable } from './ResponsesTable';
import { RESPONSES_PATHS, RESPONSES_STRINGS as S } from './strings';
import { SurveySwitcher } from './SurveySwitcher';
import { useResponseActions } from './useResponseActions';
import { useFilterQuestions } from './useFilterQuestions';
import { useSurveyLanguages } from '../language/useSurveyLanguages';
import { STATUS_FILTERS, useResponsesParams } from './useResponsesParams';
import './responses.css';
import { UI_STRINGS } from '../../ui/strings';

/** Spec 001 §2: the trash filter offers Restore and Delete Permanently; elsewhere Trash. */
const BULK_ACTIONS: Record<'trash' | 'other', readonly ResponseAction[]> = { trash: ['restore', 'delete'], other: ['trash'] };

export default function ResponsesScreen() {
  const surveyId = Number(useParams().id);
  const tier = useTier();
  const manages = tier !== null && resultsAccess(tier).proLicensed;
  const { params, setPage, setFilter, setFilters, clearFilters } = useResponsesParams();
  // Free users have no quick filters: they always see the whole list.
  const filter = manages ? params.filter : 'all';
  const { filters } = params;
  const filterBar = useRef<HTMLDivElement>(null);
  const clearAll = () => {
    clearFilters();
    focusSearch(filterBar.current);
  };
  const list = useResponses(surveyId, { page: params.page, filter, filters }, { enabled: tier !== null });
  const items = list.data?.items ?? [];
  const questions = useFilterQuestions(surveyId, list.data?.survey.questions);
  const languages = useSurveyLanguages(surveyId);
  // A refused filter is told beside its field, not as a failure of the list.
  const fieldErrors = filterErrors(list.error);
  const filtered = isFiltered(filters);
  const matches = filtered && list.data && !list.isPlaceholderData ? list.data.pagination.total : null;
  // The selection belongs to the rows shown: another survey, filter or page starts afresh.
  const { selected, select, clear } = useSelection(`${surveyId}|${filter}|${params.page}|${JSON.stringify(filters)}`);

  const actions = useResponseActions({
    surveyId,
    shown: items.map((r) => r.id),
    onDone(coveredAll) {
      clear();
      if (coveredAll) setFilter('all');
    },
  });

  const pageTooFar = usePageInRange(params.page, list, setPage);

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

      {list.error && !fieldErrors && <LoadError message={errorText(list.error)} onRetry={() => void list.refetch()} retry={UI_STRINGS.listKit.retry} />}

      {list.data && manages && (
        <QuickFilters
          label={S.quickFiltersLabel}
          filters={STATUS_FILTERS}
          names={S.quickFilters}
          counts={list.data.status_filters}
          current={filter}
          onChange={setFilter}
        />
      )}
      {tier && (
        <FilterBar questions={questions} filters={filters} onChange={setFilters} onClear={clearAll} errors={fieldErrors ?? {}} languages={languages} ref={filterBar} />
      )}
      {tier && <MatchCount total={matches} onClear={clearAll} />}

      {!list.data || !tier ? (
        !list.error && (
          <p role="status" className="loading">
            {S.loading}
          </p>
        )
      ) : (
        <>
          <div className="list-toolbar">
            {manages && (
              <BulkActions
                actions={BULK_ACTIONS[filter === 'trash' ? 'trash' : 'other']}
                names={S.bulk}
                strings={UI_STRINGS.listKit.bulk}
                selectedCount={chosen.length}
                busy={actions.busy}
                onApply={(action) => actions.run(action, chosen)}
              />
            )}
            <Pagination info={list.data.pagination} total={S.totalItems(list.data.pagination.total)} onPage={setPage} strings={UI_STRINGS.listKit.pagination} />
          </div>
          {items.length === 0 ? (
            !pageTooFar && !filtered && <p className="list-empty">{S.empty}</p>
          ) : (
            <ResponsesTable
              items={items}
              questions={list.data.survey.questions}
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
        <ConfirmDialog
          title={S.confirmDeleteTitle}
          text={S.confirmDeleteText(actions.pendingDelete.length)}
          confirm={S.confirmDelete}
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
          cancel={UI_STRINGS.listKit.cancel}
        />
      )}
    </div>
  );
}
