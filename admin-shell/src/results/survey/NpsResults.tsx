/**
 * The NPS page (spec 001 §2): the overview of detractors (scores 1-6), passives (7-8), promoters
 * (9-10) and the score, the score per day on a -100..100 axis, and the comments.
 */
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLOR, CHART_HEIGHT, INITIAL_CHART_SIZE, TOOLTIP_OFFSET } from '../chart';
import { formatDay, formatTick } from '../dates';
import { RESULTS_STRINGS } from '../strings';
import type { NpsOverview, SurveyResults } from '../types';
import { NpsComments } from './NpsComments';

const S = RESULTS_STRINGS.nps;

/** spec 001 §9: the NPS axis. */
export const NPS_DOMAIN: [number, number] = [-100, 100];
const NPS_TICKS = [-100, -50, 0, 50, 100];

const SEGMENTS = ['detractor', 'passive', 'promoter'] as const;

function share(count: number, total: number): string {
  return `${total === 0 ? 0 : Math.round((count / total) * 100)}%`;
}

function Overview({ overview }: { overview: NpsOverview }) {
  return (
    <section className="rs-card" aria-labelledby="rs-nps-overview">
      <h2 id="rs-nps-overview">{S.overviewHeading}</h2>
      <dl className="rs-nps-values">
        {SEGMENTS.map((segment) => (
          <div key={segment} className={`rs-nps-value rs-nps-${segment}`}>
            <dt>
              {S[segment]} <span className="rs-muted">({S.segmentScores[segment]})</span>
            </dt>
            <dd>
              <strong>{overview[segment]}</strong> <span className="rs-muted">{share(overview[segment], overview.total)}</span>
            </dd>
          </div>
        ))}
        <div className="rs-nps-value rs-nps-score">
          <dt>{S.nps}</dt>
          <dd>
            <strong>{overview.nps}</strong>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function NpsChart({ points }: { points: SurveyResults['nps_by_date'] }) {
  return (
    <figure className="rs-card rs-chart" aria-label={S.chartTitle}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_CHART_SIZE}>
        <LineChart data={points} margin={{ top: 16, right: 24, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="#e5e8eb" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatTick} minTickGap={16} />
          <YAxis domain={NPS_DOMAIN} ticks={NPS_TICKS} allowDataOverflow width={48} />
          <ReferenceLine y={0} stroke="#8c8f94" />
          <Tooltip offset={TOOLTIP_OFFSET} labelFormatter={(day) => formatDay(String(day))} />
          <Line type="monotone" dataKey="nps" name={S.nps} stroke={CHART_COLOR} strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function NpsResults({ results, linkResponses }: { results: SurveyResults; linkResponses: boolean }) {
  return (
    <div className="rs-nps">
      {results.nps_overview ? <Overview overview={results.nps_overview} /> : <p className="rs-empty">{RESULTS_STRINGS.empty}</p>}
      <NpsChart points={results.nps_by_date} />
      <NpsComments key={results.id} surveyId={results.id} linkResponses={linkResponses} />
    </div>
  );
}
