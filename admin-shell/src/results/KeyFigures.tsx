import { completionRate } from './figures';
import { RESULTS_STRINGS } from './strings';

const S = RESULTS_STRINGS.survey;

/**
 * The survey's funnel, impressions → responses → completion rate, then its responses in the range.
 * The host counts impressions for the survey's whole life only (no dates), so the funnel is the
 * whole life's and the rate compares like with like.
 */
export function KeyFigures({
  impressions,
  responses,
  rangeResponses,
}: {
  impressions: number;
  responses: number;
  /** Responses in the range on screen; left out where the screen shows them already. */
  rangeResponses?: number;
}) {
  const rate = completionRate(responses, impressions);
  const figures: { key: string; label: string; value: string; note: string }[] = [
    { key: 'impressions', label: S.impressions, value: String(impressions), note: S.kpiNotes.impressions },
    { key: 'responses', label: S.responses, value: String(responses), note: S.kpiNotes.responses },
    {
      key: 'completion',
      label: S.completionRate,
      value: rate === null ? S.noImpressions : RESULTS_STRINGS.percent(rate),
      note: S.kpiNotes.completionRate,
    },
  ];
  if (rangeResponses !== undefined) {
    figures.push({ key: 'range', label: S.totalResponses, value: String(rangeResponses), note: S.kpiNotes.totalResponses });
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
