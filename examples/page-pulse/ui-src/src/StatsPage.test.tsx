import type { HearkenApi } from '@hearken/addon-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import remote, { StatsPage } from './StatsPage';
import { STRINGS } from './strings';
import type { Stats } from './types';

function show(answer: () => Promise<Stats>) {
  const api = { get: vi.fn(answer), post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as HearkenApi;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StatsPage api={api} path="/" />
    </QueryClientProvider>,
  );
  return api;
}

const PAGE = 'https://bakery.example/blog/hello-world.html';

describe('Page Pulse stats page', () => {
  it('shows each page’s votes and responses in a captioned table', async () => {
    const api = show(async () => ({ pages: [{ page: PAGE, yes: 3, no: 1, total: 4, today: 2, responses: 5 }] }));
    const table = await screen.findByRole('table', { name: STRINGS.caption });
    expect(api.get).toHaveBeenCalledWith('addons/page-pulse/stats');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(Object.values(STRINGS.columns));
    const row = within(table).getByRole('row', { name: new RegExp(PAGE) });
    expect(within(row).getByRole('rowheader')).toHaveTextContent(PAGE);
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual(['3', '1', '4', '2', '5']);
  });

  it('explains how to start when nothing was counted yet', async () => {
    show(async () => ({ pages: [] }));
    expect(await screen.findByText(STRINGS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the counts cannot be loaded', async () => {
    show(async () => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(STRINGS.failed);
  });

  it('is the remote of the route point', () => {
    expect(remote).toEqual({ point: 'route', component: StatsPage });
  });
});
