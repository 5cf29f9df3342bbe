// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loaded } from './Loaded.js';

const pending = { isPending: true, isError: false, error: null, data: undefined };
const failed = { isPending: false, isError: true, error: new Error('The database is unavailable.'), data: undefined };

function renderLoaded(query: { isPending: boolean; isError: boolean; error: unknown; data: string | undefined }) {
  return render(
    <Loaded query={query} loading="Loading…" failed="The settings could not be loaded.">
      {(title) => <h2>{title}</h2>}
    </Loaded>,
  );
}

describe('Loaded', () => {
  it('says Loading… in a status while the query is pending, and draws nothing yet', () => {
    renderLoaded(pending);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a failure in an alert, in its own words or in words made from the error', () => {
    const { unmount } = renderLoaded(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('The settings could not be loaded.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    render(
      <Loaded query={failed} loading="Loading…" failed={(error) => (error instanceof Error ? error.message : 'Failed.')}>
        {() => null}
      </Loaded>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The database is unavailable.');
  });

  it('draws the data once loaded, and keeps it beside the alert when a refetch fails', () => {
    const { rerender } = renderLoaded({ isPending: false, isError: false, error: null, data: 'Settings' });
    const heading = screen.getByRole('heading', { name: 'Settings' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <Loaded query={{ ...failed, data: 'Settings' }} loading="Loading…" failed="The settings could not be loaded.">
        {(title) => <h2>{title}</h2>}
      </Loaded>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The settings could not be loaded.');
    // The same element: what was drawn from the data is not mounted afresh.
    expect(screen.getByRole('heading', { name: 'Settings' })).toBe(heading);
  });
});
