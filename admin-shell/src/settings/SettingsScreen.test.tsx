import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../test/timers';
import { DEFAULT_SETTINGS, LITE_CONFIG, proConfig } from './fixtures';
import { MAIL_STRINGS } from '../mail/strings';
import { posted, renderSettings } from './renderSettings';
import { ACCESS_STRINGS, AI_STRINGS, EMAIL_STRINGS, MISC_STRINGS, SETTINGS_STRINGS as S } from './strings';

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

    for (const tab of ['misc', 'access'] as const) {
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
    await user.click(screen.getByRole('checkbox', { name: EMAIL_STRINGS.sendSummaries }));
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
  it('offers usage tracking and the AI provider, and no WordPress-style automatic updates', async () => {
    renderSettings('/settings/misc');
    expect(await screen.findByRole('checkbox', { name: MISC_STRINGS.usageTracking })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: AI_STRINGS.heading })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: AI_STRINGS.endpoint })).toHaveValue('');
    expect(screen.getByLabelText(AI_STRINGS.apiKey)).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/automatic/i)).not.toBeInTheDocument();
  });

  it('leaves the weekly summaries to the Email tab: one setting, said one way', async () => {
    renderSettings('/settings/misc');
    await screen.findByRole('checkbox', { name: MISC_STRINGS.usageTracking });
    expect(screen.queryByRole('checkbox', { name: /summar/i })).not.toBeInTheDocument();
  });
});

describe('Email without a mail server', () => {
  it('says in a banner above the fields that no e-mail is sent, and names HEARKEN_SMTP_URL', async () => {
    renderSettings('/settings/email', { config: { ...proConfig(), mail_configured: false } });
    const banner = await screen.findByRole('region', { name: MAIL_STRINGS.notConfigured });
    expect(banner).toHaveTextContent('HEARKEN_SMTP_URL');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing of it when the server has one', async () => {
    renderSettings('/settings/email');
    await screen.findByRole('textbox', { name: EMAIL_STRINGS.recipients });
    expect(screen.queryByRole('region', { name: MAIL_STRINGS.notConfigured })).not.toBeInTheDocument();
  });
});
