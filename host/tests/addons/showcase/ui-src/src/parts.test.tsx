import type { HearkenApi } from '@hearken/addon-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import editorCard from './EditorCard';
import page from './Page';
import resultsPanel from './ResultsPanel';
import settingsTab from './SettingsTab';
import { STRINGS as S } from './strings';

function apiAnswering(get: () => Promise<unknown>): HearkenApi {
  return { get: vi.fn(get), post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as HearkenApi;
}

const api = apiAnswering(async () => ({}));

describe('the Showcase remote', () => {
  it('exposes each module for the point the manifest names', () => {
    expect([page.point, settingsTab.point, editorCard.point, resultsPanel.point]).toEqual([
      'route',
      'settings-tab',
      'editor-card',
      'results-panel',
    ]);
  });

  it('shows the page with the path below it and the component’s greeting', async () => {
    const greeting = apiAnswering(async () => ({ greeting: 'Hello from the Showcase component.' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <page.component api={greeting} path="more" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: S.pageTitle })).toBeInTheDocument();
    expect(screen.getByText(S.pagePath('more'))).toBeInTheDocument();
    expect(await screen.findByText('Hello from the Showcase component.')).toBeInTheDocument();
    expect(greeting.get).toHaveBeenCalledWith('addons/showcase/hello');
  });

  it('shows the license, the step and survey, and the survey of the results it is given', () => {
    render(<settingsTab.component api={api} license={{ is_pro: true, is_licensed: true, license_type: 'plus' }} />);
    expect(screen.getByText(S.license('plus'))).toBeInTheDocument();
    render(
      <editorCard.component
        api={api}
        step="settings"
        survey={{ id: 4, title: 'Bakery', type: null, status: 'publish', questions: [], settings: {}, notifications: {} }}
        onChange={vi.fn()}
        locked={false}
      />,
    );
    expect(screen.getByRole('region', { name: S.cardTitle })).toHaveTextContent(S.cardText('settings', 'Bakery'));
    render(<resultsPanel.component api={api} surveyId={4} />);
    expect(screen.getByRole('region', { name: S.panelTitle })).toHaveTextContent(S.panelText(4));
  });
});
