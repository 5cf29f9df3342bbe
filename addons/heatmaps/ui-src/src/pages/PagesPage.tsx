/**
 * /pages: the pages of the site with heatmap data in the chosen days and viewport, most clicked
 * first, 20 a page; each address leads to that page's view with the same filters.
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { Pagination } from '@hearken/addon-sdk/ui';
import { Link } from 'react-router';
import { LINKS } from '../area';
import { AreaHeader } from '../AreaHeader';
import { STRINGS } from '../strings';
import { FilterBar } from './FilterBar';
import { searchOf, useFilters } from './filters';
import { usePages } from './queries';
import { filterErrorsOf, messageOf } from '../failures';

const S = STRINGS.pages;
const C = S.columns;

export function PagesPage({ api }: { api: HearkenApi }) {
  const { filters, today, page, setFilters, setPage } = useFilters();
  const pages = usePages(api, filters, page);
  const data = pages.data;
  return (
    <>
      <AreaHeader page={S.title} />
      <FilterBar filters={filters} today={today} errors={filterErrorsOf(pages.error)} onChange={setFilters} />
      {pages.isPending && <p role="status">{STRINGS.loading}</p>}
      {pages.isError && <p role="alert">{messageOf(pages.error, S.loadFailed)}</p>}
      {data && data.items.length === 0 && <p className="heatmaps-empty">{S.empty}</p>}
      {data && data.items.length > 0 && (
        <>
          <div className="heatmaps-table-scroll">
            <table className="heatmaps-table" aria-busy={pages.isPlaceholderData || undefined}>
              <caption>{S.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{C.url}</th>
                  <th scope="col" className="heatmaps-number">
                    {C.views}
                  </th>
                  <th scope="col" className="heatmaps-number">
                    {C.clicks}
                  </th>
                  <th scope="col" className="heatmaps-number">
                    {C.rage_clicks}
                  </th>
                  <th scope="col" className="heatmaps-number">
                    {C.average_scroll}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <Link to={LINKS.page(row.id, searchOf(filters))}>{row.url}</Link>
                    </th>
                    <td className="heatmaps-number">{STRINGS.count(row.views)}</td>
                    <td className="heatmaps-number">{STRINGS.count(row.clicks)}</td>
                    <td className="heatmaps-number">{STRINGS.count(row.rage_clicks)}</td>
                    <td className="heatmaps-number">{STRINGS.percent(row.average_scroll)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination info={data.pagination} onPage={setPage} strings={STRINGS.pagination} />
        </>
      )}
    </>
  );
}
