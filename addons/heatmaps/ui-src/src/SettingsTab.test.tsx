import { HearkenApiError } from '@hearken/addon-sdk';
import { deferred, fakeApi } from '@hearken/addon-sdk/testing';
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import manifest from '../../addon.toml?raw';
import tab from './SettingsTab';
import { STRINGS } from './strings';
import { renderSettingsTab } from './testing';

const S = STRINGS.retention;

/** The tab over a settings map holding `map` (the host's other keys besides). */
async function openTab(map: Record<string, unknown> = {}, options: { withNotify?: boolean } = {}) {
  const api = fakeApi({ settings: { heatmap_sample_rate: 100, heatmap_honor_dnt: true, timezone: 'UTC', ...map } });
  const view = renderSettingsTab(api, options);
  const checkbox = await screen.findByRole('checkbox', { name: S.autoDelete });
  return { ...view, api, checkbox };
}

const retention = () => screen.queryByRole('combobox', { name: S.period });

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Heatmaps settings tab', () => {
  it('is the settings tab at heatmaps titled Heatmaps, where the shell had its own', () => {
    expect(tab.point).toBe('settings-tab');
    expect(manifest).toContain(`{ point = "settings-tab", module = "./SettingsTab", target = "heatmaps", label = "${S.title}" }`);
  });

  it('shows the heading and automated deletion off, with no retention select, by default', async () => {
    const { checkbox } = await openTab();
    expect(screen.getByRole('heading', { level: 2, name: S.title })).toBeInTheDocument();
    expect(checkbox).not.toBeChecked();
    expect(retention()).not.toBeInTheDocument();
  });

  it('enabling deletion shows the retention select, at 60 days', async () => {
    const user = userEvent.setup();
    const { checkbox } = await openTab();
    await user.click(checkbox);
    expect(retention()).toHaveValue('60');
  });

  it('offers the spec’s retention choices and shows a stored one that is not among them as 60 days', async () => {
    await openTab({ heatmap_auto_delete_enabled: true, heatmap_retention_period: '45' });
    const select = retention();
    expect(select).toHaveValue('60');
    expect(within(select as HTMLElement).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '1 day',
      '7 days',
      '14 days',
      '30 days',
      '60 days',
      '180 days',
      '365 days',
    ]);
  });

  it('Save Settings posts both keys, then the shell says Settings saved. and the page goes to the top', async () => {
    const user = userEvent.setup();
    const { api, checkbox, notify } = await openTab();
    const answer = deferred<unknown>();
    api.post = vi.fn(() => answer.promise) as typeof api.post;

    await user.click(checkbox);
    await user.selectOptions(retention() as HTMLElement, '7');
    await user.click(screen.getByRole('button', { name: S.save }));
    expect(api.post).toHaveBeenCalledExactlyOnceWith('settings', { heatmap_auto_delete_enabled: true, heatmap_retention_period: '7' });
    expect(screen.getByRole('button', { name: S.saving })).toHaveAttribute('aria-disabled', 'true');

    // A second press while saving sends nothing more.
    await user.click(screen.getByRole('button', { name: S.saving }));
    expect(api.post).toHaveBeenCalledTimes(1);

    await act(async () =>
      answer.resolve({ message: 'Settings saved.', settings: { heatmap_auto_delete_enabled: true, heatmap_retention_period: '7' } }),
    );
    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'info', title: 'Settings saved.' });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('button', { name: S.save })).not.toHaveAttribute('aria-disabled');
  });

  it('shows the host’s message beside the refused field, and its banner', async () => {
    const user = userEvent.setup();
    const { api, notify } = await openTab({ heatmap_auto_delete_enabled: true, heatmap_retention_period: '30' });
    const message = 'Choose one of: 1, 7, 14, 30, 60, 180, 365.';
    api.post = vi.fn(async () => {
      throw new HearkenApiError(422, { code: 'invalid', message: 'Please fix errors on this page.', fields: { heatmap_retention_period: message } });
    }) as typeof api.post;

    await user.click(screen.getByRole('button', { name: S.save }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(retention()).toBeInvalid();
    expect(retention()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Please fix errors on this page.' });

    // The message was about the value the host saw: changing it takes the message away.
    await user.selectOptions(retention() as HTMLElement, '60');
    expect(retention()).not.toHaveAttribute('aria-invalid');
  });

  it('without the shell’s notices (an older shell), says the outcome under the button', async () => {
    const user = userEvent.setup();
    const { api } = await openTab({}, { withNotify: false });
    api.post = vi.fn(async () => ({ message: 'Settings saved.', settings: {} })) as typeof api.post;

    await user.click(screen.getByRole('button', { name: S.save }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
  });

  it('says why the settings cannot be loaded', async () => {
    const api = fakeApi();
    api.get.mockRejectedValue(new HearkenApiError(403, { code: 'forbidden', message: 'You may not manage settings.', fields: {} }));
    renderSettingsTab(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not manage settings.');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
