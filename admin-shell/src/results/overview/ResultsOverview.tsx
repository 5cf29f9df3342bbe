/**
 * Results Overview (spec 001 §2): responses of all surveys, or of the one chosen, over the past 7
 * or 30 days, as a total, their impressions → responses → completion rate, a bar per day and a
 * table of surveys.
 */
import { useId, useState } from 'react';
import { QueryStatus } from '../../ui/QueryStatus';
import { useTier } from '../../upgrade/useTier';
import { resultsAccess } from '../access';
import { useResultsSummary, useSurveyChoices } from '../api';
import { pastDays } from '../dates';
import { KeyFigures } from '../KeyFigures';
import { useSiteDays } from '../siteDays';
import { RESULTS_STRINGS } from '../strings';
import { OverviewTable } from './OverviewTable';
import { RangeButtons, type OverviewRange } from './RangeButtons';
import { ResponsesChart } from './ResponsesChart';
import '../results.css';

const S = RESULTS_STRINGS.overview;

export default function ResultsOverview() {
  const site = useSiteDays();
  if (!site) {
    return (
      <p role="status" className="loading">
        {RESULTS_STRINGS.loading}
      </p>
    );
  }
  return <Overview today={site.today} zone={site.zone} />;
}

/** The overview, its ranges ending on the site's `today`. */
function Overview({ today, zone }: { today: string; zone: string }) {
  const tier = useTier();
  const [range, setRange] = useState<OverviewRange>(7);
  const [surveyId, setSurveyId] = useState<number | null>(null);
  const days = pastDays(range, today);
  const summary = useResultsSummary({ start_date: days.from, end_date: days.to, survey_id: surveyId });
  const choices = useSurveyChoices();
  const filterId = useId();
  const data = summary.data;

  return (
    <section className="rs-screen" aria-labelledby="rs-overview-heading">
      <h1 id="rs-overview-heading">{S.heading}</h1>
      <div className="rs-toolbar">
        <div className="rs-field">
          <label htmlFor={filterId}>{S.surveyFilter}</label>
          <select
            id={filterId}
            value={surveyId ?? ''}
            onChange={(event) => setSurveyId(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{S.allSurveys}</option>
            {choices.data?.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title || RESULTS_STRINGS.untitled}
              </option>
            ))}
          </select>
        </div>
        <RangeButtons range={range} onRange={setRange} thirtyDaysAllowed={tier ? resultsAccess(tier).proLicensed : false} />
      </div>

      <QueryStatus query={summary} loading={RESULTS_STRINGS.loading} />
      {data && (
        <div className="rs-overview" aria-busy={summary.isPlaceholderData}>
          <p className="rs-total">
            <span className="rs-total-label">{S.totalResponses}</span>{' '}
            <strong className="rs-total-value">{data.total_responses}</strong>
          </p>
          {data.surveys.length === 0 ? (
            <p className="rs-empty">{RESULTS_STRINGS.empty}</p>
          ) : (
            <>
              <KeyFigures
                impressions={data.surveys.reduce((sum, s) => sum + s.impressions, 0)}
                responses={data.surveys.reduce((sum, s) => sum + s.responses_count, 0)}
              />
              <ResponsesChart points={data.data_points} />
              <OverviewTable surveys={data.surveys} rangeLabel={range === 7 ? S.past7 : S.past30} zone={zone} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
