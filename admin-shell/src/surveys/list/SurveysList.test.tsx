import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIST_KIT_STRINGS as K } from '@hearken/addon-sdk/ui';
import type { SiteConfig } from '../../config/queries';
import { deferred, mockApi, type Reply, type Route as ApiRoute } from '../../test/api';
import { renderSignedIn } from '../../test/render';
import {
  CLOSED,
  COUNTS,
  DRAFT,
  listKey,
  listOf,
  LITE,
  NO_COUNTS,
  PRO,
  PUBLISHED,
  row,
  SCHEDULED,
  TRASHED,
  WAS_SCHEDULED,
} from './fixtures';
import SurveysList from './SurveysList';
import { LIST_STRINGS as S } from './strings';
import { EMBED_STRINGS } from '../../embed/strings';
import { DISMISSED_KEY } from '../../start/steps';
import { defaultSettings } from '../model/defaults';

const NEW_SURVEY_SCREEN = 'New survey setup screen';

function showList(routes: Record<string, ApiRoute> = {}, { config = PRO }: { config?: SiteConfig } = {}) {
  const api = mockApi({
    'GET config': { body: config },
    [listKey()]: listOf([PUBLISHED, SCHEDULED, DRAFT, WAS_SCHEDULED]),
    ...routes,
  });
  renderSignedIn(
    <Routes>
      <Route path="/surveys" element={<SurveysList />} />
      <Route path="/surveys/new/setup" element={<p>{NEW_SURVEY_SCREEN}</p>} />
    </Routes>,
    { route: '/surveys' },
  );
  return api;
}

function listCalls(api: ReturnType<typeof mockApi>) {
  return api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('surveys?')).map((c) => c.path);
}

function created(rfc3339: string) {
  return new Date(rfc3339).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}


