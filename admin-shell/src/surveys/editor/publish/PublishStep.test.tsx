import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMBED_STRINGS } from '../../../embed/strings';
import { UPGRADE_STRINGS } from '../../../upgrade/strings';
import { HALF_HOURS, minScheduleDate } from '../../rules/schedule';
import { ELITE, LITE, outcome, savedSurvey } from '../fixtures';
import { EDITOR_STRINGS as S } from '../strings';
import { location, openEditor, posts } from '../testing';

vi.mock('../../list/SurveysList', () => ({ default: () => <h1>Surveys list</h1> }));

const CANNOT_PUBLISH = "The Survey can't be published: Some questions are missing options.";

async function openPublish(survey = savedSurvey(), license = ELITE, routes = {}) {
  const api = openEditor('/surveys/edit/5/publish', { 'GET surveys/5': { body: survey }, ...routes }, license);
  await screen.findByRole('heading', { name: S.publishTitle, level: 2 });
  return api;
}

describe('publish step', () => {
  it('summarises the survey: title, number of questions, status', async () => {
    await openPublish();

    const summary = screen.getByRole('region', { name: S.summary });
    expect(summary).toHaveTextContent('Website feedback');
    expect(summary).toHaveTextContent(`${S.summaryQuestions}1`);
    expect(summary).toHaveTextContent(`${S.summaryStatus}Published`);
  });

  it('the save button reads Save and Publish, Save as Draft or Save and Schedule', async () => {
    await openPublish(savedSurvey({ status: 'draft' }));
    const user = userEvent.setup();

    expect(screen.getByRole('button', { name: S.publishLabels.draft })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: S.statusPublish }));
    expect(screen.getByRole('button', { name: S.publishLabels.publish })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: S.statusDraft }));
    await user.click(screen.getByRole('checkbox', { name: S.enableScheduling }));
    // Scheduling a draft makes it publish.
    expect(screen.getByRole('radio', { name: S.statusPublish })).toBeChecked();
    expect(screen.getByRole('button', { name: S.publishLabels.schedule })).toBeDisabled();
  });

  it('scheduling sets publish_at from the date, half-hour time and AM/PM', async () => {
    const api = await openPublish(savedSurvey(), ELITE, {
      'POST surveys': (call: { body: unknown }) => ({ body: outcome(call.body as ReturnType<typeof savedSurvey>) }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: S.enableScheduling }));

    const time = screen.getByRole('combobox', { name: S.scheduleTime });
    expect([...time.querySelectorAll('option')].map((o) => o.value).filter(Boolean)).toEqual([...HALF_HOURS]);
    const date = screen.getByLabelText(S.scheduleDate);
    expect(date).toHaveAttribute('min', minScheduleDate());

    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const day = minScheduleDate(tomorrow);
    await user.type(date, day);
    await user.selectOptions(time, '2:30');
    await user.selectOptions(screen.getByRole('combobox', { name: S.scheduleMeridiem }), 'PM');
    await user.click(screen.getByRole('button', { name: S.publishLabels.schedule }));

    await waitFor(() => expect(posts(api)).toHaveLength(1));
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    expect(posts(api)[0]?.body).toMatchObject({
      status: 'publish',
      publish_at: new Date(y, m - 1, d, 14, 30).toISOString().replace('.000Z', 'Z'),
    });
  });

  it('a date before today is refused', async () => {
    await openPublish();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: S.enableScheduling }));

    await user.type(screen.getByLabelText(S.scheduleDate), '2001-01-01');

    expect(screen.getByRole('alert')).toHaveTextContent(S.scheduleBeforeToday);
    expect(screen.getByLabelText(S.scheduleDate)).toHaveValue('');
  });

  it('scheduling is locked on Lite', async () => {
    await openPublish(savedSurvey(), LITE);

    expect(screen.queryByRole('checkbox', { name: S.enableScheduling })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPGRADE_STRINGS.locked(S.schedulingFeature) })).toBeInTheDocument();
  });

  it('publishing with incomplete questions shows the server reason and the survey is a draft again', async () => {
    await openPublish(savedSurvey(), ELITE, {
      'POST surveys': { body: outcome(savedSurvey({ status: 'draft' }), false, CANNOT_PUBLISH) },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: S.publishLabels.publish }));

    expect(await screen.findByText(CANNOT_PUBLISH)).toBeInTheDocument();
    expect(screen.getByText(CANNOT_PUBLISH).closest('li')).toHaveClass('notice-warning');
    expect(screen.getByRole('radio', { name: S.statusDraft })).toBeChecked();
    expect(screen.getByRole('button', { name: S.publishLabels.draft })).toBeInTheDocument();
    expect(location()).toBe('/surveys/edit/5/publish');
  });

  it('a save that publishes from this step goes to the surveys list', async () => {
    await openPublish(savedSurvey(), ELITE, { 'POST surveys': { body: outcome(savedSurvey()) } });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: S.publishLabels.publish }));

    expect(await screen.findByRole('heading', { name: 'Surveys list' })).toBeInTheDocument();
  });

  it('shows how to embed the saved survey: its snippets and the wait for the first page view', async () => {
    await openPublish(savedSurvey(), ELITE, { 'GET search?title=': { body: [] } });

    const embed = screen.getByRole('region', { name: EMBED_STRINGS.heading });
    expect(embed).toHaveTextContent(EMBED_STRINGS.floatingHeading);
    expect(screen.getByRole('textbox', { name: EMBED_STRINGS.snippetLabel(EMBED_STRINGS.inlineHeading) })).toHaveValue(
      `<div data-hearken-survey="5"></div>\n<script src="${window.location.origin}/widget.js" async></script>`,
    );
    expect(await screen.findByText(EMBED_STRINGS.waiting)).toBeInTheDocument();
  });

  it('a new survey is set to publish when it reaches this step', async () => {
    openEditor('/surveys/new/publish');

    expect(await screen.findByRole('radio', { name: S.statusPublish })).toBeChecked();
    expect(screen.getByRole('button', { name: S.publishLabels.publish })).toBeInTheDocument();
  });
});
