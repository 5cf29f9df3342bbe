import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_KIT_STRINGS as K } from '@hearken/addon-sdk/ui';
import { deferred, mockApi, type Reply, type Route as ApiRoute } from '../../test/api';
import { renderSignedIn } from '../../test/render';
import { COUNTS, DRAFT, listKey, listOf, NO_COUNTS, PRO, PUBLISHED, row, SCHEDULED, TRASHED } from './fixtures';
import SurveysList from './SurveysList';
import { LIST_STRINGS as S } from './strings';
import { EMBED_STRINGS } from '../../embed/strings';
import { DISMISSED_KEY } from '../../start/steps';

function showList(routes: Record<string, ApiRoute> = {}) {
  const api = mockApi({
    'GET config': { body: PRO },
    [listKey()]: listOf([PUBLISHED, SCHEDULED, DRAFT]),
    [listKey({ filter: 'trash' })]: listOf([TRASHED]),
    ...routes,
  });
  renderSignedIn(<SurveysList />, { route: '/surveys' });
  return api;
}

function bulkOptions() {
  return within(screen.getByRole('combobox', { name: K.bulk.label }))
    .getAllByRole('option')
    .map((o) => o.textContent);
}

function writes(api: ReturnType<typeof mockApi>) {
  return api.calls.filter((c) => c.method !== 'GET').map((c) => ({ call: `${c.method} ${c.path}`, body: c.body }));
}

const outcome = (action: string, updated: number[], skipped: { id: number; reason: string }[] = []): Reply => ({
  body: { action, updated, skipped },
});

afterEach(() => {
  vi.restoreAllMocks();
});


