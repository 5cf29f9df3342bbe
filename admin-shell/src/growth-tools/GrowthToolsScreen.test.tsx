import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@hearken/addon-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api';
import { renderSignedIn } from '../test/render';
import { ELITE_OFFER, OTHER_PRODUCT, UPGRADE_TO_PRO } from './featured';
import GrowthToolsScreen from './GrowthToolsScreen';
import { licensed } from './licenses.fixtures';
import { GROWTH_STRINGS as S } from './strings';

function showGrowthTools(plan: Plan = 'lite') {
  mockApi({ 'GET config': { body: licensed(plan) } });
  renderSignedIn(<GrowthToolsScreen />, { route: '/growth-tools' });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('Growth Tools: the featured tool by license', () => {
  it.each([
    { plan: 'lite', tool: UPGRADE_TO_PRO, href: '/settings/general' },
    { plan: 'plus', tool: ELITE_OFFER, href: '/settings/general' },
    { plan: 'pro', tool: ELITE_OFFER, href: '/settings/general' },
    { plan: 'elite', tool: OTHER_PRODUCT, href: 'https://wordpress.org/plugins/google-analytics-for-wordpress/' },
  ] as const)('a $plan license features $tool.title', async ({ plan, tool, href }) => {
    showGrowthTools(plan);

    const featured = section(S.sections.featured);
    const card = await within(featured).findByRole('article', { name: tool.title });
    expect(within(card).getByRole('link', { name: new RegExp(`^${tool.buttonText}`) })).toHaveAttribute('href', href);
    expect(within(featured).getAllByRole('article')).toHaveLength(1);
  });
});

describe('Growth Tools: sections', () => {
  it('lists plugins with their button, links with Learn More and guides with Read This Guide', () => {
    showGrowthTools();

    const engagement = section(S.sections.engagement);
    const forms = within(engagement).getByRole('article', { name: 'WPForms' });
    expect(forms).toHaveTextContent('used on over 6 million websites');
    expect(within(forms).getByRole('link', { name: `Get WPForms ${S.newTab}` })).toHaveAttribute(
      'href',
      'https://wordpress.org/plugins/wpforms-lite/',
    );
    expect(within(engagement).getByRole('link', { name: `${S.learnMore} ${S.newTab}` })).toHaveAttribute('target', '_blank');

    const guides = section(S.sections.guides);
    const readGuide = within(guides).getAllByRole('link', { name: new RegExp(`^${S.readGuide}`) });
    expect(readGuide.length).toBeGreaterThan(0);
    expect(readGuide[0]).toHaveAttribute('href', '/about/getting-started');
    expect(section(S.sections.traffic)).toBeInTheDocument();
    expect(section(S.sections.revenue)).toBeInTheDocument();
  });
});

describe('Growth Tools: tab anchors', () => {
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    scrollIntoView.mockReset();
    // jsdom has no scrollIntoView; leave it as it was.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('are a labelled navigation pointing at each section', () => {
    showGrowthTools();

    const nav = screen.getByRole('navigation', { name: S.navLabel });
    const anchors = within(nav).getAllByRole('link');
    expect(anchors.map((a) => a.textContent)).toEqual(['Featured', 'Traffic', 'Engagement', 'Revenue', 'Guides & Resources']);
    for (const anchor of anchors) {
      const target = document.getElementById(anchor.getAttribute('href')?.slice(1) ?? '');
      expect(target).toHaveAccessibleName(anchor.textContent ?? '');
    }
  });

  it('scroll smoothly to the section and move focus to its heading', async () => {
    showGrowthTools();
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: 'Revenue' }));

    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(section(S.sections.revenue));
    expect(screen.getByRole('heading', { level: 2, name: S.sections.revenue })).toHaveFocus();
  });

  it('jump without animation when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    showGrowthTools();
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: 'Guides & Resources' }));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(section(S.sections.guides));
  });
});
