import { act, screen, within } from '@testing-library/react';
import type { Plan } from '@hearken/addon-sdk';
import { describe, expect, it } from 'vitest';
import { licensed } from '../growth-tools/licenses.fixtures';
import { mockApi } from '../test/api';
import { renderSignedIn } from '../test/render';
import { FEATURES } from './content';
import { WELCOME_STRINGS as S } from './strings';
import WelcomeScreen from './WelcomeScreen';

function showWelcome(plan: Plan = 'lite') {
  mockApi({ 'GET config': { body: licensed(plan) } });
  renderSignedIn(<WelcomeScreen />, { route: '/welcome' });
}

describe('Welcome screen', () => {
  it('the hero sends the user to create a first survey or to the guide', () => {
    showWelcome();

    expect(screen.getByRole('heading', { level: 1, name: S.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.createSurvey })).toHaveAttribute('href', '/surveys/new/setup');
    expect(screen.getByRole('link', { name: S.readGuide })).toHaveAttribute('href', '/about/getting-started');
  });

  it('shows the video block as a captioned placeholder that loads nothing', () => {
    showWelcome();

    const figure = screen.getByRole('figure', { name: S.video.caption });
    expect(figure.querySelector('iframe, video, img')).toBeNull();
    expect(within(figure).getByRole('link', { name: S.video.guideLink })).toHaveAttribute('href', '/about/getting-started');
  });

  it('shows eight feature tiles', () => {
    showWelcome();

    const features = screen.getByRole('heading', { level: 2, name: S.featuresHeading }).closest('section') as HTMLElement;
    const tiles = within(features).getAllByRole('heading', { level: 3 });
    expect(tiles).toHaveLength(8);
    expect(tiles.map((tile) => tile.textContent)).toEqual(FEATURES.map((feature) => feature.title));
  });

  it('offers Lite users Pro at $199 per year with 50% off', async () => {
    showWelcome('lite');

    const banner = (await screen.findByRole('heading', { name: S.upgrade.heading })).closest('section') as HTMLElement;
    expect(banner).toHaveTextContent('$199 per year');
    expect(banner).toHaveTextContent('50% off regular price');
    expect(within(banner).getByRole('link', { name: S.upgrade.link })).toHaveAttribute('href', '/settings/general');
  });

  it.each([
    ['lite', true],
    ['plus', false],
    ['elite', false],
  ] as const)('on a %s license the upgrade banner shows: %s', async (plan, shown) => {
    showWelcome(plan);

    // Give the license time to arrive; the Lite case proves the wait is long enough.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: S.upgrade.heading }) !== null).toBe(shown);
  });

  it('ends with testimonials, marked as samples, and a footer of links', () => {
    showWelcome();

    expect(screen.getByText(S.testimonials.note)).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: S.footer.label });
    expect(within(footer).getByRole('link', { name: 'Add-ons' })).toHaveAttribute('href', '/addons');
  });
});
