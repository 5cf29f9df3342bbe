import { answersApi } from '@hearken/addon-sdk/testing';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings';
import { AREA, pagination, posts, renderArea } from '../testing';

const R = STRINGS.results;
const P = STRINGS.pagination;
const PAGE = (n: number) => `addons/post-ratings/results?page=${n}`;

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

describe('post ratings results', () => {
  it('lists each rated post with its ratings and average', async () => {
    renderArea('results', answersApi({ [PAGE(1)]: { items: posts(1, 2), pagination: pagination(1, 1, 2) } }));
    const table = await screen.findByRole('table', { name: R.caption });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(Object.values(R.columns));
    expect(rowsOf(table)).toEqual([
      ['1', 'Post number 1', '3', '4.3/5'],
      ['2', 'Post number 2', '3', '4.3/5'],
    ]);
    // One page: nothing to page through.
    expect(screen.queryByRole('navigation', { name: P.label(R.caption) })).not.toBeInTheDocument();
  });

  it('shows 10 posts a page and pages through them', async () => {
    const user = userEvent.setup();
    const api = answersApi({
      [PAGE(1)]: { items: posts(1, 10), pagination: pagination(1, 2, 13) },
      [PAGE(2)]: { items: posts(11, 13), pagination: pagination(2, 2, 13) },
    });
    const { location } = renderArea('results', api);
    const table = await screen.findByRole('table', { name: R.caption });
    expect(rowsOf(table)).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: P.label(R.caption) });
    expect(within(pages).getByRole('status')).toHaveTextContent(P.position(1, 2));
    expect(within(pages).getByRole('button', { name: P.previous })).toHaveAttribute('aria-disabled', 'true');

    const next = within(pages).getByRole('button', { name: P.next });
    await user.click(next);
    expect(await within(table).findByRole('link', { name: 'Post number 13' })).toBeInTheDocument();
    expect(rowsOf(table)).toHaveLength(3);
    expect(api.get).toHaveBeenLastCalledWith(PAGE(2));
    expect(location()).toBe(`${AREA}/results?page=2`);
    expect(within(pages).getByRole('status')).toHaveTextContent(P.position(2, 2));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();

    // Past the last page nothing is asked for.
    await user.click(next);
    expect(api.get).toHaveBeenCalledTimes(2);

    await user.click(within(pages).getByRole('button', { name: P.previous }));
    expect(await within(table).findByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
    expect(location()).toBe(`${AREA}/results`);
  });

  it('opens the page of the address', async () => {
    const api = answersApi({ [PAGE(2)]: { items: posts(11, 13), pagination: pagination(2, 2, 13) } });
    renderArea('results?page=2', api);
    expect(await screen.findByRole('link', { name: 'Post number 11' })).toBeInTheDocument();
  });

  it('leads from a post’s title to its ratings', async () => {
    const user = userEvent.setup();
    const { location } = renderArea(
      'results',
      answersApi({
        [PAGE(1)]: { items: posts(41, 42), pagination: pagination(1, 1, 2) },
        'addons/post-ratings/results/42?page=1': {
          post: { ...posts(42, 42)[0], url: 'https://bakery.example/blog/42' },
          items: [],
          pagination: pagination(1, 0, 0),
        },
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'Post number 42' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post number 42' })).toBeInTheDocument();
    expect(location()).toBe(`${AREA}/results/42`);
  });

  it('says No Results Found while no post is rated', async () => {
    renderArea('results', answersApi({ [PAGE(1)]: { items: [], pagination: pagination(1, 0, 0) } }));
    expect(await screen.findByText(R.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the ratings cannot be loaded', async () => {
    renderArea('results', answersApi({ [PAGE(1)]: new Error('offline') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(R.loadFailed);
  });
});
