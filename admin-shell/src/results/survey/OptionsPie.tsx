import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { pieColor } from '../chart';
import { RESULTS_STRINGS } from '../strings';
import type { QuestionStats } from '../types';

const S = RESULTS_STRINGS.survey;
const PIE_SIZE = 220;

function percent(count: number, of: number): string {
  return `${of === 0 ? 0 : Math.round((count / of) * 100)}%`;
}

/**
 * Counts per option as a pie in five blues, and the same counts as a table: the table is what
 * screen readers read (the drawing is hidden from them) and doubles as the pie's legend.
 */
export function OptionsPie({ question }: { question: QuestionStats }) {
  const slices = question.options.map((option, index) => ({ ...option, fill: pieColor(index) })).filter((o) => o.count > 0);
  return (
    <div className="rs-pie">
      {slices.length > 0 && (
        <div aria-hidden="true" className="rs-pie-chart">
          <PieChart width={PIE_SIZE} height={PIE_SIZE}>
            {/* One slice has no neighbour to separate from: without a stroke, no seam is drawn. */}
            <Pie
              data={slices}
              dataKey="count"
              nameKey="value"
              outerRadius={PIE_SIZE / 2 - 10}
              isAnimationActive={false}
              stroke={slices.length > 1 ? '#ffffff' : 'none'}
            >
              {slices.map((slice) => (
                <Cell key={slice.value} fill={slice.fill} />
              ))}
            </Pie>
            <Tooltip />
          </PieChart>
        </div>
      )}
      <table className="rs-counts">
        <caption className="visually-hidden">{S.countsCaption(question.title)}</caption>
        <thead>
          <tr>
            <th scope="col">{S.option}</th>
            <th scope="col">{S.count}</th>
            <th scope="col">{S.percent}</th>
          </tr>
        </thead>
        <tbody>
          {question.options.map((option, index) => (
            <tr key={option.value}>
              <th scope="row">
                <span className="rs-swatch" style={{ background: pieColor(index) }} aria-hidden="true" />
                {option.value}
              </th>
              <td>{option.count}</td>
              <td>{percent(option.count, question.total_answers)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
