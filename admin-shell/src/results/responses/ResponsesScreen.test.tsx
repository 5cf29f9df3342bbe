import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LIST_KIT_STRINGS as K } from '@hearken/addon-sdk/ui';
import type { SiteConfig } from '../../config/queries';
import { mockApi, type Route as ApiRoute } from '../../test/api';
import { licensedConfig, LITE_CONFIG, PRO_WITHOUT_KEY_CONFIG } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import { COUNTS, FULL, listKey, listOf, OVER_QUOTA, PARTIAL, PLAIN, SURVEY_CHOICES, SURVEYS_KEY, TRASHED } from './fixtures';
import ResponsesScreen from './ResponsesScreen';
import { RESPONSES_STRINGS as S } from './strings';

const PRO = licensedConfig('pro');
const SINGLE_RESPONSE_SCREEN = 'Single response screen';

function showList(
  routes: Record<string, ApiRoute> = {},
  { config = PRO, route = '/results/survey/7/responses' }: { config?: SiteConfig; route?: string } = {},
) {
  const api = mockApi({
    'GET config': { body: config },
    [SURVEYS_KEY]: SURVEY_CHOICES,
    [listKey()]: listOf([FULL, PLAIN, TRASHED]),
    ...routes,
  });
  renderSignedIn(
    <Routes>
      <Route path="/results/survey/:id/responses" element={<ResponsesScreen />} />
      <Route path="/results/survey/:surveyId/responses/:id" element={<p>{SINGLE_RESPONSE_SCREEN}</p>} />
    </Routes>,
    { route },
  );
  return api;
}

/** The table row showing 'Response #{id}'. */
async function row(id: number) {
  const title = await screen.findByText(S.responseTitle(id));
  const tr = title.closest('tr');
  if (!tr) throw new Error(`no row for response ${id}`);
  return tr;
}

function listCalls(api: ReturnType<typeof mockApi>) {
  return api.calls.filter((c) => c.method === 'GET' && /^surveys\/\d+\/responses\?/.test(c.path)).map((c) => c.path);
}

