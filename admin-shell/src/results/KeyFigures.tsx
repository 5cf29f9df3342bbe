import { completionRate } from './figures';
import { RESULTS_STRINGS } from './strings';

const S = RESULTS_STRINGS.survey;

/**
 * The funnel, impressions → responses → completion rate. A survey's results give it over the dates
 * on screen (the host counts impressions per day), with the all-time responses beside it; the
 * overview of every survey gives it for their whole lives.
 */
export function KeyFigures({
  impressions,
  responses,
  allTimeResponses,
}: {
  impressions: number;
  responses: number;
  /** Given when the funnel is the chosen range's: the survey's responses of all time. */
  allTimeResponses?: number;
}) {
  const inRange = allTimeResponses !== undefined;
  const notes = inRange ? S.kpiRangeNotes : S.kpiNotes;
  const rate = completionRate(responses, impressions);
  const rateText =
    rate === null ? S.noImpressions : responses > impressions ? S.rateUnknown : RESULTS_STRINGS.percent(rate);
  const figures: { key: string; label: string; value: string; note: string }[] = [
    { key: 'impressions', label: S.impressions, value: String(impressions), note: notes.impressions },
    { key: 'responses', label: S.responses, value: String(responses), note: notes.responses },
    { key: 'completion', label: S.completionRate, value: rateText, note: notes.completionRate },
  ];
  if (inRange) {
    figures.push({ key: 'range', label: S.allTimeResponses, value: String(allTimeResponses), note: notes.totalResponses });
  }
  return (
    <section aria-labelledby="rs-kpi-heading">
      <h2 id="rs-kpi-heading" className="visually-hidden">
        {S.kpiHeading}
      </h2>
      <dl className="rs-figures">
        {figures.map((figure) => (
          <div key={figure.key} className={`rs-kpi rs-kpi-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd className="rs-kpi-value">{figure.value}</dd>
            <dd className="rs-kpi-note">{figure.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
