import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../../../test/api';
import type { Question, StoredSurvey, Survey } from '../../../model/types';
import { RULES_STRINGS } from '../../../rules/strings';
import { outcome, savedSurvey } from '../../fixtures';
import { EDITOR_STRINGS } from '../../strings';
import { openEditor, posts } from '../../testing';

vi.mock('../../../list/SurveysList', () => ({ default: () => <h1>Surveys list</h1> }));

const S = EDITOR_STRINGS;
const A = EDITOR_STRINGS.audience;
const L = RULES_STRINGS.limits;

function choice(id: string, title: string, type: string, options: string[]): Question {
  return {
    id,
    type,
    title,
    config: { options },
    settings: { required: false, randomize: false, comment_box: false },
    logic: { enabled: false, action: 'show', conditions: [] },
  };
}

const FOUND = choice('q1', 'Did you find what you needed?', 'radio-button', ['Yes', 'No']);
const PLAN = choice('q2', 'Which plan are you on?', 'checkbox', ['Free', 'Pro', 'Team']);
const MORE = choice('q3', 'Anything else?', 'long-text', []);

function echoSave(call: { body: unknown }): Reply {
  const sent = call.body as Survey;
  return { body: outcome({ ...savedSurvey(), ...sent, id: 5 } as StoredSurvey) };
}

async function openCard(questions: Question[] = [FOUND, PLAN, MORE]) {
  const api = openEditor('/surveys/edit/5/settings', {
    'GET surveys/5': { body: savedSurvey({ questions }) },
    'GET addons/ui-manifest': { body: { remotes: [], locked: [] } },
    'POST surveys': echoSave,
  });
  const heading = await screen.findByRole('heading', { level: 3, name: A.title });
  return { api, card: heading.closest('section') as HTMLElement, user: userEvent.setup() };
}

/** The settings of the last survey posted. */
function lastSaved(api: ReturnType<typeof openEditor>) {
  return (posts(api).at(-1)?.body as Survey).settings;
}

async function save(api: ReturnType<typeof openEditor>, user: ReturnType<typeof userEvent.setup>) {
  const before = posts(api).length;
  await user.click(screen.getByRole('button', { name: S.save }));
  await waitFor(() => expect(posts(api)).toHaveLength(before + 1));
}

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

