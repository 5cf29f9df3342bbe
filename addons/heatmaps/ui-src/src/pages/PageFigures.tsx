/** One page's totals for the chosen days, and the share of each viewport class. */
import { STRINGS } from '../strings';
import { DEVICE_VIEWPORTS } from './filters';
import type { PageAnswer } from './types';

const C = STRINGS.pages.columns;
const P = STRINGS.page;

export function PageFigures({ page }: { page: PageAnswer }) {
  const figures = [
    [C.views, STRINGS.count(page.views)],
    [C.clicks, STRINGS.count(page.clicks)],
    [C.rage_clicks, STRINGS.count(page.rage_clicks)],
    [C.average_scroll, STRINGS.percent(page.average_scroll)],
  ] as const;
  return (
    <>
      <dl className="heatmaps-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className="heatmaps-table">
        <caption>{P.viewportsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{P.viewportColumn}</th>
            <th scope="col" className="heatmaps-number">
              {C.views}
            </th>
            <th scope="col" className="heatmaps-number">
              {C.clicks}
            </th>
          </tr>
        </thead>
        <tbody>
          {DEVICE_VIEWPORTS.map((viewport) => {
            const figures = page.viewports[viewport] ?? { views: 0, clicks: 0 };
            return (
              <tr key={viewport}>
                <th scope="row">{P.viewportNames[viewport]}</th>
                <td className="heatmaps-number">{STRINGS.count(figures.views)}</td>
                <td className="heatmaps-number">{STRINGS.count(figures.clicks)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
