import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/fixtures';
import { mockApi, type Route } from '../test/api';
import { renderSignedIn } from '../test/render';
import { EmbedPanel } from './EmbedPanel';
import { PAGES_SEEN_POLL_MS } from './queries';
import { EMBED_STRINGS as S } from './strings';

const ORIGIN = window.location.origin;
const SHOP = 'https://shop.example';
const SHOP_PAGE = { id: '12', title: 'Country sourdough', url: `${SHOP}/bread/sourdough` };

function settingsWith(origins: string): Route {
  return { body: { ...DEFAULT_SETTINGS, widget_allowed_origins: origins } };
}

function showPanel(routes: Record<string, Route> = {}, survey: { id: number; title: string } | null = { id: 7, title: 'Bakery' }) {
  const api = mockApi({
    'GET settings': settingsWith(''),
    'GET search?title=': { body: [] },
    [`GET search?title=${encodeURIComponent('shop.example')}`]: { body: [] },
    ...routes,
  });
  renderSignedIn(survey ? <EmbedPanel survey={survey} /> : <EmbedPanel />);
  return api;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Embed panel', () => {
  it('offers the WordPress connector plugin as a zip from this server', async () => {
    showPanel();
    const link = await screen.findByRole('link', { name: S.wordpressDownload });
    expect(link).toHaveAttribute('href', `${ORIGIN}/widget/hearken-wordpress.zip`);
  });

  it('shows the loader snippet for the floating widget and the inline one of its survey', async () => {
    showPanel();
    expect(await screen.findByRole('textbox', { name: S.snippetLabel(S.floatingHeading) })).toHaveValue(
      `<script src="${ORIGIN}/widget.js" async></script>`,
    );
    expect(screen.getByRole('textbox', { name: S.snippetLabel(S.inlineHeading) })).toHaveValue(
      `<div data-hearken-survey="7"></div>\n<script src="${ORIGIN}/widget.js" async></script>`,
    );
  });

  it('copying a snippet puts it on the clipboard and announces Copied', async () => {
    showPanel();
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(await screen.findByRole('button', { name: S.copyFloating }));

    expect(writeText).toHaveBeenCalledWith(`<script src="${ORIGIN}/widget.js" async></script>`);
    expect(await screen.findByRole('button', { name: S.copied })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent === S.copiedAnnounced)).toBe(true);
  });

  it('a refused copy selects the snippet and says how to copy it', async () => {
    showPanel();
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });

    await user.click(await screen.findByRole('button', { name: S.copyInline }));

    expect(await screen.findByText(S.copyFailed)).toBeInTheDocument();
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: S.snippetLabel(S.inlineHeading) });
    expect(field.selectionEnd - field.selectionStart).toBe(field.value.length);
  });

  it('says any site may embed the widget while the allowed origins are empty', async () => {
    showPanel();
    expect(await screen.findByText(S.anyOrigin)).toBeInTheDocument();
  });

  it('says nothing of the origins to someone who may not read the settings, and still waits for a page view', async () => {
    showPanel({ 'GET settings': { status: 403, body: { code: 'forbidden', message: 'Forbidden' } } });
    expect(await screen.findByText(S.originsUnknown)).toBeInTheDocument();
    expect(screen.queryByText(S.anyOrigin)).not.toBeInTheDocument();
    expect(screen.getByText(S.waiting)).toBeInTheDocument();
  });

  it('warns when the site is not an allowed origin, and an administrator can allow it', async () => {
    const api = showPanel({
      'GET settings': settingsWith('https://blog.example'),
      'POST settings': { body: { message: 'Settings saved.', settings: { ...DEFAULT_SETTINGS, widget_allowed_origins: `https://blog.example, ${SHOP}` } } },
    });
    const user = userEvent.setup();
    const site = await screen.findByRole('textbox', { name: S.siteLabel });
    expect(site).toHaveValue('https://blog.example');
    expect(screen.getByText(S.siteAllowed('https://blog.example'))).toBeInTheDocument();

    await user.clear(site);
    await user.type(site, `${SHOP}/`);
    expect(screen.getByText(S.siteMissing(SHOP, 'https://blog.example'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: S.addOrigin(SHOP) }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ widget_allowed_origins: `https://blog.example, ${SHOP}` }));
    expect(await screen.findByText(S.siteAllowed(SHOP))).toBeInTheDocument();
  });

  it('waits for the first page view, asking again every 5 s, then turns to success once the site reports a page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let pages: unknown[] = [{ id: 'x', title: 'Elsewhere', url: 'https://other.example/shop.example' }];
    const api = showPanel({
      'GET settings': settingsWith(SHOP),
      [`GET search?title=${encodeURIComponent('shop.example')}`]: () => ({ body: pages }),
    });
    expect(await screen.findByText(S.waiting)).toBeInTheDocument();
    const asked = () => api.calls.filter((c) => c.path.startsWith('search')).length;
    expect(asked()).toBe(1);

    pages = [SHOP_PAGE];
    await act(() => vi.advanceTimersByTimeAsync(PAGES_SEEN_POLL_MS));

    expect(await screen.findByText(S.seen(SHOP))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHOP_PAGE.title })).toHaveAttribute('href', SHOP_PAGE.url);
    expect(screen.queryByText(S.waiting)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAGES_SEEN_POLL_MS * 2));
    expect(asked()).toBe(2);
  });

  it('without a survey, the inline snippet shows a published survey picked in the panel', async () => {
    showPanel(
      { 'GET surveys?filter[status]=publish&select=title&per_page=100': { body: { items: [{ id: 9, title: 'Newest' }, { id: 3, title: 'Older' }] } } },
      null,
    );
    const user = userEvent.setup();
    const inline = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: S.snippetLabel(S.inlineHeading) });
    expect(inline.value).toContain('data-hearken-survey="9"');
    await user.selectOptions(screen.getByRole('combobox', { name: S.inlineSurvey }), 'Older');
    expect(inline.value).toContain('data-hearken-survey="3"');
  });
});
