import { HearkenApiError } from '@hearken/addon-sdk';
import { answersApi, deferred } from '@hearken/addon-sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRINGS } from '../strings';
import { AREA, invalidRange, listAddress, listAnswer, listPath, renderArea, rows, WEEK } from '../testing';
import type { Filters } from './filters';

const S = STRINGS.pages;
const F = STRINGS.filters;
const P = STRINGS.pagination;

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

const fromInput = () => screen.getByLabelText(F.from);
const toInput = () => screen.getByLabelText(F.to);

afterEach(() => {
  vi.useRealTimers();
});

describe('the pages with heatmap data', () => {
  it('lists each page with its visitors, clicks, rage clicks and average scroll', async () => {
    renderArea(listAddress(WEEK), answersApi({ [listPath(WEEK)]: listAnswer(WEEK, rows(1, 2)) }));
    const table = await screen.findByRole('table', { name: S.caption });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Page',
      'Visitors',
      'Clicks',
      'Rage clicks',
      'Average scroll',
    ]);
    expect(rowsOf(table)).toEqual([
      ['https://site.example/blog/post-1', '120', '40', '2', '61.5%'],
      ['https://site.example/blog/post-2', '120', '40', '2', '61.5%'],
    ]);
    // Each address leads to that page's view with the same days and viewport.
    expect(within(table).getByRole('link', { name: 'https://site.example/blog/post-2' })).toHaveAttribute(
      'href',
      `/admin${AREA}/pages/2?from=2026-11-19&to=2026-11-25&viewport=all`,
    );
    // One page: nothing to page through.
    expect(screen.queryByRole('navigation', { name: P.label })).not.toBeInTheDocument();
  });

  it('shows the last 7 days ending today (UTC) and all viewports at first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Late on the 25th in UTC: already the 26th east of Greenwich, still the 25th for the add-on.
    vi.setSystemTime(new Date('2026-11-25T23:30:00Z'));
    const api = answersApi({ [listPath(WEEK)]: listAnswer(WEEK, []) });
    renderArea('pages', api);
    expect(await screen.findByText(S.empty)).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledExactlyOnceWith('addons/heatmaps/pages?from=2026-11-19&to=2026-11-25&viewport=all&page=1');
    expect(fromInput()).toHaveValue('2026-11-19');
    expect(toInput()).toHaveValue('2026-11-25');
    expect(screen.getByRole('combobox', { name: F.viewport })).toHaveValue('all');
    expect(screen.getByRole('button', { name: F.last7 })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: F.last30 })).toHaveAttribute('aria-pressed', 'false');

    const user = userEvent.setup();
    const month: Filters = { from: '2026-10-27', to: '2026-11-25', viewport: 'all' };
    api.get.mockResolvedValueOnce(listAnswer(month, []));
    await user.click(screen.getByRole('button', { name: F.last30 }));
    expect(api.get).toHaveBeenLastCalledWith(listPath(month));
    expect(fromInput()).toHaveValue('2026-10-27');
    expect(screen.getByRole('button', { name: F.last30 })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says where the data comes from while there is none', async () => {
    renderArea(listAddress(WEEK), answersApi({ [listPath(WEEK)]: listAnswer(WEEK, []) }));
    expect(await screen.findByText(S.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says it is loading until the pages arrive', async () => {
    const answer = deferred<unknown>();
    const api = answersApi({});
    api.get.mockReturnValueOnce(answer.promise);
    renderArea(listAddress(WEEK), api);
    expect(screen.getByRole('status')).toHaveTextContent(STRINGS.loading);
    answer.resolve(listAnswer(WEEK, rows(1, 1)));
    expect(await screen.findByRole('table', { name: S.caption })).toBeInTheDocument();
    expect(screen.queryByText(STRINGS.loading)).not.toBeInTheDocument();
  });

  it('asks again for the days and viewport chosen, and keeps them in the address', async () => {
    const user = userEvent.setup();
    const later: Filters = { ...WEEK, from: '2026-11-01' };
    const mobile: Filters = { ...later, viewport: 'mobile' };
    const api = answersApi({
      [listPath(WEEK, 2)]: listAnswer(WEEK, rows(21, 21), 2, 2),
      [listPath(later)]: listAnswer(later, rows(1, 3)),
      [listPath(mobile)]: listAnswer(mobile, rows(4, 4)),
    });
    const { location } = renderArea(`${listAddress(WEEK)}&page=2`, api);
    await screen.findByRole('link', { name: 'https://site.example/blog/post-21' });

    // Another start day: the first page of the new list.
    fireEvent.change(fromInput(), { target: { value: '2026-11-01' } });
    expect(await screen.findByRole('link', { name: 'https://site.example/blog/post-3' })).toBeInTheDocument();
    expect(api.get).toHaveBeenLastCalledWith('addons/heatmaps/pages?from=2026-11-01&to=2026-11-25&viewport=all&page=1');
    expect(location()).toBe(`${AREA}/pages?from=2026-11-01&to=2026-11-25&viewport=all`);

    await user.selectOptions(screen.getByRole('combobox', { name: F.viewport }), F.viewports.mobile);
    expect(await screen.findByRole('link', { name: 'https://site.example/blog/post-4' })).toBeInTheDocument();
    expect(api.get).toHaveBeenLastCalledWith('addons/heatmaps/pages?from=2026-11-01&to=2026-11-25&viewport=mobile&page=1');
    expect(location()).toBe(`${AREA}/pages?from=2026-11-01&to=2026-11-25&viewport=mobile`);
    expect(screen.getByRole('link', { name: 'https://site.example/blog/post-4' })).toHaveAttribute(
      'href',
      `/admin${AREA}/pages/4?from=2026-11-01&to=2026-11-25&viewport=mobile`,
    );
  });

  it('waits for a day typed in full before asking', async () => {
    const api = answersApi({ [listPath(WEEK)]: listAnswer(WEEK, rows(1, 1)) });
    renderArea(listAddress(WEEK), api);
    await screen.findByRole('table', { name: S.caption });
    // A date input holds '' while its day is half typed.
    fireEvent.change(toInput(), { target: { value: '' } });
    expect(toInput()).toHaveValue('');
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('shows the host’s message about a bad range beside the day it is about', async () => {
    const message = 'The start day is after the end day.';
    const reversed: Filters = { from: '2026-11-30', to: '2026-11-25', viewport: 'all' };
    renderArea(listAddress(reversed), answersApi({ [listPath(reversed)]: invalidRange({ from: message }) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The date range is not valid.');
    expect(fromInput()).toBeInvalid();
    expect(fromInput()).toHaveAccessibleDescription(message);
    expect(toInput()).not.toHaveAttribute('aria-invalid');
    expect(toInput()).not.toHaveAccessibleDescription(message);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the host’s message when the pages cannot be loaded', async () => {
    const failure = new HearkenApiError(403, { code: 'forbidden', message: 'You may not read results.', fields: {} });
    renderArea(listAddress(WEEK), answersApi({ [listPath(WEEK)]: failure }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not read results.');
  });

  it('shows 20 pages a page and pages through them', async () => {
    const user = userEvent.setup();
    const api = answersApi({
      [listPath(WEEK, 1)]: listAnswer(WEEK, rows(1, 20), 1, 2),
      [listPath(WEEK, 2)]: listAnswer(WEEK, rows(21, 23), 2, 2),
    });
    const { location } = renderArea(listAddress(WEEK), api);
    const table = await screen.findByRole('table', { name: S.caption });
    expect(rowsOf(table)).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: P.label });
    expect(within(pages).getByRole('status')).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: P.previous })).toHaveAttribute('aria-disabled', 'true');

    const next = within(pages).getByRole('button', { name: P.next });
    await user.click(next);
    expect(await within(table).findByRole('link', { name: 'https://site.example/blog/post-23' })).toBeInTheDocument();
    expect(rowsOf(table)).toHaveLength(3);
    expect(api.get).toHaveBeenLastCalledWith(listPath(WEEK, 2));
    expect(location()).toBe(`${AREA}/${listAddress(WEEK)}&page=2`);
    expect(within(pages).getByRole('status')).toHaveTextContent('Page 2 of 2');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();

    // Past the last page nothing is asked for.
    await user.click(next);
    expect(api.get).toHaveBeenCalledTimes(2);

    await user.click(within(pages).getByRole('button', { name: P.previous }));
    expect(await within(table).findByRole('link', { name: 'https://site.example/blog/post-1' })).toBeInTheDocument();
    expect(location()).toBe(`${AREA}/${listAddress(WEEK)}`);
  });
});