// These tests are of the list itself: the start checklist above it has its own (src/start/).
beforeEach(() => window.localStorage.setItem(DISMISSED_KEY, 'true'));
describe('Surveys list', () => {
  it('shows the title, status, created date, Embed action and responses of each survey', async () => {
    showList();

    expect(screen.getByRole('heading', { level: 1, name: S.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.createNew })).toHaveAttribute('href', '/surveys/new/setup');

    const published = await row(PUBLISHED.title);
    expect(within(published).getByRole('link', { name: PUBLISHED.title })).toHaveAttribute('href', '/surveys/edit/1');
    expect(published).toHaveTextContent(S.status.publish);
    expect(published).toHaveTextContent(created(PUBLISHED.created_at));
    expect(within(published).getByRole('button', { name: EMBED_STRINGS.actionOn(PUBLISHED.title) })).toBeInTheDocument();
    const responses = within(published).getByRole('link', { name: S.responsesLabel(12, PUBLISHED.title) });
    expect(responses).toHaveTextContent('12');
    expect(responses).toHaveAttribute('href', '/results/survey/1/responses');
    const action = (name: string) => within(published).getByRole('link', { name: S.actionOn(name, PUBLISHED.title) });
    expect(action(S.rowActions.edit)).toHaveAttribute('href', '/surveys/edit/1');
    expect(action(S.rowActions.results)).toHaveAttribute('href', '/results/survey/1');
    expect(action(S.rowActions.responses)).toHaveAttribute('href', '/results/survey/1/responses');
    expect(action(S.rowActions.duplicate)).toHaveAttribute('href', '/surveys/duplicate/1');
    expect(within(published).queryByRole('link', { name: S.actionOn(S.googleSheet, PUBLISHED.title) })).toBeNull();

    expect(await row(DRAFT.title)).toHaveTextContent(S.status.draft);
    expect(await row(DRAFT.title)).toHaveTextContent(created(DRAFT.created_at));
  });

  it('a published survey whose publish date is still to come reads Scheduled; one already past reads Published', async () => {
    showList();

    const scheduled = await row(SCHEDULED.title);
    expect(scheduled).toHaveTextContent(S.status.scheduled);
    expect(scheduled).not.toHaveTextContent(S.status.publish);
    expect(await row(WAS_SCHEDULED.title)).toHaveTextContent(S.status.publish);
  });

  it('a survey that reached its response limit says so beside its status', async () => {
    showList({ [listKey()]: listOf([CLOSED, PUBLISHED]) });

    const closed = await row(CLOSED.title);
    const status = within(closed).getByText(S.closedByLimit).closest('td') as HTMLElement;
    expect(status).toHaveTextContent(S.status.publish);
    expect(await row(PUBLISHED.title)).not.toHaveTextContent(S.closedByLimit);
  });

  it('asks for page 1, newest first by id, with the fields the columns need', async () => {
    const api = showList();
    await row(PUBLISHED.title);

    expect(listCalls(api)).toEqual([
      'surveys?page=1&orderby=id&order=desc&select=title,status,settings,created_at,publish_at,responses_count,closed_by_limit',
    ]);
  });

  it('shows a loading status until the surveys arrive', async () => {
    const answer = deferred<Reply>();
    showList({ [listKey()]: () => answer.promise });

    expect(screen.getByText(S.loading)).toHaveAttribute('role', 'status');

    answer.resolve(listOf([PUBLISHED]));
    await row(PUBLISHED.title);
    expect(screen.queryByText(S.loading)).not.toBeInTheDocument();
  });

  it('sorting by a column asks the API in that order, and a second click reverses it', async () => {
    const api = showList({
      [listKey({ orderby: 'title', order: 'asc' })]: listOf([DRAFT, PUBLISHED]),
      [listKey({ orderby: 'title', order: 'desc' })]: listOf([PUBLISHED, DRAFT]),
      [listKey({ orderby: 'created_at', order: 'desc' })]: listOf([PUBLISHED, DRAFT]),
    });
    const user = userEvent.setup();
    await row(PUBLISHED.title);

    await user.click(screen.getByRole('button', { name: S.columns.title }));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('orderby=title&order=asc'));
    expect(screen.getByRole('columnheader', { name: S.columns.title })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: S.columns.title }));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('orderby=title&order=desc'));
    expect(screen.getByRole('columnheader', { name: S.columns.title })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: S.columns.created }));
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('orderby=created_at&order=desc'));
    expect(api.unmatched).toEqual([]);
  });

  it('the quick filters show their counts and filter the request by status', async () => {
    const api = showList({ [listKey({ filter: 'scheduled' })]: listOf([SCHEDULED]) });
    const user = userEvent.setup();
    await row(PUBLISHED.title);

    const filters = screen.getByRole('navigation', { name: S.quickFiltersLabel });
    for (const [label, count] of [
      [S.quickFilters.all, COUNTS.all],
      [S.quickFilters.publish, COUNTS.publish],
      [S.quickFilters.scheduled, COUNTS.scheduled],
      [S.quickFilters.draft, COUNTS.draft],
      [S.quickFilters.trash, COUNTS.trash],
    ] as const) {
      expect(within(filters).getByRole('button', { name: `${label} (${count})` })).toBeInTheDocument();
    }
    expect(within(filters).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: /^Scheduled/ }));

    await waitFor(() => expect(screen.queryByRole('checkbox', { name: S.selectRow(PUBLISHED.title) })).not.toBeInTheDocument());
    expect(await row(SCHEDULED.title)).toBeInTheDocument();
    expect(listCalls(api).at(-1)).toContain('filter[status]=scheduled');
    expect(within(filters).getByRole('button', { name: /^Scheduled/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages through the list with page numbers, Previous and Next', async () => {
    const api = showList({
      [listKey()]: listOf([PUBLISHED], COUNTS, { page: 1, pages: 3, total: 25 }),
      [listKey({ page: 2 })]: listOf([DRAFT], COUNTS, { page: 2, pages: 3, total: 25 }),
      [listKey({ page: 3 })]: listOf([SCHEDULED], COUNTS, { page: 3, pages: 3, total: 25 }),
    });
    const user = userEvent.setup();
    await row(PUBLISHED.title);

    const pagination = screen.getByRole('navigation', { name: K.pagination.label });
    expect(within(pagination).getByRole('button', { name: K.pagination.previous })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pagination).getByRole('button', { name: K.pagination.page(1) })).toHaveAttribute('aria-current', 'page');
    expect(pagination).toHaveTextContent(S.totalItems(25));

    await user.click(within(pagination).getByRole('button', { name: K.pagination.page(3) }));
    expect(await row(SCHEDULED.title)).toBeInTheDocument();
    expect(listCalls(api).at(-1)).toMatch(/^surveys\?page=3&/);
    const after = screen.getByRole('navigation', { name: K.pagination.label });
    const next = within(after).getByRole('button', { name: K.pagination.next });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Off, but still focusable: pressing it asks for nothing past the last page.
    const asked = listCalls(api).length;
    await user.click(next);
    expect(listCalls(api)).toHaveLength(asked);

    await user.click(within(after).getByRole('button', { name: K.pagination.previous }));
    expect(await row(DRAFT.title)).toBeInTheDocument();
    expect(listCalls(api).at(-1)).toMatch(/^surveys\?page=2&/);
  });

  it('a filter without surveys shows the empty state with Create New', async () => {
    const user = userEvent.setup();
    showList({ [listKey({ filter: 'trash' })]: listOf([], { ...COUNTS, trash: 0 }) });
    await row(PUBLISHED.title);

    await user.click(screen.getByRole('button', { name: /^Trash \(/ }));

    const empty = await screen.findByRole('region', { name: S.emptyTitle });
    expect(empty).toHaveTextContent(S.emptyText);
    expect(within(empty).getByRole('link', { name: S.createNew })).toHaveAttribute('href', '/surveys/new/setup');
    expect(S.emptyText).toBe('You currently have no Surveys. Click the button below to create your first Survey.');
  });

  it('on first load with no surveys in any status, goes to the new-survey route', async () => {
    showList({ [listKey()]: listOf([], NO_COUNTS) });

    expect(await screen.findByText(NEW_SURVEY_SCREEN)).toBeInTheDocument();
    expect(screen.queryByText(S.emptyTitle)).not.toBeInTheDocument();
  });

  it('stays on the list when only the trash holds surveys', async () => {
    showList({ [listKey()]: listOf([], { ...NO_COUNTS, trash: 1 }) });

    expect(await screen.findByText(S.emptyTitle)).toBeInTheDocument();
    expect(screen.queryByText(NEW_SURVEY_SCREEN)).not.toBeInTheDocument();
  });

  it('Lite shows the upgrade box with the Pro benefits and the discount, linking to license entry', async () => {
    showList({}, { config: LITE });

    const box = await screen.findByRole('complementary', { name: S.upgradeTitle });
    for (const benefit of S.upgradeBenefits) expect(box).toHaveTextContent(benefit);
    expect(box).toHaveTextContent('50%');
    expect(within(box).getByRole('link', { name: S.upgradeButton })).toHaveAttribute('href', '/settings/general');
  });

  it('a licensed Pro install shows no upgrade box', async () => {
    showList();
    await row(PUBLISHED.title);
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
    expect(screen.queryByText(S.upgradeTitle)).not.toBeInTheDocument();
  });

  it('a failed load shows the server message and loads again on Try again', async () => {
    const api = showList({ [listKey()]: { status: 500, body: { code: 'internal', message: 'The database is unavailable.' } } });

    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable.');
    api.routes[listKey()] = listOf([PUBLISHED]);
    await userEvent.setup().click(screen.getByRole('button', { name: K.retry }));
    expect(await row(PUBLISHED.title)).toBeInTheDocument();
  });

  it('a survey sending responses to Google Drive links to its sheet', async () => {
    const synced = { ...PUBLISHED, settings: { ...defaultSettings(), google_drive: { enable: true, spreadsheet_id: 'sheet-1' } } };
    showList({ [listKey()]: listOf([synced]) });

    expect(within(await row(PUBLISHED.title)).getByRole('link', { name: S.actionOn(S.googleSheet, PUBLISHED.title) })).toHaveAttribute(
      'href',
      'https://docs.google.com/spreadsheets/d/sheet-1',
    );
  });

  it('a trashed survey has no Edit link and its title is not a link', async () => {
    showList({ [listKey()]: listOf([TRASHED]) });
    const trashed = await row(TRASHED.title);

    expect(within(trashed).queryByRole('link', { name: new RegExp(`^${S.rowActions.edit}`) })).not.toBeInTheDocument();
    expect(within(trashed).queryByRole('link', { name: TRASHED.title })).not.toBeInTheDocument();
    expect(within(trashed).getByRole('link', { name: `${S.rowActions.results} ${TRASHED.title}` })).toHaveAttribute(
      'href',
      '/results/survey/4',
    );
  });
});
