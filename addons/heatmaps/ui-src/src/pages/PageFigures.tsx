/** One page's totals for the chosen days, and the share of each viewport class. */
import { STRINGS } from '../strings';
import { FiguresTable } from './FiguresTable';
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
      <FiguresTable
        caption={P.viewportsCaption}
        nameColumn={P.viewportColumn}
        columns={[C.views, C.clicks]}
        rows={DEVICE_VIEWPORTS.map((viewport) => {
          const { views, clicks } = page.viewports[viewport] ?? { views: 0, clicks: 0 };
          return { key: viewport, name: P.viewportNames[viewport], figures: [STRINGS.count(views), STRINGS.count(clicks)] };
        })}
      />
    </>
  );
}
