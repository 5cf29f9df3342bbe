/**
 * Horizontal bars of shares in percent, one row per answer, its name above the bar and
 * "75% (3)" after it: the chart of choices and of a rating's distribution. Drawn inside a
 * `ChartFigure`, so recharts' SVG stays out of the tab order (`accessibilityLayer={false}`).
 */
import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CHART_MARKS } from '../palette';
import { RESULTS_STRINGS } from '../strings';

export interface ShareRow {
  key: string;
  label: string;
  count: number;
  percent: number;
}

/** Each row's height: its name (about 16 px) over a 16 px bar, with room between rows. */
const ROW_HEIGHT = 48;
const BAR_SIZE = 16;
/** Room after the longest bar for its "100% (1234)". */
const VALUE_ROOM = 96;

function NameAbove(props: { x?: number | string | undefined; y?: number | string | undefined; value?: unknown }) {
  return (
    <text x={Number(props.x ?? 0)} y={Number(props.y ?? 0) - 6} className="rs-bar-name">
      {String(props.value ?? '')}
    </text>
  );
}

export function ShareBars({ rows }: { rows: ShareRow[] }) {
  const height = rows.length * ROW_HEIGHT + 8;
  const data = rows.map((row) => ({ ...row, value: RESULTS_STRINGS.share(row.percent, row.count) }));
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 720, height }}>
      <BarChart
        layout="vertical"
        data={data}
        accessibilityLayer={false}
        margin={{ top: 18, right: VALUE_ROOM, bottom: 0, left: 0 }}
        barSize={BAR_SIZE}
      >
        <XAxis type="number" domain={[0, 100]} hide />
        <YAxis type="category" dataKey="key" hide />
        <Bar dataKey="percent" fill={CHART_MARKS.bar} isAnimationActive={false} minPointSize={2}>
          <LabelList dataKey="label" content={NameAbove} />
          <LabelList dataKey="value" position="right" className="rs-bar-value" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