// These tests are of the list itself: the start checklist above it has its own (src/start/).
beforeEach(() => window.localStorage.setItem(DISMISSED_KEY, 'true'));
describe('Surveys list actions', () => {
  it('offers Publish, Make Draft and Trash outside the trash, Restore and Delete Permanently inside it', async () => {
    const user = userEvent.setup();
    showList();
    await row(PUBLISHED.title);

    expect(bulkOptions()).toEqual([K.bulk.placeholder, 'Publish', 'Make Draft', 'Trash']);

    await user.click(screen.getByRole('button', { name: /^Trash \(/ }));
    await row(TRASHED.title);

    expect(bulkOptions()).toEqual([K.bulk.placeholder, 'Restore', 'Delete Permanently']);
  });

  it('a bulk action posts the selected survey ids and reports what the server skipped', async () => {
    const user = userEvent.setup();
    const api = showList({
      'POST surveys/publish': outcome('publish', [3], [{ id: 1, reason: 'It is already published.' }]),
    });
    await row(PUBLISHED.title);

    await user.click(screen.getByRole('checkbox', { name: S.selectRow(PUBLISHED.title) }));
    await user.click(screen.getByRole('checkbox', { name: S.selectRow(DRAFT.title) }));
    await user.selectOptions(screen.getByRole('combobox', { name: K.bulk.label }), 'Publish');
    await user.click(screen.getByRole('button', { name: K.bulk.apply }));

    await waitFor(() => expect(writes(api)).toEqual([{ call: 'POST surveys/publish', body: { survey_ids: [1, 3] } }]));
    expect(await screen.findByText(S.skipped([S.skippedReason(PUBLISHED.title, 'It is already published.')]))).toBeInTheDocument();
    expect(screen.getByText(S.done.publish(1))).toBeInTheDocument();
  });

  it('select all picks every survey of the page, and Apply waits for a selection', async () => {
    const user = userEvent.setup();
    const api = showList({ 'POST surveys/trash': outcome('trash', [1, 2, 3]) });
    await row(PUBLISHED.title);

    await user.selectOptions(screen.getByRole('combobox', { name: K.bulk.label }), 'Trash');
    expect(screen.getByRole('button', { name: K.bulk.apply })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: K.selectAll }));
    for (const s of [PUBLISHED, SCHEDULED, DRAFT]) {
      expect(screen.getByRole('checkbox', { name: S.selectRow(s.title) })).toBeChecked();
    }
    await user.click(screen.getByRole('button', { name: K.bulk.apply }));

    await waitFor(() => expect(writes(api)).toEqual([{ call: 'POST surveys/trash', body: { survey_ids: [1, 2, 3] } }]));
  });

  it('after a bulk action on every survey of the page, the quick filter goes back to All', async () => {
    const user = userEvent.setup();
    const api = showList({
      [listKey({ filter: 'draft' })]: listOf([DRAFT]),
      'POST surveys/publish': outcome('publish', [3]),
    });
    await row(PUBLISHED.title);
    await user.click(screen.getByRole('button', { name: /^Draft \(/ }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: S.selectRow(PUBLISHED.title) })).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: K.selectAll }));
    await user.selectOptions(screen.getByRole('combobox', { name: K.bulk.label }), 'Publish');
    await user.click(screen.getByRole('button', { name: K.bulk.apply }));

    await waitFor(() => expect(screen.getByRole('button', { name: /^All \(/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(await row(PUBLISHED.title)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('surveys?')).at(-1)?.path).not.toContain('filter');
  });

  it('Trash, then Restore, then Delete permanently after confirming, each call with the survey id', async () => {
    const user = userEvent.setup();
    const api = showList({
      'POST surveys/trash': outcome('trash', [1]),
      'POST surveys/restore': outcome('restore', [4]),
      'DELETE surveys': outcome('delete', [4]),
    });

    const published = await row(PUBLISHED.title);
    expect(within(published).queryByRole('button', { name: S.actionOn(S.rowActions.restore, PUBLISHED.title) })).toBeNull();
    await user.click(within(published).getByRole('button', { name: S.actionOn(S.rowActions.trash, PUBLISHED.title) }));
    await waitFor(() => expect(writes(api)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: /^Trash \(/ }));
    const trashed = await row(TRASHED.title);
    expect(within(trashed).queryByRole('button', { name: S.actionOn(S.rowActions.trash, TRASHED.title) })).toBeNull();
    await user.click(within(trashed).getByRole('button', { name: S.actionOn(S.rowActions.restore, TRASHED.title) }));
    await waitFor(() => expect(writes(api)).toHaveLength(2));

    await user.click(within(await row(TRASHED.title)).getByRole('button', { name: S.actionOn(S.rowActions.deletePermanently, TRASHED.title) }));
    const dialog = screen.getByRole('dialog', { name: S.confirmDeleteTitle });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent(S.confirmDeleteOne(TRASHED.title));
    expect(writes(api)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: S.confirmDelete }));

    await waitFor(() => expect(writes(api)).toHaveLength(3));
    expect(writes(api)).toEqual([
      { call: 'POST surveys/trash', body: { survey_ids: [1] } },
      { call: 'POST surveys/restore', body: { survey_ids: [4] } },
      { call: 'DELETE surveys', body: { survey_ids: [4] } },
    ]);
    expect(api.calls.find((c) => c.method === 'DELETE')?.headers['X-Hearken-Nonce']).toBe('nonce-123');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancelling the delete confirmation deletes nothing', async () => {
    const user = userEvent.setup();
    const api = showList();
    await user.click(await screen.findByRole('button', { name: /^Trash \(/ }));

    await user.click(within(await row(TRASHED.title)).getByRole('button', { name: S.actionOn(S.rowActions.deletePermanently, TRASHED.title) }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: K.cancel }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('shows a progress bar while a trash runs and fetches the list again afterwards', async () => {
    const user = userEvent.setup();
    const done = deferred<Reply>();
    const api = showList({ 'POST surveys/trash': () => done.promise });
    const published = await row(PUBLISHED.title);

    await user.click(within(published).getByRole('button', { name: S.actionOn(S.rowActions.trash, PUBLISHED.title) }));
    expect(screen.getByRole('progressbar', { name: S.progress.trash })).not.toHaveAttribute('aria-valuenow');

    api.routes[listKey()] = listOf([SCHEDULED, DRAFT], { ...COUNTS, all: 3, publish: 1, trash: 2 });
    done.resolve(outcome('trash', [1]));

    await waitFor(() => expect(screen.queryByRole('checkbox', { name: S.selectRow(PUBLISHED.title) })).not.toBeInTheDocument());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trash (2)' })).toBeInTheDocument();
  });

  it('shows a progress bar while a save (publish) runs', async () => {
    const user = userEvent.setup();
    const done = deferred<Reply>();
    showList({ 'POST surveys/publish': () => done.promise });
    await user.click(within(await row(DRAFT.title)).getByRole('checkbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: K.bulk.label }), 'Publish');
    await user.click(screen.getByRole('button', { name: K.bulk.apply }));

    expect(screen.getByRole('progressbar', { name: S.progress.save })).toBeInTheDocument();
    done.resolve(outcome('publish', [3]));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('a failed action shows the server message as an error and keeps the selection', async () => {
    const user = userEvent.setup();
    showList({
      'POST surveys/draft': { status: 403, body: { code: 'forbidden', message: 'You may not change surveys.' } },
    });
    await user.click(within(await row(PUBLISHED.title)).getByRole('checkbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: K.bulk.label }), 'Make Draft');
    await user.click(screen.getByRole('button', { name: K.bulk.apply }));

    const notice = await screen.findByText('You may not change surveys.');
    expect(notice.closest('li')).toHaveClass('notice-error');
    expect(screen.getByRole('checkbox', { name: S.selectRow(PUBLISHED.title) })).toBeChecked();
  });

  it('deleting the last survey shows the empty state instead of leaving the list', async () => {
    const user = userEvent.setup();
    const api = showList({
      [listKey()]: listOf([], { ...NO_COUNTS, trash: 1 }),
      'DELETE surveys': outcome('delete', [4]),
    });
    await user.click(await screen.findByRole('button', { name: 'Trash (1)' }));
    await user.click(within(await row(TRASHED.title)).getByRole('button', { name: S.actionOn(S.rowActions.deletePermanently, TRASHED.title) }));

    api.routes[listKey({ filter: 'trash' })] = listOf([], NO_COUNTS);
    api.routes[listKey()] = listOf([], NO_COUNTS);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: S.confirmDelete }));

    expect(await screen.findByRole('button', { name: 'Trash (0)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: S.emptyTitle })).toHaveTextContent(S.emptyText);
  });

  it('Embed opens the survey\'s snippets in a dialog, copies one with Copied to Clipboard, and Escape closes it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    // After userEvent.setup(), which installs a clipboard of its own.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = showList();
    api.routes['GET search?title='] = { body: [] };

    const embed = within(await row(DRAFT.title)).getByRole('button', { name: EMBED_STRINGS.actionOn(DRAFT.title) });
    await user.click(embed);
    const dialog = screen.getByRole('dialog', { name: EMBED_STRINGS.dialogTitle(DRAFT.title) });
    await user.click(within(dialog).getByRole('button', { name: EMBED_STRINGS.copyInline }));

    expect(writeText).toHaveBeenCalledWith(`<div data-hearken-survey="3"></div>\n<script src="${window.location.origin}/widget.js" async></script>`);
    expect(await within(dialog).findByText(EMBED_STRINGS.copiedAnnounced)).toBeInTheDocument();
    expect(EMBED_STRINGS.copiedAnnounced).toBe('Copied to Clipboard');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(embed).toHaveFocus();
  });
});
