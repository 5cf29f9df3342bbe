/**
 * The scroll-depth chart of one page: which share of the page views reached each depth (0 to 100 %
 * of the page, in steps of 5). The drawing is hidden from screen readers, which read the same
 * figures in the sentence above it and in a visually hidden table instead; recharts' keyboard layer
 * is off for the same reason (a focusable part inside `aria-hidden` would be a trap).
 */
import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { STRINGS } from '../strings';
import { scrollSummary } from './scroll';
import type { ScrollStep } from './types';

const S = STRINGS.scroll;
const COLOR = '#2D87F1';
/**
 * The size the chart draws at before the browser measures its box (and in tests, where nothing is
 * measured, as in the shell's results charts); it then follows the box's width.
 */
const HEIGHT = 280;
const INITIAL_SIZE = { width: 720, height: HEIGHT } as const;
const TICKS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

export function ScrollChart({ views, scroll }: { views: number; scroll: ScrollStep[] }) {
  const heading = useId();
  return (
    <section className="heatmaps-scroll" aria-labelledby={heading}>
      <h3 id={heading}>{S.title}</h3>
      <p>{scrollSummary(views, scroll)}</p>
      <div className="heatmaps-chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
          <AreaChart data={scroll} accessibilityLayer={false} margin={{ top: 16, right: 24, bottom: 24, left: 16 }}>
            <CartesianGrid stroke="#e5e8eb" />
            <XAxis
              dataKey="depth"
              type="number"
              domain={[0, 100]}
              ticks={TICKS}
              unit="%"
              label={{ value: S.xAxis, position: 'insideBottom', offset: -16 }}
            />
            <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" width={56} label={{ value: S.yAxis, angle: -90, position: 'insideLeft', offset: -8, style: { textAnchor: 'middle' } }} />
            <Tooltip
              labelFormatter={(depth) => S.tooltipLabel(Number(depth))}
              formatter={(percent, _name, item) => S.tooltip(Number(percent), Number((item.payload as ScrollStep | undefined)?.reached ?? 0))}
            />
            <Area type="linear" dataKey="percent" name={S.yAxis} stroke={COLOR} fill={COLOR} fillOpacity={0.2} strokeWidth={2} isAnimationActive={false} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>{S.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{S.xAxis}</th>
            <th scope="col">{S.yAxis}</th>
            <th scope="col">{S.reachedColumn}</th>
          </tr>
        </thead>
        <tbody>
          {scroll.map((step) => (
            <tr key={step.depth}>
              <th scope="row">{STRINGS.percent(step.depth)}</th>
              <td>{STRINGS.percent(step.percent)}</td>
              <td>{STRINGS.count(step.reached)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