function shownDate(rfc3339: string) {
  return new Date(rfc3339).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

const filterButton = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name} \\(`) });

describe('Responses list', () => {
  it('shows title, page submitted, date submitted and status of each response', async () => {
    showList();

    const full = await row(FULL.id);
    expect(within(full).getByRole('link', { name: S.responseTitle(FULL.id) })).toHaveAttribute('href', '/results/survey/7/responses/42');
    const page = within(full).getByRole('link', { name: 'Pricing' });
    expect(page).toHaveAttribute('href', 'https://shop.example/pricing');
    expect(page).toHaveAttribute('target', '_blank');
    expect(full).toHaveTextContent(shownDate(FULL.submitted_at));
    expect(full).toHaveTextContent(S.status.publish);

    const plain = await row(PLAIN.id);
    expect(plain).toHaveTextContent('Contact');
    expect(within(plain).queryByRole('link', { name: 'Contact' })).toBeNull();

    const trashed = await row(TRASHED.id);
    const cells = within(trashed).getAllByRole('cell');
    const dateCell = cells[cells.length - 2];
    expect(dateCell).toHaveTextContent(/^$/);
    expect(within(full).getAllByRole('cell').at(-2)).toHaveTextContent(shownDate(FULL.submitted_at));
    expect(trashed).toHaveTextContent(S.status.trash);
  });

  it('links back to the survey results and exports the general report for Pro with a licence', async () => {
    showList();

    expect(await screen.findByRole('link', { name: S.backToResults })).toHaveAttribute('href', '/results/survey/7');
    const exportLink = await screen.findByRole('link', { name: S.exportResults });
    expect(exportLink).toHaveAttribute('href', '/api/v1/exports?survey_id=7&report=general&format=csv');
    expect(exportLink).toHaveAttribute('target', '_blank');
  });

  it('offers View and Trash on a published response, Restore and Delete permanently on a trashed one', async () => {
    showList();

    const full = await row(FULL.id);
    const A = S.rowActions;
    expect(within(full).getByRole('link', { name: S.actionOn(A.view, FULL.id) })).toHaveAttribute('href', '/results/survey/7/responses/42');
    expect(within(full).getByRole('button', { name: S.actionOn(A.trash, FULL.id) })).toBeInTheDocument();
    expect(within(full).queryByRole('button', { name: S.actionOn(A.restore, FULL.id) })).toBeNull();

    const trashed = await row(TRASHED.id);
    expect(within(trashed).queryByRole('link', { name: S.actionOn(A.view, TRASHED.id) })).toBeNull();
    expect(within(trashed).queryByRole('button', { name: S.actionOn(A.trash, TRASHED.id) })).toBeNull();
    expect(within(trashed).getByRole('button', { name: S.actionOn(A.restore, TRASHED.id) })).toBeInTheDocument();
    expect(within(trashed).getByRole('button', { name: S.actionOn(A.delete, TRASHED.id) })).toBeInTheDocument();
  });

  it.each([
    ['Lite', LITE_CONFIG],
    ['Pro without a licence key', PRO_WITHOUT_KEY_CONFIG],
  ])('on %s: no link to a response, no actions, filters, bulk actions or selection, and export asks to upgrade', async (_, config) => {
    showList({}, { config });

    const full = await row(FULL.id);
    const trashed = await row(TRASHED.id);
    expect(within(full).queryByRole('link', { name: S.responseTitle(FULL.id) })).toBeNull();
    expect(within(full).queryByRole('link', { name: S.actionOn(S.rowActions.view, FULL.id) })).toBeNull();
    expect(within(full).queryByRole('button')).toBeNull();
    expect(within(trashed).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('navigation', { name: S.quickFiltersLabel })).toBeNull();
    expect(screen.queryByRole('combobox', { name: K.bulk.label })).toBeNull();
    expect(screen.queryByRole('link', { name: S.exportResults })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: `${S.exportResults} (locked)` }));
    expect(await screen.findByRole('dialog', { name: 'Export Results is a Pro feature' })).toBeInTheDocument();
  });

  it('quick filters show their counts and ask the API for that status', async () => {
    const api = showList({ [listKey({ filter: 'trash' })]: listOf([TRASHED]) });

    expect(await filterButton('All')).toHaveTextContent('All (3)');
    expect(await filterButton('Published')).toHaveTextContent('Published (2)');
    await userEvent.click(await filterButton('Trash'));

    expect(await filterButton('Trash')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByText(S.responseTitle(FULL.id))).toBeNull());
    expect(listCalls(api)).toEqual(['surveys/7/responses?page=1', 'surveys/7/responses?page=1&filter%5Bstatus%5D=trash']);
  });

  it('the Over quota filter lists the responses stored past a limit or a full quota, each saying so', async () => {
    const counts = { ...COUNTS, all: 4, over_quota: 1 };
    const api = showList({
      [listKey()]: listOf([FULL, PLAIN, TRASHED], { counts }),
      [listKey({ filter: 'over_quota' })]: listOf([OVER_QUOTA], { counts }),
    });

    expect(await filterButton(S.quickFilters.over_quota)).toHaveTextContent(`${S.quickFilters.over_quota} (1)`);
    await userEvent.click(await filterButton(S.quickFilters.over_quota));

    expect(within(await row(OVER_QUOTA.id)).getByText(S.status.over_quota)).toBeInTheDocument();
    expect(await filterButton(S.quickFilters.over_quota)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(S.responseTitle(FULL.id))).toBeNull();
    expect(listCalls(api)).toEqual(['surveys/7/responses?page=1', 'surveys/7/responses?page=1&filter%5Bstatus%5D=over_quota']);
  });

  it('the Partial filter lists the responses of visitors who have not finished, each saying so and offering its answers', async () => {
    const counts = { ...COUNTS, all: 4, partial: 1 };
    const api = showList({
      [listKey()]: listOf([FULL, PLAIN, TRASHED], { counts }),
      [listKey({ filter: 'partial' })]: listOf([PARTIAL], { counts }),
    });

    expect(await filterButton(S.quickFilters.partial)).toHaveTextContent('Partial (1)');
    await userEvent.click(await filterButton(S.quickFilters.partial));

    const partial = await row(PARTIAL.id);
    expect(within(partial).getByText('Partial')).toBeInTheDocument();
    expect(partial).toHaveTextContent('Hard');
    expect(within(partial).getByRole('link', { name: S.actionOn(S.rowActions.view, PARTIAL.id) })).toBeInTheDocument();
    // Counted nowhere, a partial response has nothing to take out of the figures: no Trash.
    expect(within(partial).queryByRole('button', { name: S.actionOn(S.rowActions.trash, PARTIAL.id) })).toBeNull();
    expect(await filterButton(S.quickFilters.partial)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(S.responseTitle(FULL.id))).toBeNull();
    expect(listCalls(api)).toEqual(['surveys/7/responses?page=1', 'surveys/7/responses?page=1&filter%5Bstatus%5D=partial']);
  });

  it('without partial responses the host sends no partial count, and the Partial filter reads 0', async () => {
    showList();

    expect(await filterButton(S.quickFilters.partial)).toHaveTextContent('Partial (0)');
  });

  it('bulk actions start at Bulk Actions (-1) and offer Trash outside the trash, Restore and Delete Permanently in it', async () => {
    showList({ [listKey({ filter: 'trash' })]: listOf([TRASHED]) });

    const select = await screen.findByRole('combobox', { name: K.bulk.label });
    expect(select).toHaveValue('-1');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([K.bulk.placeholder, S.bulk.trash]);

    await userEvent.click(await filterButton('Trash'));
    await row(TRASHED.id);
    const inTrash = screen.getByRole('combobox', { name: K.bulk.label });
    expect(within(inTrash).getAllByRole('option').map((o) => o.textContent)).toEqual([K.bulk.placeholder, S.bulk.restore, S.bulk.delete]);
  });

  it('bulk Trash sends the selected ids, refetches, and keeps the filter when some rows were left', async () => {
    const published = listOf([FULL, PLAIN]);
    const api = showList(
      { [listKey({ filter: 'publish' })]: published, 'POST surveys/7/responses/trash': { body: { updated: [42] } } },
      { route: '/results/survey/7/responses?status=publish' },
    );

    await userEvent.click(await screen.findByRole('checkbox', { name: S.selectRow(FULL.id) }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: K.bulk.label }), S.bulk.trash);
    api.routes[listKey({ filter: 'publish' })] = listOf([PLAIN]);
    await userEvent.click(screen.getByRole('button', { name: K.bulk.apply }));

    await waitFor(() => expect(screen.queryByText(S.responseTitle(FULL.id))).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'surveys/7/responses/trash', body: { response_ids: [42] } });
    expect(await filterButton('Published')).toHaveAttribute('aria-pressed', 'true');
    expect(listCalls(api)).toEqual(['surveys/7/responses?page=1&filter%5Bstatus%5D=publish', 'surveys/7/responses?page=1&filter%5Bstatus%5D=publish']);
  });

  it('an action that covered every row shown clears the quick filter', async () => {
    const api = showList(
      { [listKey({ filter: 'publish' })]: listOf([FULL, PLAIN]), 'POST surveys/7/responses/trash': { body: {} } },
      { route: '/results/survey/7/responses?status=publish' },
    );

    await userEvent.click(await screen.findByRole('checkbox', { name: K.selectAll }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: K.bulk.label }), S.bulk.trash);
    await userEvent.click(screen.getByRole('button', { name: K.bulk.apply }));

    await waitFor(async () => expect(await filterButton('All')).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ response_ids: [42, 41] });
    expect(listCalls(api).at(-1)).toBe('surveys/7/responses?page=1');
  });

  it('in the trash, bulk Restore and bulk Delete Permanently (after confirming) send the selected ids', async () => {
    const trash = listOf([TRASHED, { ...PLAIN, status: 'trash' }]);
    const api = showList(
      {
        [listKey({ filter: 'trash' })]: trash,
        'POST surveys/7/responses/restore': { body: {} },
        'DELETE surveys/7/responses': { body: {} },
      },
      { route: '/results/survey/7/responses?status=trash' },
    );

    await userEvent.click(await screen.findByRole('checkbox', { name: S.selectRow(TRASHED.id) }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: K.bulk.label }), S.bulk.restore);
    await userEvent.click(screen.getByRole('button', { name: K.bulk.apply }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'surveys/7/responses/restore', body: { response_ids: [40] } });

    await userEvent.click(await screen.findByRole('checkbox', { name: S.selectRow(PLAIN.id) }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: K.bulk.label }), S.bulk.delete);
    await userEvent.click(screen.getByRole('button', { name: K.bulk.apply }));
    const dialog = await screen.findByRole('dialog', { name: S.confirmDeleteTitle });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: S.confirmDelete }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(api.calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: 'surveys/7/responses', body: { response_ids: [41] } });
    await waitFor(() => expect(listCalls(api)).toHaveLength(3));
  });

  it('the Trash row action trashes that response and the list is fetched again', async () => {
    const api = showList({ 'POST surveys/7/responses/trash': { body: {} } });

    await userEvent.click(within(await row(FULL.id)).getByRole('button', { name: S.actionOn(S.rowActions.trash, FULL.id) }));

    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'surveys/7/responses/trash', body: { response_ids: [42] } });
  });

  it('a page typed in the box loads on Enter; pages below 1 or above the last are refused', async () => {
    const pages = { pagination: { pages: 3, total: 23 } };
    const api = showList({
      [listKey()]: listOf([FULL], pages),
      [listKey({ page: 2 })]: listOf([PLAIN], { pagination: { page: 2, pages: 3, total: 23 } }),
      [listKey({ page: 3 })]: listOf([TRASHED], { pagination: { page: 3, pages: 3, total: 23 } }),
    });

    const box = await screen.findByRole('textbox', { name: K.pagination.currentPage });
    await userEvent.clear(box);
    await userEvent.type(box, '4{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(K.pagination.refused(3));
    await userEvent.clear(box);
    await userEvent.type(box, '0{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(K.pagination.refused(3));
    expect(listCalls(api)).toEqual(['surveys/7/responses?page=1']);

    await userEvent.clear(box);
    await userEvent.type(box, '3');
    expect(listCalls(api)).toHaveLength(1);
    await userEvent.type(box, '{Enter}');
    await row(TRASHED.id);
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: K.pagination.previous }));
    await row(PLAIN.id);
    expect(screen.getByRole('textbox', { name: K.pagination.currentPage })).toHaveValue('2');
    expect(listCalls(api)).toEqual(['surveys/7/responses?page=1', 'surveys/7/responses?page=3', 'surveys/7/responses?page=2']);
  });

  it('Next is disabled on the last page and Previous on the first', async () => {
    const api = showList({ [listKey()]: listOf([FULL], { pagination: { pages: 2, total: 11 } }) });

    const previous = await screen.findByRole('button', { name: K.pagination.previous });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: K.pagination.next })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: K.pagination.next })).toBeEnabled();
    // Off, but still focusable: pressing it asks for nothing before the first page.
    await userEvent.click(previous);
    expect(listCalls(api)).toEqual(['surveys/7/responses?page=1']);
  });

  it('the survey switcher lists every survey and opens the chosen survey’s responses', async () => {
    const api = showList({ [listKey({}, 8)]: { body: { ...listOf([PLAIN]).body, survey: { id: 8, title: 'Exit survey', questions: [] } } } });

    const switcher = await screen.findByRole('combobox', { name: S.surveySwitcher });
    await waitFor(() => expect(within(switcher).getAllByRole('option').map((o) => o.textContent)).toEqual(['Checkout feedback', 'Exit survey']));
    await userEvent.selectOptions(switcher, 'Exit survey');

    await row(PLAIN.id);
    expect(screen.queryByText(S.responseTitle(FULL.id))).toBeNull();
    expect(screen.getByRole('combobox', { name: S.surveySwitcher })).toHaveDisplayValue('Exit survey');
    expect(listCalls(api)).toEqual(['surveys/7/responses?page=1', 'surveys/8/responses?page=1']);
  });

  it('a survey without responses says No Results Found', async () => {
    showList({ [listKey()]: listOf([], { counts: { all: 0, publish: 0, over_quota: 0, trash: 0 } }) });

    expect(await screen.findByText(S.empty)).toBeInTheDocument();
  });
});
