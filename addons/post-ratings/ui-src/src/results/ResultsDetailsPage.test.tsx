import { HearkenApiError } from '@hearken/addon-sdk';
import { answersApi } from '@hearken/addon-sdk/testing';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings';
import { AREA, pagination, posts, renderArea } from '../testing';

const D = STRINGS.details;
const P = STRINGS.pagination;
const POST = { post_id: 7, post_title: 'Sourdough for beginners', url: 'https://bakery.example/blog/sourdough', total_ratings: 12, average_rating: 4.25 };
const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T09:30:00Z`;
const RATINGS = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => ({ created_at: at(first + i), rating: ((first + i) % 5) + 1 }));

describe('one post’s ratings', () => {
  it('shows the post and each rating with its date and time, 10 a page', async () => {
    const user = userEvent.setup();
    const api = answersApi({
      'addons/post-ratings/results/7?page=1': { post: POST, items: RATINGS(1, 10), pagination: pagination(1, 2, 12) },
      'addons/post-ratings/results/7?page=2': { post: POST, items: RATINGS(11, 12), pagination: pagination(2, 2, 12) },
    });
    const { location } = renderArea('results/7', api);
    expect(await screen.findByRole('heading', { level: 2, name: POST.post_title })).toBeInTheDocument();
    expect(document.title).toBe(`${POST.post_title} ‹ Post Ratings ‹ Hearken`);
    expect(screen.getByText(D.summary(12, '4.3/5'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${D.viewPost} ${D.opensInNewTab}` })).toHaveAttribute('href', POST.url);

    const table = screen.getByRole('table', { name: D.caption(POST.post_title) });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(Object.values(D.columns));
    const first = within(table).getAllByRole('row')[1]!;
    const time = first.querySelector('time');
    expect(time).toHaveAttribute('datetime', at(1));
    expect(time?.textContent).toMatch(/2026/);
    expect(time?.textContent).not.toBe(at(1));
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('2/5');
    expect(within(table).getAllByRole('row')).toHaveLength(11);

    await user.click(screen.getByRole('button', { name: P.next }));
    expect(await within(table).findByText('3/5')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(location()).toBe(`${AREA}/results/7?page=2`);
  });

  it('goes back to the results', async () => {
    const user = userEvent.setup();
    const { location } = renderArea(
      'results/7',
      answersApi({
        'addons/post-ratings/results/7?page=1': { post: POST, items: RATINGS(1, 1), pagination: pagination(1, 1, 1) },
        'addons/post-ratings/results?page=1': { items: posts(7, 7), pagination: pagination(1, 1, 1) },
      }),
    );
    await screen.findByRole('heading', { level: 2, name: POST.post_title });
    await user.click(screen.getByRole('link', { name: D.goBack }));
    expect(await screen.findByRole('table', { name: STRINGS.results.caption })).toBeInTheDocument();
    expect(location()).toBe(`${AREA}/results`);
  });

  it('says so for a post with no ratings, and still goes back', async () => {
    const notFound = new HearkenApiError(404, { code: 'not_found', message: 'No such post.', fields: {} });
    renderArea('results/99', answersApi({ 'addons/post-ratings/results/99?page=1': notFound }));
    expect(await screen.findByRole('alert')).toHaveTextContent(D.notFound);
    expect(screen.getByRole('link', { name: D.goBack })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
