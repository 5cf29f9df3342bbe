/**
 * The NPS page (spec 001 §2) of any survey with an NPS question: the score of its first one (the
 * host's `nps_overview`) as the page's largest figure, its promoters (9-10), passives (7-8) and
 * detractors (1-6), the score per day as bars on a -100..100 axis, and the comments.
 */
import { Bar, BarChart, CartesianGrid, LabelList, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT, INITIAL_CHART_SIZE } from '../chart';
import { ChartFigure } from '../ChartFigure';
import { formatDay, formatTick } from '../dates';
import { CHART_GUIDES, CHART_MARKS } from '../palette';
import { RESULTS_STRINGS } from '../strings';
import type { SurveyResults } from '../types';
import { NpsComments } from './NpsComments';
import { NpsScore } from './NpsScore';

const S = RESULTS_STRINGS.nps;

/** spec 001 §9: the NPS axis. */
export const NPS_DOMAIN: [number, number] = [-100, 100];
const NPS_TICKS = [-100, -50, 0, 50, 100];
/** Past this many days the bars are too narrow for their values; the table has them. */
const LABELLED_DAYS = 14;

function NpsChart({ points }: { points: SurveyResults['nps_by_date'] }) {
  const scores = points.flatMap((p) => (p.nps === null ? [] : [p.nps]));
  const summary = S.chartSummary(points.length, scores.length ? Math.min(...scores) : null, scores.length ? Math.max(...scores) : null);
  return (
    <section className="rs-card" aria-labelledby="rs-nps-chart">
      <h2 id="rs-nps-chart">{S.chartTitle}</h2>
      <ChartFigure
        title={S.chartTitle}
        showTitle={false}
        summary={summary}
        table={{
          caption: S.chartTitle,
          columns: [S.day, S.nps],
          rows: points.map((p) => ({ key: p.date, cells: [formatDay(p.date), p.nps === null ? S.noScore : S.signed(p.nps)] })),
        }}
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_CHART_SIZE}>
          <BarChart data={points} accessibilityLayer={false} margin={{ top: 16, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={CHART_GUIDES.grid} vertical={false} />
            <XAxis dataKey="date" tickFormatter={formatTick} minTickGap={16} />
            <YAxis domain={NPS_DOMAIN} ticks={NPS_TICKS} allowDataOverflow width={48} />
            <ReferenceLine y={0} stroke={CHART_GUIDES.zero} />
            <Bar dataKey="nps" name={S.nps} fill={CHART_MARKS.bar} isAnimationActive={false}>
              {points.length <= LABELLED_DAYS && <LabelList dataKey="nps" position="top" className="rs-bar-value" />}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </section>
  );
}

export function NpsResults({ results, linkResponses }: { results: SurveyResults; linkResponses: boolean }) {
  const question = results.question_stats.find((q) => q.type === 'nps');
  return (
    <div className="rs-nps">
      {results.nps_overview ? (
        <section className="rs-card" aria-labelledby="rs-nps-overview">
          <h2 id="rs-nps-overview">{S.overviewHeading}</h2>
          <NpsScore overview={results.nps_overview} title={question?.title || results.title || RESULTS_STRINGS.untitled} />
        </section>
      ) : (
        <p className="rs-empty">{S.noNpsQuestion}</p>
      )}
      {results.nps_overview && (
        <>
          <NpsChart points={results.nps_by_date} />
          <NpsComments key={results.id} surveyId={results.id} linkResponses={linkResponses} />
        </>
      )}
    </div>
  );
}
