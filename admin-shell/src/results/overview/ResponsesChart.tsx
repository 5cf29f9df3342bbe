import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLOR, CHART_HEIGHT, INITIAL_CHART_SIZE, TOOLTIP_OFFSET } from '../chart';
import { formatDay, formatTick } from '../dates';
import { RESULTS_STRINGS } from '../strings';
import type { DataPoint } from '../types';

const S = RESULTS_STRINGS.overview;

/**
 * Responses per day as a line. The figure is labelled for screen readers; the total beside it and
 * the survey table carry the same numbers in text.
 */
export function ResponsesChart({ points }: { points: DataPoint[] }) {
  return (
    <figure className="rs-chart" aria-label={S.chartTitle}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_CHART_SIZE}>
        <LineChart data={points} margin={{ top: 16, right: 24, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="#e5e8eb" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatTick} minTickGap={16} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip offset={TOOLTIP_OFFSET} labelFormatter={(day) => formatDay(String(day))} />
          <Line
            type="monotone"
            dataKey="count"
            name={S.chartValue}
            stroke={CHART_COLOR}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
