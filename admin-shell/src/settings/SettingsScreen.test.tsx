import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimeouts, settle } from '../test/timers';
import { active, DEFAULT_SETTINGS, eliteConfig, LITE_CONFIG, proConfig } from './fixtures';
import { MISC_DEFAULT_DELAY_MS } from './misc/MiscTab';
import { posted, renderSettings } from './renderSettings';
import { ACCESS_STRINGS, EMAIL_STRINGS, HEATMAPS_STRINGS, MISC_STRINGS, SETTINGS_STRINGS as S } from './strings';

afterEach(() => {
  vi.useRealTimers();
});

const tabs = () => screen.getByRole('navigation', { name: S.tabsLabel });
const saveButton = () => screen.findByRole('button', { name: S.save });

describe('Settings tabs', () => {
  it('/settings opens General, marked as the current tab', async () => {
    renderSettings('/settings');
    const general = await within(tabs()).findByRole('link', { name: S.tabs.general });
    await settle(() => expect(general).toHaveAttribute('aria-current', 'page'));
    expect(within(tabs()).getByRole('link', { name: S.tabs.widget })).not.toHaveAttribute('aria-current');
    expect(await saveButton()).toBeInTheDocument();
  });

  it('every core tab but Integrations has Save Settings', async () => {
    renderSettings('/settings/email');
    const user = userEvent.setup();
    expect(await saveButton()).toBeInTheDocument();

    await user.click(within(tabs()).getByRole('link', { name: S.tabs.integrations }));
    expect(await screen.findByRole('heading', { level: 3, name: /Install and activate/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.save })).not.toBeInTheDocument();

    for (const tab of ['misc', 'access', 'heatmaps'] as const) {
      await user.click(within(tabs()).getByRole('link', { name: S.tabs[tab] }));
      expect(await saveButton()).toBeInTheDocument();
    }
  });
});

