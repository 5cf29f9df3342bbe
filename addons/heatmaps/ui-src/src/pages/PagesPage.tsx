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
import { FiguresTable } from './FiguresTable';
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
            <FiguresTable
              caption={S.caption}
              busy={pages.isPlaceholderData}
              nameColumn={C.url}
              columns={[C.views, C.clicks, C.rage_clicks, C.average_scroll]}
              rows={data.items.map((row) => ({
                key: row.id,
                name: <Link to={LINKS.page(row.id, searchOf(filters))}>{row.url}</Link>,
                figures: [STRINGS.count(row.views), STRINGS.count(row.clicks), STRINGS.count(row.rage_clicks), STRINGS.percent(row.average_scroll)],
              }))}
            />
          </div>
          <Pagination info={data.pagination} onPage={setPage} strings={STRINGS.pagination} />
        </>
      )}
    </>
  );
}
