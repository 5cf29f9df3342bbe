/**
 * One survey's results (spec 001 §2, route survey/:id): switcher, date range, exports, the AI
 * summary, then the NPS page for an nps survey or the statistics of every question otherwise.
 * Add-ons' `results-panel`s follow: their remotes, or the shell's placeholders for locked add-ons.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
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
import { GeneralExport } from './ExportButtons';
import { NpsResults } from './NpsResults';
import { defaultRange } from './presets';
import { QuestionResult } from './QuestionResult';
import { SurveySwitcher } from './SurveySwitcher';
import '../results.css';

const S = RESULTS_STRINGS.survey;

export default function SurveyResultsScreen() {
  const surveyId = Number(useParams().id);
  if (!Number.isInteger(surveyId) || surveyId <= 0) return <p className="rs-empty">{RESULTS_STRINGS.empty}</p>;
  return <SiteResults surveyId={surveyId} />;
}

function SiteResults({ surveyId }: { surveyId: number }) {
  const site = useSiteDays();
  if (!site) {
    return (
      <p role="status" className="loading">
        {RESULTS_STRINGS.loading}
      </p>
    );
  }
  return <SurveyResults surveyId={surveyId} site={site} />;
}

function SurveyResults({ surveyId, site }: { surveyId: number; site: SiteDays }) {
  const [range, setRange] = useState<DayRange>(() => defaultRange(site.today));
  const results = useSurveyResults(surveyId, range);
  const tier = useTier();
  const access = tier ? resultsAccess(tier) : null;
  const api = useApi();
  const data = results.data?.id === surveyId ? results.data : undefined;
  const title = data ? data.title || RESULTS_STRINGS.untitled : S.heading;

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
        {access && <GeneralExport request={{ surveyId, range }} allowed={access.proLicensed} />}
      </div>

      <QueryStatus query={results} loading={RESULTS_STRINGS.loading} />
      {data && (
        <div className="rs-survey" aria-busy={results.isPlaceholderData}>
          <dl className="rs-figures">
            <div>
              <dt>{S.totalResponses}</dt>
              <dd>{data.range_responses_count}</dd>
            </div>
            <div>
              <dt>{S.impressions}</dt>
              <dd>{data.impressions}</dd>
            </div>
          </dl>
          {access && (access.aiSummary ? <AiSummaryPanel key={surveyId} surveyId={surveyId} /> : <AiUpsellNotice />)}
          {data.type === 'nps' ? (
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
