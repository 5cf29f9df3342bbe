import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DISMISSED_KEY } from '../../start/steps';
import type { Reply } from '../../test/api';
import { outcome, savedSurvey } from '../editor/fixtures';
import { EDITOR_STRINGS as E } from '../editor/strings';
import { location, openEditor } from '../editor/testing';
import type { Survey } from '../model/types';
import { listKey, listOf, PUBLISHED, row } from './fixtures';
import { LIST_STRINGS as S } from './strings';

const SAVED = { ...PUBLISHED, id: 5, title: 'Website feedback' };
const CREATED = { ...PUBLISHED, id: 12, title: 'Brand new survey' };

/** Answers a save with the survey as sent, given id 12 when it had none, published when it asked. */
function echoSave(call: { body: unknown }): Reply {
  const sent = call.body as Survey;
  const survey = { ...savedSurvey(), ...sent, id: sent.id ?? 12 };
  return { status: sent.id === null ? 201 : 200, body: outcome(survey) };
}

async function openPublishStep(listed: (typeof SAVED)[]) {
  openEditor('/surveys/edit/5/publish', {
    'GET surveys/5': { body: savedSurvey() },
    'POST surveys': echoSave,
    [listKey()]: listOf(listed),
  });
  await screen.findByRole('heading', { name: E.publishTitle, level: 2 });
}

async function titleLink(title: string) {
  return within(await row(title)).getByRole('link', { name: title });
}

// The list's own start checklist is not what these tests are about.
beforeEach(() => window.localStorage.setItem(DISMISSED_KEY, 'true'));

describe('returning from the editor to the surveys list', () => {
  it("Save and Publish focuses the saved survey's title in the list, and the save is announced politely", async () => {
    await openPublishStep([CREATED, SAVED]);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: E.publishLabels.publish }));

    const link = await titleLink(SAVED.title);
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(location()).toBe('/surveys');
    const banner = screen.getByText(E.saved, { exact: false });
    expect(banner.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(banner.closest('[aria-live]')).toHaveAttribute('role', 'status');
  });

  it("a new survey's Save and Publish focuses its row, by the id its first save gave it", async () => {
    openEditor('/surveys/new/publish', { 'POST surveys': echoSave, [listKey()]: listOf([CREATED, SAVED]) });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: E.publishTitle, level: 2 });
    await user.click(screen.getByRole('radio', { name: E.statusPublish }));

    await user.click(screen.getByRole('button', { name: E.publishLabels.publish }));

    const link = await titleLink(CREATED.title);
    await waitFor(() => expect(document.activeElement).toBe(link));
  });

  it('a saved survey that is not on the page shown leaves focus on the heading Surveys', async () => {
    await openPublishStep([CREATED]);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: E.publishLabels.publish }));

    await row(CREATED.title);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: S.heading })));
  });

  it("Close focuses the survey's title in the list too", async () => {
    await openPublishStep([CREATED, SAVED]);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: E.close }));

    const link = await titleLink(SAVED.title);
    await waitFor(() => expect(document.activeElement).toBe(link));
  });

  it('opening the list from elsewhere moves no focus', async () => {
    openEditor('/surveys', { [listKey()]: listOf([CREATED, SAVED]) });

    await row(SAVED.title);

    expect(document.activeElement).toBe(document.body);
  });
});
