import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT, INITIAL_CHART_SIZE } from '../chart';
import { ChartFigure } from '../ChartFigure';
import { formatDay, formatTick } from '../dates';
import { CHART_GUIDES, CHART_MARKS } from '../palette';
import { RESULTS_STRINGS } from '../strings';
import type { DataPoint } from '../types';

const S = RESULTS_STRINGS.overview;
/** Past this many days the bars are too narrow for their counts; the table has them. */
const LABELLED_DAYS = 14;

/**
 * Responses per day as one bar a day: counts are whole days, so a curve between them would draw
 * values that never happened. The same counts are a table behind "Show as table".
 */
export function ResponsesChart({ points }: { points: DataPoint[] }) {
  const total = points.reduce((sum, p) => sum + p.count, 0);
  const peak = points.reduce<DataPoint | null>((best, p) => (p.count > 0 && (!best || p.count > best.count) ? p : best), null);
  return (
    <div className="rs-chart">
      <ChartFigure
        title={S.chartTitle}
        summary={S.chartSummary(total, points.length, peak && { day: formatDay(peak.date), count: peak.count })}
        table={{
          caption: S.chartTitle,
          columns: [S.day, S.chartValue],
          rows: points.map((p) => ({ key: p.date, cells: [formatDay(p.date), p.count] })),
        }}
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_CHART_SIZE}>
          <BarChart data={points} accessibilityLayer={false} margin={{ top: 16, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={CHART_GUIDES.grid} vertical={false} />
            <XAxis dataKey="date" tickFormatter={formatTick} minTickGap={16} />
            <YAxis allowDecimals={false} width={40} />
            <Bar dataKey="count" name={S.chartValue} fill={CHART_MARKS.bar} isAnimationActive={false}>
              {points.length <= LABELLED_DAYS && <LabelList dataKey="count" position="top" className="rs-bar-value" />}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </div>
  );
}
