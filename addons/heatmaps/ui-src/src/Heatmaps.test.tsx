import { answersApi } from '@hearken/addon-sdk/testing';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote, { Heatmaps } from './Heatmaps';
import { STRINGS } from './strings';
import { AREA, listAddress, listAnswer, listPath, renderArea, WEEK } from './testing';

describe('the Heatmaps area', () => {
  it('opens on its Pages page', async () => {
    const { location } = renderArea('', answersApi({}));
    expect(await screen.findByRole('heading', { level: 1, name: STRINGS.title })).toBeInTheDocument();
    expect(location()).toBe(`${AREA}/pages`);
    expect(screen.getByRole('link', { name: STRINGS.tabs.pages })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Pages ‹ Heatmaps ‹ Hearken');
  });

  it('sends a path it does not know to Pages', async () => {
    const { location } = renderArea('nowhere/at/all', answersApi({}));
    await screen.findByRole('heading', { level: 1, name: STRINGS.title });
    expect(location()).toBe(`${AREA}/pages`);
  });

  it('goes between Pages and Settings by its tabs', async () => {
    const user = userEvent.setup();
    const api = answersApi({ [listPath(WEEK)]: listAnswer(WEEK, []), settings: {} });
    const { location } = renderArea(listAddress(WEEK), api);
    expect(await screen.findByText(STRINGS.pages.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: STRINGS.tabs.settings }));
    expect(await screen.findByRole('form', { name: STRINGS.settings.formLabel })).toBeInTheDocument();
    expect(location()).toBe(`${AREA}/settings`);
    expect(screen.getByRole('link', { name: STRINGS.tabs.settings })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Settings ‹ Heatmaps ‹ Hearken');

    await user.click(screen.getByRole('link', { name: STRINGS.tabs.pages }));
    expect(location()).toBe(`${AREA}/pages`);
  });

  it('is the remote of the route point', () => {
    expect(remote).toEqual({ point: 'route', component: Heatmaps });
  });
});
