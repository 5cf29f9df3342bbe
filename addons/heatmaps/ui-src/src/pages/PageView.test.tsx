import { HearkenApiError } from '@hearken/addon-sdk';
import { answersApi, deferred } from '@hearken/addon-sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRINGS } from '../strings';
import { AREA, listAnswer, listPath, PAGE, pagePath, renderArea, rows, WEEK } from '../testing';
import type { Filters } from './filters';

const P = STRINGS.page;
const H = STRINGS.heatmap;
const F = STRINGS.filters;
const SC = STRINGS.scroll;

const MOBILE: Filters = { ...WEEK, viewport: 'mobile' };
const address = (filters: Filters, id: string | number = 7) =>
  `pages/${id}?from=${filters.from}&to=${filters.to}&viewport=${filters.viewport}`;

function cellsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

async function openPage(filters: Filters = WEEK, answer: unknown = PAGE) {
  const api = answersApi({ [pagePath(7, filters)]: answer });
  const view = renderArea(address(filters), api);
  await screen.findByRole('heading', { level: 2, name: new RegExp(PAGE.url) });
  return { ...view, api };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('one page’s heatmap data', () => {
  it('shows the page’s figures, its viewports and the elements clicked', async () => {
    const { api } = await openPage();
    expect(api.get).toHaveBeenCalledExactlyOnceWith('addons/heatmaps/pages/7?from=2026-11-19&to=2026-11-25&viewport=all');
    expect(document.title).toBe(`${PAGE.url} ‹ Heatmaps ‹ Hearken`);
    expect(screen.getByRole('link', { name: `${PAGE.url} ${P.opensInNewTab}` })).toHaveAttribute('href', PAGE.url);

    const figures = [...document.querySelectorAll('.heatmaps-figures div')].map((figure) => [
      figure.querySelector('dt')?.textContent,
      figure.querySelector('dd')?.textContent,
    ]);
    expect(figures).toEqual([
      ['Visitors', '100'],
      ['Clicks', '1,234'],
      ['Rage clicks', '3'],
      ['Average scroll', '52.5%'],
    ]);

    expect(cellsOf(screen.getByRole('table', { name: P.viewportsCaption }))).toEqual([
      ['Desktop', '60', '900'],
      ['Tablet', '10', '34'],
      ['Mobile', '30', '300'],
    ]);

    const elements = screen.getByRole('table', { name: P.elementsCaption });
    expect(within(elements).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Element', 'Clicks', 'Rage clicks']);
    expect(cellsOf(elements)).toEqual([
      ['main > section.plans > a.button:nth-of-type(2)', '800', '3'],
      ['header nav > a[href="/signup"]', '434', '0'],
    ]);
    expect(within(elements).getByText('header nav > a[href="/signup"]').tagName).toBe('CODE');

    expect(cellsOf(screen.getByRole('table', { name: P.rageCaption }))).toEqual([['main > section.plans > a.button:nth-of-type(2)', '3']]);
  });

  it('says so when no element had rage clicks', async () => {
    await openPage(WEEK, { ...PAGE, rage_clicks: 0, rage: [] });
    expect(screen.getByText(P.noRage)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: P.rageCaption })).not.toBeInTheDocument();
  });

  it('draws the scroll depth and says it in words and in a table', async () => {
    const { container } = await openPage();
    const chart = screen.getByRole('region', { name: SC.title });
    expect(within(chart).getByText('Half of the visitors saw at least 50% of the page. 0% of visitors reached the end of the page.')).toBeInTheDocument();

    // The drawing, with its axes named, is for the eyes only.
    const drawing = container.querySelector('.heatmaps-chart');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing?.querySelector('.recharts-area-curve')).not.toBeNull();
    const labels = [...(drawing?.querySelectorAll('.recharts-label') ?? [])].map((label) => label.textContent);
    expect(labels).toEqual(expect.arrayContaining([SC.xAxis, SC.yAxis]));

    const table = within(chart).getByRole('table', { name: SC.caption });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([SC.xAxis, SC.yAxis, SC.reachedColumn]);
    expect(within(table).getAllByRole('row')).toHaveLength(22);
    expect(within(table).getByRole('row', { name: '45% 55% 55' })).toBeInTheDocument();
  });

  it('says when nobody viewed the page in the period', async () => {
    await openPage(WEEK, { ...PAGE, views: 0, scroll: PAGE.scroll.map((step) => ({ ...step, reached: 0, percent: 0 })) });
    expect(within(screen.getByRole('region', { name: SC.title })).getByText(SC.none)).toBeInTheDocument();
  });

  it('opens the heatmap of the desktop layout for all viewports', async () => {
    const user = userEvent.setup();
    const { api } = await openPage();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const answer = deferred<unknown>();
    api.post = vi.fn(() => answer.promise) as typeof api.post;
    expect(screen.getByText(H.allHint)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: H.open }));
    expect(api.post).toHaveBeenCalledExactlyOnceWith('addons/heatmaps/pages/7/heatmap', { from: '2026-11-19', to: '2026-11-25', viewport: 'desktop' });
    const waiting = screen.getByRole('button', { name: H.opening });
    expect(waiting).toBeDisabled();
    expect(open).not.toHaveBeenCalled();

    const url = `${PAGE.url}#hearken-heatmap=t0k3n`;
    answer.resolve({ token: 't0k3n', url, expires_at: '2026-11-25T10:15:00Z' });
    expect(await screen.findByRole('button', { name: H.open })).toBeEnabled();
    expect(open).toHaveBeenCalledExactlyOnceWith(url, '_blank', 'noopener');
    // Should a pop-up blocker stop the tab, the link is still at hand.
    expect(screen.getByRole('link', { name: H.again })).toHaveAttribute('href', url);
  });

  it('opens the heatmap of the viewport chosen', async () => {
    const user = userEvent.setup();
    const { api } = await openPage(MOBILE);
    vi.spyOn(window, 'open').mockReturnValue(null);
    api.post = vi.fn(async () => ({ token: 't', url: `${PAGE.url}#hearken-heatmap=t`, expires_at: '2026-11-25T10:15:00Z' })) as typeof api.post;
    expect(screen.queryByText(H.allHint)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: H.open }));
    expect(api.post).toHaveBeenCalledExactlyOnceWith('addons/heatmaps/pages/7/heatmap', { from: '2026-11-19', to: '2026-11-25', viewport: 'mobile' });
  });

  it('says why the heatmap could not be opened', async () => {
    const user = userEvent.setup();
    const { api } = await openPage();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    api.post = vi.fn(async () => {
      throw new HearkenApiError(0, { code: 'network_error', message: 'The server could not be reached.', fields: {} });
    }) as typeof api.post;
    await user.click(screen.getByRole('button', { name: H.open }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${H.failed} The server could not be reached.`);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: H.open })).toBeEnabled();
  });

  it('asks again for other days and keeps them in the address', async () => {
    const later: Filters = { ...WEEK, to: '2026-11-28' };
    const api = answersApi({ [pagePath(7, WEEK)]: PAGE, [pagePath(7, later)]: { ...PAGE, views: 150 } });
    const { location } = renderArea(address(WEEK), api);
    await screen.findByRole('heading', { level: 2, name: new RegExp(PAGE.url) });
    fireEvent.change(screen.getByLabelText(F.to), { target: { value: '2026-11-28' } });
    expect(await screen.findByText('150')).toBeInTheDocument();
    expect(api.get).toHaveBeenLastCalledWith('addons/heatmaps/pages/7?from=2026-11-19&to=2026-11-28&viewport=all');
    expect(location()).toBe(`${AREA}/${address(later)}`);
  });

  it('goes back to the pages with the same days and viewport', async () => {
    const user = userEvent.setup();
    const api = answersApi({ [pagePath(7, MOBILE)]: PAGE, [listPath(MOBILE)]: listAnswer(MOBILE, rows(7, 7)) });
    const { location } = renderArea(address(MOBILE), api);
    await screen.findByRole('heading', { level: 2, name: new RegExp(PAGE.url) });
    await user.click(screen.getByRole('link', { name: P.back }));
    expect(await screen.findByRole('link', { name: 'https://site.example/blog/post-7' })).toBeInTheDocument();
    expect(location()).toBe(`${AREA}/pages?from=2026-11-19&to=2026-11-25&viewport=mobile`);
    expect(screen.getByRole('combobox', { name: F.viewport })).toHaveValue('mobile');
  });

  it('says so for a page with no heatmap data, and still leads back', async () => {
    const notFound = new HearkenApiError(404, { code: 'not_found', message: 'No such page.', fields: {} });
    renderArea(address(WEEK, 99), answersApi({ [pagePath(99, WEEK)]: notFound }));
    expect(await screen.findByRole('alert')).toHaveTextContent(P.notFound);
    expect(screen.getByRole('link', { name: P.back })).toHaveAttribute('href', `/admin${AREA}/pages?from=2026-11-19&to=2026-11-25&viewport=all`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: H.open })).not.toBeInTheDocument();
  });
});
