/**
 * One survey's results (spec 001 §2): switcher, date range, the language filter and the partial
 * responses' switch when they apply, exports, its key figures, the language split and the quotas'
 * fills when there are any, a multi-question survey's drop-off, the AI summary, then one of two
 * views: every question's chart (route survey/:id) or the NPS page (survey/:id/nps, and
 * survey/:id itself for an nps survey). The NPS page is offered for any survey with an NPS
 * question; the range chosen and whether partial responses count follow from one view to the other.
 * Add-ons' `results-panel`s follow: their remotes, or the shell's placeholders for locked add-ons.
 */
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { AddonParts } from '../../federation/AddonPart';
import { useApi } from '../../session/SessionContext';
import { QueryStatus } from '../../ui/QueryStatus';
import { useTier } from '../../upgrade/useTier';
import { resultsAccess } from '../access';
import { useSurveyResults } from '../api';
import { type DayRange } from '../dates';
import { useSiteDays, type SiteDays } from '../siteDays';
import { RESULTS_STRINGS } from '../strings';
import { AiSummaryPanel } from './AiSummaryPanel';
import { AiUpsellNotice } from './AiUpsellNotice';
import { DateRangePicker } from './DateRangePicker';
import { DropOffCard } from '../dropoff/DropOffCard';
import { GeneralExport } from './ExportButtons';
import { KeyFigures } from '../KeyFigures';
import { LanguageFilter } from '../language/LanguageFilter';
import { languageCounts, languagesRecorded } from '../language/languages';
import { LanguageSplit } from '../language/LanguageSplit';
import { NpsResults } from './NpsResults';
import { PartialSwitch } from './PartialSwitch';
import { defaultRange } from './presets';
import { QuestionResult } from './QuestionResult';
import { QuotasCard } from '../quotas/QuotasCard';
import { SurveySwitcher } from './SurveySwitcher';
import { useIncludePartial } from './useIncludePartial';
import '../results.css';

const S = RESULTS_STRINGS.survey;

/** Which of the survey's results a route shows. */
export type ResultsView = 'questions' | 'nps';

/** What a link between the two views carries, so the other view opens on the same range. */
interface ViewState {
  range?: DayRange;
}

export default function SurveyResultsScreen({ view = 'questions' }: { view?: ResultsView }) {
  const surveyId = Number(useParams().id);
  if (!Number.isInteger(surveyId) || surveyId <= 0) return <p className="rs-empty">{RESULTS_STRINGS.empty}</p>;
  return <SiteResults surveyId={surveyId} view={view} />;
}

function SiteResults({ surveyId, view }: { surveyId: number; view: ResultsView }) {
  const site = useSiteDays();
  if (!site) {
    return (
      <p role="status" className="loading">
        {RESULTS_STRINGS.loading}
      </p>
    );
  }
  return <SurveyResults surveyId={surveyId} site={site} view={view} />;
}

function SurveyResults({ surveyId, site, view }: { surveyId: number; site: SiteDays; view: ResultsView }) {
  const location = useLocation();
  const carried = (location.state as ViewState | null)?.range;
  const [range, setRange] = useState<DayRange>(() => carried ?? defaultRange(site.today));
  // '' for every language; another survey starts with every language again.
  const [chosen, setChosen] = useState({ surveyId, language: '' });
  const language = chosen.surveyId === surveyId ? chosen.language : '';
  const [includePartial, setIncludePartial] = useIncludePartial();
  const results = useSurveyResults(surveyId, range, { language, includePartial });
  const tier = useTier();
  const access = tier ? resultsAccess(tier) : null;
  const api = useApi();
  const data = results.data?.id === surveyId ? results.data : undefined;
  const title = data ? data.title || RESULTS_STRINGS.untitled : S.heading;
  const languages = data ? languageCounts(data) : [];

  return (
    <section className="rs-screen" aria-labelledby="rs-survey-heading">
      <header className="rs-header">
        <h1 id="rs-survey-heading">{title}</h1>
        <Link className="button" to={`/results/survey/${surveyId}/responses`}>
          {S.viewResponses}
        </Link>
      </header>
      <div className="rs-toolbar">
        <SurveySwitcher surveyId={surveyId} title={title} />
        <DateRangePicker range={range} today={site.today} latest={site.latest} onRange={setRange} />
        {(languagesRecorded(languages) || language !== '') && (
          <LanguageFilter
            className="rs-field"
            languages={languages.flatMap((entry) => (entry.language === null ? [] : [entry.language]))}
            value={language}
            onChange={(next) => setChosen({ surveyId, language: next })}
          />
        )}
        {data && (data.partial_responses > 0 || data.include_partial) && (
          <PartialSwitch count={data.partial_responses} checked={includePartial} onChange={setIncludePartial} />
        )}
        {access && <GeneralExport request={{ surveyId, range }} allowed={access.proLicensed} />}
      </div>

      <QueryStatus query={results} loading={RESULTS_STRINGS.loading} />
      {data && (
        <div className="rs-survey" aria-busy={results.isPlaceholderData}>
          <KeyFigures
            impressions={data.range_impressions}
            responses={data.range_responses_count}
            allTimeResponses={data.responses_count}
          />
          {languagesRecorded(languages) && <LanguageSplit counts={languages} />}
          {data.quotas && data.quotas.length > 0 && <QuotasCard quotas={data.quotas} questions={data.question_stats} />}
          {data.question_stats.length > 1 && <DropOffCard surveyId={surveyId} range={range} languageFiltered={language !== ''} />}
          {access && (access.aiSummary ? <AiSummaryPanel key={surveyId} surveyId={surveyId} /> : <AiUpsellNotice />)}
          {/* An nps survey's only question is its NPS question: its NPS page is all there is to show. */}
          {data.type !== 'nps' && data.nps_overview && <ViewLinks surveyId={surveyId} view={view} range={range} search={location.search} />}
          {data.type === 'nps' || view === 'nps' ? (
            <NpsResults results={data} linkResponses={access?.proLicensed ?? false} />
          ) : (
            <section aria-labelledby="rs-questions-heading">
              <h2 id="rs-questions-heading">{S.questionsHeading}</h2>
              {data.question_stats.length === 0 && <p className="rs-muted">{S.noQuestions}</p>}
              {data.question_stats.map((question) => (
                <QuestionResult
                  key={question.id}
                  surveyId={surveyId}
                  question={question}
                  range={range}
                  proLicensed={access?.proLicensed ?? false}
                />
              ))}
            </section>
          )}
          <AddonParts point="results-panel" props={{ api, surveyId, range }} level={2} className="rs-card" />
        </div>
      )}
    </section>
  );
}

/** The two views of a survey with an NPS question, as links that keep the range and the address's query. */
function ViewLinks({ surveyId, view, range, search }: { surveyId: number; view: ResultsView; range: DayRange; search: string }) {
  const V = RESULTS_STRINGS.views;
  const state: ViewState = { range };
  const links: { view: ResultsView; to: string; label: string }[] = [
    { view: 'questions', to: `/results/survey/${surveyId}${search}`, label: V.questions },
    { view: 'nps', to: `/results/survey/${surveyId}/nps${search}`, label: V.nps },
  ];
  return (
    <nav aria-label={V.label} className="rs-views">
      <ul>
        {links.map((link) => (
          <li key={link.view}>
            <Link to={link.to} state={state} aria-current={link.view === view ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