describe('Audience and limits', () => {
  it('says the sample in words and saves it with the survey', async () => {
    const { api, card, user } = await openCard();
    const sample = within(card).getByRole('spinbutton', { name: A.samplePercent });
    expect(sample).toHaveValue(100);
    expect(sample).toHaveAccessibleDescription(A.sampleAll);

    await user.clear(sample);
    await user.type(sample, '10');
    expect(A.sampleSome(10)).toBe('Shown to 10% of eligible visitors, decided once per visitor.');
    expect(sample).toHaveAccessibleDescription(A.sampleSome(10));
    await save(api, user);

    expect(lastSaved(api).audience).toEqual({ sample_percent: 10, daily_limit: null, daily_limit_of: 'impressions' });
    expect(lastSaved(api).limits).toEqual({ responses: null, quotas: [] });
  });

  it('a sample outside 0.1 to 100 is refused beside the field, once, and holds the step', async () => {
    const { card, user } = await openCard();
    const sample = within(card).getByRole('spinbutton', { name: A.samplePercent });
    await user.clear(sample);
    await user.type(sample, '0.05');

    expect(sample).toHaveAttribute('aria-invalid', 'true');
    expect(sample).toHaveAccessibleDescription(L.sample);
    expect(screen.getAllByText(L.sample)).toHaveLength(1);
    expect(screen.getByRole('button', { name: S.nextStep })).toBeDisabled();

    await user.clear(sample);
    await user.type(sample, '12.5');
    expect(sample).not.toHaveAttribute('aria-invalid');
    expect(sample).toHaveAccessibleDescription(A.sampleSome(12.5));
    expect(screen.getByRole('button', { name: S.nextStep })).toBeEnabled();
  });

  it('the daily limit is off until ticked; ticking sets 100, and it counts impressions or responses', async () => {
    const { api, card, user } = await openCard();
    const daily = within(card).getByRole('group', { name: A.daily });
    expect(within(daily).queryByRole('spinbutton')).not.toBeInTheDocument();

    await user.click(within(daily).getByRole('checkbox', { name: A.dailyToggle }));
    const limit = within(daily).getByRole('spinbutton', { name: A.dailyLimit });
    expect(limit).toHaveValue(100);
    expect(limit).toHaveAccessibleDescription(A.dailyHint);
    await user.clear(limit);
    await user.type(limit, '250');
    await user.click(within(daily).getByRole('radio', { name: A.dailyOfNames.responses }));
    await save(api, user);
    expect(lastSaved(api).audience).toEqual({ sample_percent: 100, daily_limit: 250, daily_limit_of: 'responses' });

    await user.click(within(daily).getByRole('checkbox', { name: A.dailyToggle }));
    await save(api, user);
    expect(lastSaved(api).audience).toMatchObject({ daily_limit: null });
  });

  it('a response limit closes the survey after that many responses', async () => {
    const { api, card, user } = await openCard();
    const responses = within(card).getByRole('group', { name: A.responses });
    await user.click(within(responses).getByRole('checkbox', { name: A.responsesToggle }));
    const limit = within(responses).getByRole('spinbutton', { name: A.responsesLimit });
    await user.clear(limit);
    expect(limit).toHaveAccessibleDescription(L.responseLimit(10_000_000));
    expect(screen.getByRole('button', { name: S.nextStep })).toBeDisabled();
    await user.type(limit, '500');
    await save(api, user);

    expect(lastSaved(api).limits).toEqual({ responses: 500, quotas: [] });
  });

  it('a quota is added, edited and removed with the keyboard, offering only questions with options', async () => {
    const { api, card, user } = await openCard();
    const add = within(card).getByRole('button', { name: A.addQuota });
    add.focus();
    await user.keyboard('{Enter}');

    const quota = within(card).getByRole('group', { name: A.quota(1) });
    expect(within(card).getByRole('status')).toHaveTextContent(A.quotaAdded(1));
    const question = within(quota).getByRole('combobox', { name: A.quotaQuestion });
    expect(question).toHaveFocus();
    expect(optionsOf(question)).toEqual([A.chooseQuestion, FOUND.title, PLAN.title]);
    expect(question).toHaveDisplayValue(FOUND.title);

    await user.selectOptions(question, PLAN.title);
    await user.tab();
    const value = within(quota).getByRole('combobox', { name: A.quotaValue });
    expect(value).toHaveFocus();
    expect(value).toHaveAccessibleDescription(L.quotaValue);
    expect(optionsOf(value)).toEqual([A.chooseValue, 'Free', 'Pro', 'Team']);
    await user.selectOptions(value, 'Pro');
    expect(value).not.toHaveAttribute('aria-invalid');

    await user.tab();
    const limit = within(quota).getByRole('spinbutton', { name: A.quotaLimit });
    expect(limit).toHaveFocus();
    await user.clear(limit);
    await user.keyboard('40');

    await user.tab();
    expect(within(quota).getByRole('radio', { name: A.quotaActions.end })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(quota).getByRole('radio', { name: A.quotaActions.continue })).toBeChecked();

    await user.tab();
    const remove = within(quota).getByRole('button', { name: A.removeQuota(1) });
    expect(remove).toHaveFocus();

    await save(api, user);
    expect(lastSaved(api).limits.quotas).toEqual([{ question_id: 'q2', value: 'Pro', limit: 40, action: 'continue' }]);

    remove.focus();
    await user.keyboard('{Enter}');

    expect(within(card).queryByRole('group', { name: A.quota(1) })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: A.addQuota })).toHaveFocus();
    expect(within(card).getByRole('status')).toHaveTextContent(A.quotaRemoved(1));
    await save(api, user);
    expect(lastSaved(api).limits.quotas).toEqual([]);
  });

  it('a second quota takes an answer that has none yet; removing the first puts focus in the one that took its place', async () => {
    const { card, user } = await openCard();
    await user.click(within(card).getByRole('button', { name: A.addQuota }));
    await user.click(within(card).getByRole('button', { name: A.addQuota }));

    const second = within(card).getByRole('group', { name: A.quota(2) });
    expect(within(second).getByRole('combobox', { name: A.quotaValue })).toHaveDisplayValue('No');
    await user.click(within(card).getByRole('button', { name: A.removeQuota(1) }));

    const first = within(card).getByRole('group', { name: A.quota(1) });
    expect(within(first).getByRole('combobox', { name: A.quotaQuestion })).toHaveFocus();
    expect(within(first).getByRole('combobox', { name: A.quotaValue })).toHaveDisplayValue('No');
  });

  it('without a question with options, offers no quota and says what would allow one', async () => {
    const { card } = await openCard([MORE]);
    expect(within(card).queryByRole('button', { name: A.addQuota })).not.toBeInTheDocument();
    expect(card).toHaveTextContent(A.quotasNoQuestion);
  });
});
