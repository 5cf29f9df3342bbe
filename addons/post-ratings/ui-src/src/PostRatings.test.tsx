import { answersApi } from '@hearken/addon-sdk/testing';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote, { PostRatings } from './PostRatings';
import { STRINGS } from './strings';
import { AREA, pagination, renderArea, settingsApi } from './testing';

describe('the Post Ratings area', () => {
  it('opens on its Settings page', async () => {
    const { location } = renderArea('', settingsApi());
    expect(await screen.findByRole('form', { name: STRINGS.settings.formLabel })).toBeInTheDocument();
    expect(location()).toBe(`${AREA}/settings`);
    expect(screen.getByRole('link', { name: STRINGS.tabs.settings })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Settings ‹ Post Ratings ‹ Hearken');
  });

  it('sends a path it does not know to Settings', async () => {
    const { location } = renderArea('nowhere/at/all', settingsApi());
    expect(await screen.findByRole('form', { name: STRINGS.settings.formLabel })).toBeInTheDocument();
    expect(location()).toBe(`${AREA}/settings`);
  });

  it('goes between Settings and Results by its tabs', async () => {
    const user = userEvent.setup();
    const api = answersApi({ settings: {}, 'addons/post-ratings/results?page=1': { items: [], pagination: pagination(1, 0, 0) } });
    const { location } = renderArea('settings', api);
    await screen.findByRole('form', { name: STRINGS.settings.formLabel });

    await user.click(screen.getByRole('link', { name: STRINGS.tabs.results }));
    expect(await screen.findByText(STRINGS.results.empty)).toBeInTheDocument();
    expect(location()).toBe(`${AREA}/results`);
    expect(screen.getByRole('link', { name: STRINGS.tabs.results })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: STRINGS.tabs.settings }));
    expect(await screen.findByRole('form', { name: STRINGS.settings.formLabel })).toBeInTheDocument();
    expect(location()).toBe(`${AREA}/settings`);
  });

  it('is the remote of the route point', () => {
    expect(remote).toEqual({ point: 'route', component: PostRatings });
  });
});
