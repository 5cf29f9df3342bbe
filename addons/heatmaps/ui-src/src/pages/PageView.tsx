/**
 * /pages/{id}: one page for the chosen days and viewport: its totals and viewports, the elements
 * clicked most and those with rage clicks, the scroll depth, and "Open heatmap". The filters are
 * those of the list, kept in the address, and the way back keeps them too.
 */
import { HearkenApiError, type HearkenApi } from '@hearken/addon-sdk';
import { Link, useParams } from 'react-router';
import { LINKS } from '../area';
import { AreaHeader } from '../AreaHeader';
import { STRINGS } from '../strings';
import { ElementTables } from './ElementTables';
import { FilterBar } from './FilterBar';
import { searchOf, useFilters } from './filters';
import { OpenHeatmap } from './OpenHeatmap';
import { PageFigures } from './PageFigures';
import { usePage } from './queries';
import { filterErrorsOf, messageOf } from '../failures';
import { ScrollChart } from './ScrollChart';

const P = STRINGS.page;

export function PageView({ api }: { api: HearkenApi }) {
  const { id = '' } = useParams();
  const { filters, today, setFilters } = useFilters();
  const page = usePage(api, id, filters);
  const data = page.data;
  const notFound = page.error instanceof HearkenApiError && page.error.status === 404;
  return (
    <>
      <AreaHeader page={data?.url ?? P.title} />
      <Link to={LINKS.pages(searchOf(filters))} className="heatmaps-back">
        {P.back}
      </Link>
      {data && (
        <h2 className="heatmaps-page-url">
          <a href={data.url} target="_blank" rel="noopener noreferrer">
            {data.url} <span className="visually-hidden">{P.opensInNewTab}</span>
          </a>
        </h2>
      )}
      <FilterBar filters={filters} today={today} errors={filterErrorsOf(page.error)} onChange={setFilters} />
      {page.isPending && <p role="status">{STRINGS.loading}</p>}
      {notFound && <p role="alert">{P.notFound}</p>}
      {page.isError && !notFound && <p role="alert">{messageOf(page.error, P.loadFailed)}</p>}
      {data && (
        <div className="heatmaps-page" aria-busy={page.isPlaceholderData || undefined}>
          {/* A new range or viewport starts afresh: the last link was for the old one. */}
          <OpenHeatmap key={searchOf(filters)} api={api} id={id} filters={filters} />
          <PageFigures page={data} />
          <ElementTables elements={data.elements} rage={data.rage} />
          <ScrollChart views={data.views} scroll={data.scroll} />
        </div>
      )}
    </>
  );
}
