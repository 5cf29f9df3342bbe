import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../config/queries';
import type { SurveyResponse } from '../types';
import { mockApi } from '../../test/api';
import { licensedConfig, LITE_CONFIG } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import { FULL, listKey, listOf, PLAIN, TRASHED } from './fixtures';
import ResponseScreen from './ResponseScreen';
import { RESPONSES_STRINGS as S } from './strings';

const D = S.single;
const ALL_KEY = listKey({ perPage: -1 });

// Not in the navigator's order: the screen puts the newest first (42, 41, 40).
function showResponse(
  id: number,
  { config = licensedConfig('pro'), items = [PLAIN, TRASHED, FULL] }: { config?: SiteConfig; items?: SurveyResponse[] } = {},
) {
  const api = mockApi({ 'GET config': { body: config }, [ALL_KEY]: listOf(items) });
  renderSignedIn(
    <Routes>
      <Route path="/results/survey/:surveyId/responses/:id" element={<ResponseScreen />} />
    </Routes>,
    { route: `/results/survey/7/responses/${id}` },
  );
  return api;
}

/** The main card's entry of the question titled `title`. */
async function answerTo(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`no answer to ${title}`);
  return item;
}

describe('Single response', () => {
  it('loads every response of the survey at once and places this one among them, newest first', async () => {
    const api = showResponse(PLAIN.id);

    expect(await screen.findByText(D.position(2, 3))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Response #41' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: D.backToAll })).toHaveAttribute('href', '/results/survey/7/responses');
    expect(api.calls.filter((c) => c.path.startsWith('surveys/')).map((c) => c.path)).toEqual(['surveys/7/responses?page=1&per_page=-1']);
  });

  it('next and previous move through the responses and do nothing at either end', async () => {
    const api = showResponse(PLAIN.id);
    const next = await screen.findByRole('button', { name: D.next });

    await userEvent.click(next);
    expect(await screen.findByRole('heading', { level: 1, name: 'Response #40' })).toBeInTheDocument();
    expect(screen.getByText(D.position(3, 3))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: D.next })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: D.next }));
    expect(screen.getByText(D.position(3, 3))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: D.previous }));
    await userEvent.click(screen.getByRole('button', { name: D.previous }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Response #42' })).toBeInTheDocument();
    expect(screen.getByText(D.position(1, 3))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: D.previous })).toBeDisabled();
    // The navigator works from the one answer it loaded.
    expect(api.calls.filter((c) => c.path.startsWith('surveys/'))).toHaveLength(1);
  });

  it('shows every question with its answer: arrays joined, the name after an email, comments under their heading', async () => {
    showResponse(FULL.id);

    const first = await answerTo('How was checkout?');
    expect(first).toHaveTextContent('Easy');
    expect(within(first).getByRole('heading', { name: D.comments })).toBeInTheDocument();
    expect(first).toHaveTextContent('The coupon field was hidden.');

    expect(await answerTo('Which features did you use?')).toHaveTextContent('Wishlist, Gift cards');
    expect(await answerTo('Your email')).toHaveTextContent('ada@example.com (Ada)');
    expect(within(await answerTo('Which features did you use?')).queryByRole('heading', { name: D.comments })).toBeNull();
  });

  it('an unanswered question reads Skipped in small italics', async () => {
    showResponse(PLAIN.id);

    const skipped = within(await answerTo('Anything else?')).getByText(D.skipped);
    expect(skipped.tagName).toBe('EM');
    expect(skipped.closest('small')).not.toBeNull();
    expect(within(await answerTo('How was checkout?')).queryByText(D.skipped)).toBeNull();
  });

  it('the Response Details card shows when, where and from what it was sent', async () => {
    showResponse(FULL.id);

    const details = await screen.findByRole('complementary', { name: D.details });
    const detail = (label: string) => within(details).getByText(label).closest('div');
    const submitted = new Date(FULL.submitted_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(detail(D.submitted)).toHaveTextContent(submitted);
    const page = within(details).getByRole('link', { name: 'Pricing' });
    expect(page).toHaveAttribute('href', 'https://shop.example/pricing');
    expect(page).toHaveAttribute('target', '_blank');
    expect(detail(D.userIp)).toHaveTextContent('203.0.113.9');
    expect(detail(D.browser)).toHaveTextContent('Firefox');
    expect(detail(D.os)).toHaveTextContent('Linux');
    expect(detail(D.device)).toHaveTextContent('Desktop');
  });

  it('a page url carrying script is not linked', async () => {
    showResponse(FULL.id, {
      items: [{ ...FULL, page_submitted: { name: 'Pricing', url: 'javascript:alert(1)', link: null, title: null } }],
    });

    const details = await screen.findByRole('complementary', { name: D.details });
    expect(details).toHaveTextContent('Pricing');
    expect(within(details).queryByRole('link')).toBeNull();
  });

  it('on Lite it says responses need Pro, opens the upgrade prompt and loads nothing', async () => {
    const api = showResponse(FULL.id, { config: LITE_CONFIG });

    expect(await screen.findByText(D.needsPro)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: `${D.upgradeFeature} is a Pro feature` })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('surveys/'))).toBe(false);
    expect(screen.queryByRole('complementary', { name: D.details })).toBeNull();
  });
});
