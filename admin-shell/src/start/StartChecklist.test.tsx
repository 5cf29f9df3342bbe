import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import SurveysList from '../surveys/list/SurveysList';
import { listKey, listOf, NO_COUNTS } from '../surveys/list/fixtures';
import { LIST_STRINGS } from '../surveys/list/strings';
import { mockApi, type Route as ApiRoute } from '../test/api';
import { activeAddons, LITE_CONFIG, licensedConfig } from '../test/config';
import { renderSignedIn } from '../test/render';
import { StartChecklist } from './StartChecklist';
import { DISMISSED_KEY } from './steps';
import { START_STRINGS as S } from './strings';

const COUNTS_PATH = 'GET surveys?per_page=100&select=status,responses_count';

function showChecklist(routes: Record<string, ApiRoute> = {}) {
  mockApi({
    'GET config': { body: LITE_CONFIG },
    [COUNTS_PATH]: { body: { items: [] } },
    'GET search?title=': { body: [] },
    ...routes,
  });
  renderSignedIn(<StartChecklist />);
}

const stepItem = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

beforeEach(() => window.localStorage.removeItem(DISMISSED_KEY));

describe('start checklist', () => {
  it('on a new install, lists license, add-ons, first survey, embed and first answer in order, each to do with a link', async () => {
    showChecklist();
    const list = await screen.findByRole('region', { name: S.heading });
    expect(list).toHaveTextContent(S.progress(0, 5));
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(
      Object.values(S.steps).map((step) => `${S.toDo}: ${step.label}${step.link}`),
    );
    expect(within(stepItem(S.steps.license.label)).getByRole('link')).toHaveAttribute('href', '/settings/general');
    expect(within(stepItem(S.steps.addons.label)).getByRole('link')).toHaveAttribute('href', '/addons');
    expect(within(stepItem(S.steps.survey.label)).getByRole('link')).toHaveAttribute('href', '/surveys/new/setup');
    expect(within(stepItem(S.steps.embed.label)).getByRole('link')).toHaveAttribute('href', '/settings/widget');
    expect(within(stepItem(S.steps.answer.label)).getByRole('link')).toHaveAttribute('href', '/results');
  });

  it('ticks each step from the host: a valid key, an active add-on, a published survey, a page seen, a response', async () => {
    showChecklist({
      'GET config': { body: licensedConfig('pro', activeAddons('templates')) },
      [COUNTS_PATH]: { body: { items: [{ status: 'draft', responses_count: 0 }, { status: 'publish', responses_count: 2 }] } },
      'GET search?title=': { body: [{ id: '1', title: 'Home', url: 'https://shop.example/' }] },
    });
    const list = await screen.findByRole('region', { name: S.heading });
    expect(list).toHaveTextContent(S.allDone);
    for (const step of Object.values(S.steps)) {
      expect(stepItem(step.label)).toHaveTextContent(`${S.done}: ${step.label}`);
      expect(within(stepItem(step.label)).queryByRole('link')).not.toBeInTheDocument();
    }
  });

  it('a draft alone does not count as the first survey, nor a survey without answers as the first answer', async () => {
    showChecklist({ [COUNTS_PATH]: { body: { items: [{ status: 'draft', responses_count: 0 }] } } });
    await screen.findByRole('region', { name: S.heading });
    expect(stepItem(S.steps.survey.label)).toHaveTextContent(`${S.toDo}: `);
    expect(stepItem(S.steps.answer.label)).toHaveTextContent(`${S.toDo}: `);
  });

  it('dismissed, it goes and stays gone', async () => {
    showChecklist();
    await userEvent.setup().click(await screen.findByRole('button', { name: S.dismiss }));
    expect(screen.queryByRole('region', { name: S.heading })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DISMISSED_KEY)).toBe('true');
  });

  it('a new install lands on the surveys list with the checklist, not in the survey wizard', async () => {
    mockApi({
      'GET config': { body: LITE_CONFIG },
      [listKey()]: listOf([], NO_COUNTS),
      [COUNTS_PATH]: { body: { items: [] } },
      'GET search?title=': { body: [] },
    });
    renderSignedIn(
      <Routes>
        <Route path="/surveys" element={<SurveysList />} />
        <Route path="/surveys/new/setup" element={<p>New survey setup</p>} />
      </Routes>,
      { route: '/surveys' },
    );
    expect(await screen.findByRole('region', { name: S.heading })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: LIST_STRINGS.emptyTitle })).toBeInTheDocument();
    expect(screen.queryByText('New survey setup')).not.toBeInTheDocument();
  });
});
