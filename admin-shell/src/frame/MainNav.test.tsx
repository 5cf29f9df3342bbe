import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCESS_SCREEN_STRINGS } from '../access/strings';
import { mockApi } from '../test/api';
import { LITE_CONFIG } from '../test/config';
import { renderSignedIn } from '../test/render';
import { AdminRoutes } from './AdminApp';
import { FRAME_STRINGS as S } from './strings';

function openAdmin(route = '/welcome') {
  mockApi({
    'GET config': { body: LITE_CONFIG },
    'GET addons/ui-manifest': { body: { remotes: [], locked: [] } },
    'GET notifications': { body: { active: [], notifications: [], dismissed: [], counts: { active: 0, dismissed: 0 }, view_url: '', sidebar_url: '' } },
    'GET users': { body: [] },
    'GET roles': { body: [] },
  });
  renderSignedIn(<AdminRoutes />, { route });
  return userEvent.setup();
}

const nav = () => screen.getByRole('navigation', { name: S.mainNav });

describe('main navigation', () => {
  it('has five screens at the top and About, Welcome and Growth Tools under one Help entry', async () => {
    const user = openAdmin();
    const help = within(nav()).getByRole('button', { name: S.nav.help });
    expect(within(nav()).getAllByRole('link').map((l) => l.textContent)).toEqual([
      S.nav.surveys,
      S.nav.results,
      S.nav.settings,
      S.nav.users,
      S.nav.addons,
    ]);
    expect(help).toHaveAttribute('aria-expanded', 'false');

    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(help.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getAllByRole('link').map((l) => l.textContent)).toEqual([S.nav.welcome, S.nav.about, S.nav.growthTools]);

    await user.keyboard('{Tab}{Escape}');
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(help).toHaveFocus();
  });

  it('following a Help entry closes Help and opens that screen', async () => {
    const user = openAdmin('/surveys/none');
    await user.click(within(nav()).getByRole('button', { name: S.nav.help }));
    await user.click(within(nav()).getByRole('link', { name: S.nav.about }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Hearken' })).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: S.nav.help })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the phone Menu button opens the navigation with focus on its first entry; Escape closes it and focus returns', async () => {
    const user = openAdmin();
    const menu = within(nav()).getByRole('button', { name: S.menu });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', nav().querySelector('ul')?.id);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Focus moves on the next animation frame, once the list is displayed.
    await waitFor(() => expect(within(nav()).getByRole('link', { name: S.nav.surveys })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('the users screen is Users, and its old address /access still leads there', async () => {
    openAdmin('/access');
    expect(await screen.findByRole('heading', { level: 1, name: ACCESS_SCREEN_STRINGS.heading })).toHaveTextContent('Users');
    expect(within(nav()).getByRole('link', { name: S.nav.users })).toHaveAttribute('aria-current', 'page');
  });
});

