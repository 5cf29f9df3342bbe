/**
 * An NPS question's score, the largest figure of its card, over the bar of its promoters, passives
 * and detractors (spec 001 §9 segments) with a legend that names each segment in words, so the
 * colours are never the only key.
 */
import { Bar, BarChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../ChartFigure';
import { percentOf, type NpsSegment } from '../figures';
import { CHART_GUIDES, CHART_MARKS } from '../palette';
import { RESULTS_STRINGS } from '../strings';
import type { NpsOverview } from '../types';

const S = RESULTS_STRINGS.nps;
const SEGMENTS: readonly NpsSegment[] = ['detractor', 'passive', 'promoter'];
const BAR_HEIGHT = 32;

export function NpsScore({ overview, title }: { overview: NpsOverview; title: string }) {
  const parts = SEGMENTS.map((segment) => ({
    segment,
    label: S[segment],
    count: overview[segment],
    percent: percentOf(overview[segment], overview.total),
  }));
  const signed = S.signed(overview.nps);
  return (
    <div className="rs-nps-score">
      <dl className="rs-headline">
        <div>
          <dt>{S.scoreLabel}</dt>
          <dd>
            <span className="rs-headline-value rs-nps-value">{signed}</span>
            <span className="rs-headline-note">
              {S.scoreScale} · {S.answers(overview.total)}
            </span>
          </dd>
        </div>
      </dl>
      <ChartFigure
        title={S.segmentsTitle(title)}
        showTitle={false}
        summary={S.segmentsSummary(signed, parts)}
        table={{
          caption: S.segmentsTitle(title),
          columns: [S.segment, RESULTS_STRINGS.survey.count, RESULTS_STRINGS.survey.percent],
          rows: parts.map((p) => ({
            key: p.segment,
            cells: [RESULTS_STRINGS.segmentWithScores(p.label, S.segmentScores[p.segment]), p.count, RESULTS_STRINGS.percent(p.percent)],
          })),
        }}
      >
        {overview.total > 0 && (
          <ResponsiveContainer width="100%" height={BAR_HEIGHT} initialDimension={{ width: 720, height: BAR_HEIGHT }}>
            <BarChart
              layout="vertical"
              data={[{ key: 'nps', ...overview }]}
              accessibilityLayer={false}
              margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
              barSize={BAR_HEIGHT}
            >
              <XAxis type="number" domain={[0, overview.total]} hide />
              <YAxis type="category" dataKey="key" hide />
              {SEGMENTS.map((segment) => (
                <Bar
                  key={segment}
                  dataKey={segment}
                  stackId="nps"
                  fill={CHART_MARKS[segment]}
                  stroke={CHART_GUIDES.gap}
                  strokeWidth={2}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        )}
        <ul className="rs-legend" aria-hidden="true">
          {parts.map((p) => (
            <li key={p.segment}>
              <span className="rs-swatch" style={{ background: CHART_MARKS[p.segment] }} />
              <strong>{p.label}</strong> {RESULTS_STRINGS.share(p.percent, p.count)} <span className="rs-muted">{S.segmentScores[p.segment]}</span>
            </li>
          ))}
        </ul>
      </ChartFigure>
    </div>
  );
}