describe('Saving settings', () => {
  it('posts only the changed settings, scrolls to the top and says Settings saved.', async () => {
    const { api, scrollTo } = renderSettings('/settings/email', {
      routes: {
        'POST settings': (call) => ({
          body: { message: 'Settings saved.', settings: { ...DEFAULT_SETTINGS, ...(call.body as object) } },
        }),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: EMAIL_STRINGS.recipients }), 'ada@example.com, bo@example.org');
    await user.click(screen.getByRole('checkbox', { name: EMAIL_STRINGS.disableSummaries }));
    await user.click(await saveButton());

    expect(await screen.findByText(S.saved)).toBeInTheDocument();
    expect(posted(api, 'settings')).toEqual([
      { notifications_recipients: 'ada@example.com, bo@example.org', summaries_disabled: true },
    ]);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('invalid recipients: nothing is posted, the banner asks to fix errors and the field is marked', async () => {
    const { api, scrollTo } = renderSettings('/settings/email');
    const user = userEvent.setup();
    const recipients = await screen.findByRole('textbox', { name: EMAIL_STRINGS.recipients });
    await user.type(recipients, 'ada@example.com, not-an-address');
    await user.click(await saveButton());

    expect(await screen.findByText(S.fixErrors)).toBeInTheDocument();
    expect(recipients).toHaveAttribute('aria-invalid', 'true');
    expect(recipients).toHaveAccessibleDescription(expect.stringContaining(S.invalidAddresses));
    expect(posted(api, 'settings')).toEqual([]);
    expect(scrollTo).toHaveBeenCalled();

    await user.clear(recipients);
    expect(recipients).not.toHaveAttribute('aria-invalid');
  });

  it('marks the fields the host refuses', async () => {
    renderSettings('/settings/email', {
      routes: {
        'POST settings': {
          status: 422,
          body: {
            code: 'invalid',
            message: S.fixErrors,
            fields: { notifications_header_image: 'Please enter a valid image URL.' },
          },
        },
      },
    });
    const user = userEvent.setup();
    const image = await screen.findByRole('textbox', { name: EMAIL_STRINGS.headerImage });
    await user.type(image, 'https://x');
    await user.click(await saveButton());

    expect(await screen.findByText(S.fixErrors)).toBeInTheDocument();
    expect(image).toHaveAttribute('aria-invalid', 'true');
    expect(image).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid image URL.'));
    expect(image).toHaveAccessibleDescription(expect.stringContaining(EMAIL_STRINGS.headerImageHint));
  });
});

describe('Access', () => {
  it('on Lite, clicking a capability opens the Manage User Access upgrade modal', async () => {
    const { api } = renderSettings('/settings/access', { config: LITE_CONFIG });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: S.locked(ACCESS_STRINGS.capabilities.view_results) }));

    expect(await screen.findByRole('dialog', { name: 'Manage User Access is a Pro feature' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(posted(api, 'settings')).toEqual([]);
  });

  it('on Pro, the administrator role is always selected and the others can be given or taken', async () => {
    const { api } = renderSettings('/settings/access', {
      routes: { 'POST settings': { body: { message: 'Settings saved.', settings: DEFAULT_SETTINGS } } },
    });
    const user = userEvent.setup();
    const deleting = await screen.findByRole('group', { name: ACCESS_STRINGS.capabilities.delete_surveys });
    const admin = within(deleting).getByRole('checkbox', { name: /Administrator/ });
    expect(admin).toBeChecked();
    expect(admin).toBeDisabled();

    await user.click(within(deleting).getByRole('checkbox', { name: 'Editor' }));
    const viewing = screen.getByRole('group', { name: ACCESS_STRINGS.capabilities.view_results });
    await user.click(within(viewing).getByRole('checkbox', { name: 'Editor' }));
    await user.click(await saveButton());

    await settle(() =>
      expect(posted(api, 'settings')).toEqual([
        { delete_surveys: ['administrator', 'editor'], view_results: ['administrator'] },
      ]),
    );
  });
});

describe('Misc', () => {
  it('sets automatic updates to none 300 ms after opening when it is unset', async () => {
    const user = fakeTimeouts();
    const { api } = renderSettings('/settings/misc', {
      settings: { automatic_updates: '' },
      routes: { 'POST settings': { body: { message: 'Settings saved.', settings: DEFAULT_SETTINGS } } },
    });
    await settle(() => screen.getByRole('radio', { name: MISC_STRINGS.updates.none }));
    const none = screen.getByRole('radio', { name: MISC_STRINGS.updates.none });
    expect(none).not.toBeChecked();

    act(() => vi.advanceTimersByTime(MISC_DEFAULT_DELAY_MS - 1));
    expect(none).not.toBeChecked();
    act(() => vi.advanceTimersByTime(1));
    expect(none).toBeChecked();

    await user.click(screen.getByRole('button', { name: S.save }));
    await settle(() => expect(posted(api, 'settings')).toEqual([{ automatic_updates: 'none' }]));
  });

  it('keeps a chosen automatic updates value', async () => {
    renderSettings('/settings/misc', { settings: { automatic_updates: 'minor' } });
    const minor = await screen.findByRole('radio', { name: MISC_STRINGS.updates.minor });
    const user = fakeTimeouts();
    act(() => vi.advanceTimersByTime(MISC_DEFAULT_DELAY_MS));
    expect(minor).toBeChecked();
    await user.click(screen.getByRole('radio', { name: MISC_STRINGS.updates.all }));
    expect(screen.getByRole('radio', { name: MISC_STRINGS.updates.all })).toBeChecked();
  });
});

describe('Heatmaps', () => {
  it('shows a stored retention that is not one of the options as 60 days', async () => {
    renderSettings('/settings/heatmaps', {
      config: eliteConfig(active('heatmaps')),
      settings: { heatmap_auto_delete_enabled: true, heatmap_retention_period: '45' },
    });
    const retention = await screen.findByRole('combobox', { name: HEATMAPS_STRINGS.retention });
    expect(retention).toHaveValue('60');
    expect(within(retention).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '1 day',
      '7 days',
      '14 days',
      '30 days',
      '60 days',
      '180 days',
      '365 days',
    ]);
  });

  it('enabling deletion shows the retention select', async () => {
    renderSettings('/settings/heatmaps', { config: eliteConfig(active('heatmaps')) });
    const user = userEvent.setup();
    expect(screen.queryByRole('combobox', { name: HEATMAPS_STRINGS.retention })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: HEATMAPS_STRINGS.autoDelete }));
    expect(screen.getByRole('combobox', { name: HEATMAPS_STRINGS.retention })).toHaveValue('60');
  });

  it('below Elite, clicking opens the Heatmaps upgrade modal and nothing changes', async () => {
    renderSettings('/settings/heatmaps', { config: proConfig(active('heatmaps')) });
    const user = userEvent.setup();
    const checkbox = await screen.findByRole('checkbox', { name: HEATMAPS_STRINGS.autoDelete });
    await user.click(checkbox);

    expect(await screen.findByRole('dialog', { name: 'Heatmaps is a Elite feature' })).toBeInTheDocument();
    expect(checkbox).not.toBeChecked();
  });

  it('on Elite without the add-on active, clicking offers Install & Activate', async () => {
    const { api } = renderSettings('/settings/heatmaps', {
      config: eliteConfig(),
      routes: {
        'POST addons/heatmaps/install': { body: {} },
        'POST addons/heatmaps/activate': { body: {} },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: HEATMAPS_STRINGS.autoDelete }));
    const prompt = await screen.findByRole('dialog', { name: S.addonPrompt.title('Heatmaps') });
    expect(prompt).toHaveTextContent(S.addonPrompt.text('Heatmaps'));

    api.routes['GET config'] = { body: eliteConfig(active('heatmaps')) };
    await user.click(within(prompt).getByRole('button', { name: S.addonPrompt.installAndActivate }));

    await settle(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      'addons/heatmaps/install',
      'addons/heatmaps/activate',
    ]);
  });
});
