import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Plan } from '@hearken/addon-sdk';
import { describe, expect, it } from 'vitest';
import { licensed } from '../growth-tools/licenses.fixtures';
import { deferred, mockApi } from '../test/api';
import { renderSignedIn } from '../test/render';
import { UPGRADE_STRINGS } from '../upgrade/strings';
import AboutScreen from './AboutScreen';
import type { CrossSalePlugin, LoadCrossSale } from './crossSale';
import crossSalePlugins from './crossSalePlugins.json';
import { ABOUT_STRINGS as S } from './strings';

const TABS = { name: S.tabsLabel };

interface Options {
  plan?: Plan;
  route?: string;
  loadPlugins?: LoadCrossSale;
}

function showAbout({ plan = 'lite', route = '/about', loadPlugins }: Options = {}) {
  mockApi({ 'GET config': { body: licensed(plan) } });
  const screenUi = loadPlugins ? <AboutScreen loadPlugins={loadPlugins} /> : <AboutScreen />;
  renderSignedIn(
    <Routes>
      <Route path="/about/*" element={screenUi} />
    </Routes>,
    { route },
  );
}

function plugin(fields: Partial<CrossSalePlugin> & Pick<CrossSalePlugin, 'slug' | 'title'>): CrossSalePlugin {
  return {
    excerpt: `${fields.title} does one thing well.`,
    icon: '🧩',
    basename: `${fields.slug}/${fields.slug}.php`,
    installed: false,
    active: false,
    setup_complete: false,
    ...fields,
  };
}

describe('About screen tabs', () => {
  it('a Lite user sees About Us, Getting Started and Lite vs Pro', async () => {
    showAbout({ plan: 'lite' });

    const tabs = screen.getByRole('navigation', TABS);
    expect(await within(tabs).findByRole('link', { name: S.tabs.liteVsPro })).toHaveAttribute('href', '/about/lite-vs-pro');
    expect(within(tabs).getByRole('link', { name: S.tabs.about })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: S.tabs.gettingStarted })).toHaveAttribute('href', '/about/getting-started');
  });

  it('a Pro user does not see the Lite vs Pro tab, and its address leads back to About Us', async () => {
    showAbout({ plan: 'pro', route: '/about/lite-vs-pro' });

    expect(await screen.findByRole('heading', { level: 2, name: S.intro.heading })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', TABS);
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual([S.tabs.about, S.tabs.gettingStarted]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('the tabs switch between About Us and Getting Started', async () => {
    showAbout();
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: S.tabs.gettingStarted }));

    expect(screen.getByRole('heading', { level: 2, name: S.guides.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a survey' })).toHaveAttribute('href', '/surveys/new/setup');
    expect(screen.getByRole('link', { name: 'Browse add-ons' })).toHaveAttribute('href', '/addons');
  });
});

describe('About Us', () => {
  it('loads the recommended plugins, showing progress until they arrive', async () => {
    const list = deferred<CrossSalePlugin[]>();
    showAbout({ loadPlugins: () => list.promise });

    expect(screen.getByRole('heading', { level: 2, name: S.intro.heading })).toBeInTheDocument();
    expect(screen.getByText(S.crossSale.loading)).toHaveAttribute('role', 'status');

    list.resolve([
      plugin({ slug: 'forms', title: 'Forms' }),
      plugin({ slug: 'stats', title: 'Stats', installed: true }),
      plugin({ slug: 'seo', title: 'SEO', installed: true, active: true }),
      plugin({ slug: 'mail', title: 'Mail', installed: true, active: true, setup_complete: true }),
    ]);

    const forms = await screen.findByRole('article', { name: 'Forms' });
    expect(screen.queryByText(S.crossSale.loading)).not.toBeInTheDocument();
    expect(forms).toHaveTextContent('Forms does one thing well.');
    const view = within(forms).getByRole('link', { name: `${S.crossSale.viewPlugin} Forms ${S.crossSale.newTab}` });
    expect(view).toHaveAttribute('href', 'https://wordpress.org/plugins/forms/');
    expect(view).toHaveAttribute('target', '_blank');
  });

  it('offers no WordPress install or activate button and no install state, whatever the plugin\'s flags say', async () => {
    showAbout({
      loadPlugins: () =>
        Promise.resolve([plugin({ slug: 'forms', title: 'Forms' }), plugin({ slug: 'seo', title: 'SEO', installed: true, active: true })]),
    });

    for (const title of ['Forms', 'SEO']) {
      const card = await screen.findByRole('article', { name: title });
      expect(within(card).getByRole('link')).toHaveTextContent(S.crossSale.viewPlugin);
      expect(card).not.toHaveTextContent(/Install|Activate|Not installed|Inactive/);
    }
  });

  it('shows the shipped list of plugins, each with a link to its page', async () => {
    showAbout();

    for (const { title } of crossSalePlugins) {
      const card = await screen.findByRole('article', { name: title });
      expect(within(card).getByRole('link')).toHaveTextContent(S.crossSale.viewPlugin);
    }
  });

  it('says so when the list cannot be loaded', async () => {
    showAbout({ loadPlugins: () => Promise.reject(new Error('chunk failed')) });

    expect(await screen.findByRole('alert')).toHaveTextContent(S.crossSale.error);
  });
});

describe('Lite vs Pro', () => {
  it('compares the editions: unlimited surveys and responses in both, everything else fuller in Pro', async () => {
    showAbout({ route: '/about/lite-vs-pro' });

    const table = await screen.findByRole('table', { name: S.compare.caption });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Feature', 'Lite', 'Pro']);
    const rowHeaders = within(table).getAllByRole('rowheader').map((th) => th.textContent);
    expect(rowHeaders).toEqual([
      'Unlimited Surveys',
      'Unlimited Responses',
      'Question Types',
      'Comment Boxes',
      'Templates',
      'Logo',
      'Branding',
      'Device Targeting',
      'Randomize Answers',
      'Page Targeting',
      'Behavioral Targeting',
      'Scheduling',
      'Enhanced Notifications',
      'Export CSV/XLSX',
      'Support',
    ]);
    const row = (feature: string) => within(table).getByRole('rowheader', { name: feature }).closest('tr') as HTMLElement;
    expect(within(row('Unlimited Surveys')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['✓ Included', '✓ Included']);
    expect(within(row('Comment Boxes')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['✕ Not available', '✓ Included']);
    expect(row('Device Targeting')).toHaveTextContent('Desktop only');
    expect(row('Export CSV/XLSX')).toHaveTextContent('Not available');
    for (const feature of rowHeaders.slice(2)) {
      const [lite, pro] = within(row(feature as string)).getAllByRole('cell');
      expect(lite?.textContent).toMatch(/^[◐✕] /);
      expect(pro?.textContent).toMatch(/^✓ /);
    }
  });

  it('links to the upgrade and tells Lite users about 50% off at checkout', async () => {
    showAbout({ route: '/about/lite-vs-pro' });

    expect(await screen.findByRole('link', { name: S.compare.upgrade })).toHaveAttribute('href', '/settings/general');
    expect(screen.getByText(UPGRADE_STRINGS.bonus)).toBeInTheDocument();
  });
});
