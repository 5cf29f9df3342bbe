import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, type Reply } from '../../test/api';
import type { Survey } from '../model/types';
import { outcome, savedSurvey } from './fixtures';
import { EDITOR_STRINGS as S } from './strings';
import { location, openEditor, posts } from './testing';

vi.mock('../list/SurveysList', () => ({ default: () => <h1>Surveys list</h1> }));

const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  scrollIntoView.mockReset();
});

const workflow = () => screen.findByRole('navigation', { name: S.workflow });
const stepButton = async (title: string) => within(await workflow()).getByRole('button', { name: new RegExp(title) });
const saveButton = () => screen.getByRole('button', { name: S.save });

/** Answers a save with the survey as sent (id 5), published when it asked to be. */
function echoSave(published?: boolean) {
  return (call: { body: unknown }): Reply => {
    const sent = call.body as Survey;
    const survey = { ...savedSurvey(), ...sent, id: sent.id ?? 12 };
    return { status: sent.id === null ? 201 : 200, body: outcome(survey, published ?? survey.status === 'publish') };
  };
}

describe('survey editor frame', () => {
  it('/surveys/edit/{id} opens the questions step; the steps of an existing survey have no Setup', async () => {
    openEditor('/surveys/edit/5', { 'GET surveys/5': { body: savedSurvey() } });

    const steps = within(await workflow()).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent?.replace(/\d|🔒/g, '').trim())).toEqual(['Questions', 'Settings', 'Notifications', 'Publish']);
    expect(location()).toBe('/surveys/edit/5/questions');
    expect(within(await workflow()).getByText(/Questions/).closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('a draft saves with the banner "Your Survey was Saved as a Draft."', async () => {
    const api = openEditor('/surveys/edit/5/settings', {
      'GET surveys/5': { body: savedSurvey({ status: 'draft' }) },
      'POST surveys': echoSave(false),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.settingsTitle });

    await user.click(saveButton());

    expect(await screen.findByText(S.savedDraft)).toBeInTheDocument();
    expect(posts(api)).toHaveLength(1);
    expect(posts(api)[0]?.body).toMatchObject({ id: 5, status: 'draft', title: 'Website feedback' });
    expect(screen.queryByText(S.saved, { exact: false })).not.toBeInTheDocument();
  });

  it('a published survey saves with the banner "Your Survey was Saved! - View Surveys"', async () => {
    openEditor('/surveys/edit/5/settings', { 'GET surveys/5': { body: savedSurvey() }, 'POST surveys': echoSave() });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.settingsTitle });

    await user.click(saveButton());

    const banner = await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'Your Survey was Saved! - View Surveys');
    expect(within(banner).getByRole('link', { name: S.viewSurveys })).toHaveAttribute('href', '/surveys');
  });

  it("each save's banner replaces the previous save's instead of piling up", async () => {
    openEditor('/surveys/edit/5/settings', { 'GET surveys/5': { body: savedSurvey() }, 'POST surveys': echoSave() });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.settingsTitle });

    await user.click(saveButton());
    await screen.findByText(S.viewSurveys);
    await user.click(saveButton());
    await waitFor(() => expect(screen.getAllByRole('link', { name: S.viewSurveys })).toHaveLength(1));
  });

  it('a save is ignored while one runs; Save is disabled and shows progress meanwhile', async () => {
    const reply = deferred<Reply>();
    const api = openEditor('/surveys/edit/5/settings', { 'GET surveys/5': { body: savedSurvey() }, 'POST surveys': () => reply.promise });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.settingsTitle });

    await user.click(saveButton());
    expect(screen.getByRole('button', { name: S.saving })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: S.saving })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: S.nextStep }));
    expect(posts(api)).toHaveLength(1);

    reply.resolve({ body: outcome(savedSurvey()) });
    expect(await screen.findByRole('button', { name: S.save })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a survey that has responses shows a warning that stays until dismissed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      openEditor('/surveys/edit/5/questions', { 'GET surveys/5': { body: savedSurvey({ responses_count: 3 }) } });
      await vi.waitFor(() => expect(screen.getByText(S.hasResponses)).toBeInTheDocument());
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByText(S.hasResponses).closest('li')).not.toHaveAttribute('aria-hidden');
    } finally {
      vi.useRealTimers();
    }
  });

  it('Next Step saves, goes to the following step and scrolls to the top', async () => {
    const api = openEditor('/surveys/edit/5/settings', { 'GET surveys/5': { body: savedSurvey() }, 'POST surveys': echoSave() });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.settingsTitle });

    await user.click(screen.getByRole('button', { name: S.nextStep }));

    expect(await screen.findByRole('heading', { name: S.notificationsTitle })).toBeInTheDocument();
    expect(location()).toBe('/surveys/edit/5/notifications');
    expect(posts(api)).toHaveLength(1);
    expect(scrollIntoView).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('heading', { name: S.notificationsTitle })).toHaveFocus());
  });

  it('Back is not offered on the first step of an existing survey, and goes to the previous step after saving elsewhere', async () => {
    const api = openEditor('/surveys/edit/5/settings', { 'GET surveys/5': { body: savedSurvey() }, 'POST surveys': echoSave() });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.settingsTitle });

    await user.click(screen.getByRole('button', { name: S.back }));

    await waitFor(() => expect(location()).toBe('/surveys/edit/5/questions'));
    expect(posts(api)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: S.back })).not.toBeInTheDocument();
  });

  it('on the questions step while previewing, Back closes the preview instead of leaving', async () => {
    openEditor('/surveys/new/questions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: S.back }));

    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'false');
    expect(location()).toBe('/surveys/new/questions');
  });

  it('an earlier step in the header saves first, then opens', async () => {
    const api = openEditor('/surveys/edit/5/publish', { 'GET surveys/5': { body: savedSurvey() }, 'POST surveys': echoSave() });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.publishTitle, level: 2 });

    await user.click(await stepButton('Settings'));

    expect(await screen.findByRole('heading', { name: S.settingsTitle })).toBeInTheDocument();
    expect(posts(api)).toHaveLength(1);
  });

  it('while a step cannot continue, later steps are locked and Next Step is disabled', async () => {
    const survey = savedSurvey();
    survey.notifications.email.addresses = 'admin@example.com, team';
    const api = openEditor('/surveys/edit/5/notifications', { 'GET surveys/5': { body: survey } });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.notificationsTitle });

    const publish = await stepButton('Publish');
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    await user.click(publish);
    expect(location()).toBe('/surveys/edit/5/notifications');
    expect(screen.getByRole('button', { name: S.nextStep })).toBeDisabled();
    expect(await stepButton('Settings')).not.toHaveAttribute('aria-disabled');
    expect(posts(api)).toHaveLength(0);
  });

  it('Close returns to the surveys list without saving', async () => {
    const api = openEditor('/surveys/edit/5/settings', { 'GET surveys/5': { body: savedSurvey() } });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.settingsTitle });

    await user.click(screen.getByRole('button', { name: S.close }));

    expect(await screen.findByRole('heading', { name: 'Surveys list' })).toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
  });

  it('a new survey saved for the first time moves to its edit URL and keeps the editor', async () => {
    const api = openEditor('/surveys/new/publish', { 'POST surveys': echoSave(false) });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.publishTitle, level: 2 });
    await user.click(screen.getByRole('radio', { name: S.statusDraft }));

    await user.click(screen.getByRole('button', { name: S.publishLabels.draft }));

    await waitFor(() => expect(location()).toBe('/surveys/edit/12/publish'));
    expect(posts(api)[0]?.body).toMatchObject({ id: null, status: 'draft' });
    expect(screen.getByRole('radio', { name: S.statusDraft })).toBeChecked();
    expect(api.calls.some((call) => call.path === 'surveys/12')).toBe(false);
  });

  it("a new survey's first save keeps the step numbers: Setup stays step 1, done", async () => {
    openEditor('/surveys/new/publish', { 'POST surveys': echoSave(false) });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.publishTitle, level: 2 });
    const numbers = async () => within(await workflow()).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    const before = await numbers();
    expect(before[0]).toMatch(/^1 Setup/);
    expect(before[4]).toMatch(/^5 Publish/);
    await user.click(screen.getByRole('radio', { name: S.statusDraft }));

    await user.click(screen.getByRole('button', { name: S.publishLabels.draft }));

    await waitFor(() => expect(location()).toBe('/surveys/edit/12/publish'));
    const after = await numbers();
    expect(after.map((text) => text?.slice(0, 1))).toEqual(['1', '2', '3', '4', '5']);
    expect(after[0]).toBe(`1 Setup (${S.stepDone})`);
    expect(within(await workflow()).queryByRole('button', { name: /Setup/ })).not.toBeInTheDocument();
  });
});
