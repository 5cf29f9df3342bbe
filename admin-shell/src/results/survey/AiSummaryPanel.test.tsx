import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../config/queries';
import { deferred, mockApi, type Reply, type Route as ApiRoute } from '../../test/api';
import { licensedConfig, LITE_CONFIG } from '../../test/config';
import { ADMIN_SESSION, renderSignedIn } from '../../test/render';
import { choicesOf, CHOICES_KEY, NOW, surveyResults } from '../fixtures';
import { RESULTS_STRINGS } from '../strings';
import { AiSummaryPanel } from './AiSummaryPanel';
import { AI_UPSELL_DISMISSED_KEY } from './AiUpsellNotice';
import SurveyResultsScreen from './SurveyResultsScreen';

const S = RESULTS_STRINGS.ai;
const NOTHING_CACHED = { body: { success: true, summary: null, error: null } };

function showPanel(routes: Record<string, ApiRoute>) {
  const api = mockApi({ 'GET preload-ai-summary/3': NOTHING_CACHED, ...routes });
  renderSignedIn(<AiSummaryPanel surveyId={3} />);
  return api;
}

async function generate() {
  await userEvent.click(await screen.findByRole('button', { name: S.generate }));
}

describe('AI summary panel', () => {
  it('shows the summary generated last, with Refresh', async () => {
    showPanel({ 'GET preload-ai-summary/3': { body: { success: true, summary: 'Visitors love the pricing.', error: null } } });

    expect(await screen.findByText('Visitors love the pricing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.refresh })).toBeEnabled();
  });

  it('Generate shows loading, then the new summary', async () => {
    const answer = deferred<Reply>();
    const api = showPanel({ 'POST ai-summary/3': () => answer.promise });
    expect(await screen.findByText(S.intro)).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: S.heading });

    await generate();
    expect(await within(panel).findByRole('status')).toHaveTextContent(S.loading);
    expect(within(panel).getByRole('button', { name: S.generate })).toBeDisabled();

    answer.resolve({ body: { success: true, summary: 'Most visitors want dark mode.', error: null } });
    expect(await within(panel).findByText('Most visitors want dark mode.')).toBeInTheDocument();
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.refresh })).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['preload-ai-summary/3', 'ai-summary/3']);
  });

  it('without data it says the summary is unavailable', async () => {
    showPanel({ 'POST ai-summary/3': { body: null } });
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(S.unavailable);
    expect(screen.getByRole('alert')).toHaveTextContent('AI Summary is unavailable at this moment.');
  });

  it('a failure without an error text gets the general message', async () => {
    showPanel({ 'POST ai-summary/3': { body: { success: false, summary: null, error: null } } });
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching the AI summary.');
  });

  it('a failure with an error text shows it after Error:', async () => {
    showPanel({ 'POST ai-summary/3': { body: { success: false, summary: null, error: 'Monthly quota reached' } } });
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Monthly quota reached');
  });

  it('a failure points to the AI settings that exist: Settings → Misc, a link for an administrator', async () => {
    showPanel({ 'POST ai-summary/3': { body: { success: false, summary: null, error: 'No AI provider is set up.' } } });
    await generate();
    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: S.setUp })).toHaveAttribute('href', '/settings/misc#settings-ai');
  });

  it('someone who cannot change settings is told who can, with no link', async () => {
    mockApi({
      'GET preload-ai-summary/3': NOTHING_CACHED,
      'POST ai-summary/3': { body: { success: false, summary: null, error: 'No AI provider is set up.' } },
    });
    renderSignedIn(<AiSummaryPanel surveyId={3} />, { session: { ...ADMIN_SESSION, capabilities: ['view_results'] } });
    await generate();
    await screen.findByRole('alert');
    expect(screen.getByText(S.setUpByAdmin)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('AI summary by plan', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function showResults(config: SiteConfig) {
    const api = mockApi({
      'GET config': { body: config },
      [CHOICES_KEY]: choicesOf([{ id: 3, title: 'Pricing page' }]),
      'GET preload-ai-summary/3': NOTHING_CACHED,
      'GET surveys/3/results?from=2026-02-09&to=2026-03-10': { body: surveyResults({ id: 3, title: 'Pricing page' }) },
    });
    const view = renderSignedIn(
      <Routes>
        <Route path="/results/survey/:id" element={<SurveyResultsScreen />} />
      </Routes>,
      { route: '/results/survey/3' },
    );
    return { api, ...view };
  }

  it.each([
    ['Pro', licensedConfig('pro')],
    ['Elite', licensedConfig('elite')],
  ])('%s gets the panel', async (_plan, config) => {
    const { api } = showResults(config);

    expect(await screen.findByRole('region', { name: S.heading })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: S.upsellTitle })).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toContain('preload-ai-summary/3');
  });

  it.each([
    ['Lite', LITE_CONFIG],
    ['Plus', licensedConfig('plus')],
  ])('%s gets a dismissible upsell that stays dismissed, and no AI call', async (_plan, config) => {
    const { api, unmount } = showResults(config);

    const notice = await screen.findByRole('region', { name: S.upsellTitle });
    expect(screen.queryByRole('region', { name: S.heading })).not.toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: S.upsellLink })).toHaveAttribute('href', '/settings/general');
    await userEvent.click(within(notice).getByRole('button', { name: S.dismiss }));
    expect(screen.queryByRole('region', { name: S.upsellTitle })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(AI_UPSELL_DISMISSED_KEY)).toBe('1');
    expect(api.calls.map((c) => c.path)).not.toContain('preload-ai-summary/3');

    unmount();
    showResults(config);
    await screen.findByRole('heading', { level: 1, name: 'Pricing page' });
    expect(screen.queryByRole('region', { name: S.upsellTitle })).not.toBeInTheDocument();
  });
});

