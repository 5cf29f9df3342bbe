import type { HearkenApi } from '@hearken/addon-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Page } from './Page';

function show(answer: () => Promise<unknown>) {
  const api = { get: vi.fn(answer), post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as HearkenApi;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Page api={api} path="/" />
    </QueryClientProvider>,
  );
  return api;
}

describe('__NAME__ page', () => {
  it('shows the count the add-on answers', async () => {
    const api = show(async () => ({ views: 3 }));
    expect(await screen.findByText('Page views counted: 3')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('addons/__SLUG__/views');
  });

  it('says so when the count cannot be loaded', async () => {
    show(async () => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
