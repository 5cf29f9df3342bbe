import { HearkenApiError } from '@hearken/addon-sdk';
import { deferred, fakeApi } from '@hearken/addon-sdk/testing';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STRINGS } from '../strings';
import { renderArea } from '../testing';

const S = STRINGS.settings;

async function openSettings(map: Record<string, unknown> = { heatmap_sample_rate: 25, heatmap_honor_dnt: false }) {
  const api = fakeApi({ settings: { uninstall_data: false, ...map } });
  const view = renderArea('settings', api);
  await screen.findByRole('form', { name: S.formLabel });
  return { ...view, api, rate: screen.getByRole('spinbutton', { name: S.sampleRate }), dnt: screen.getByRole('checkbox', { name: S.honorDnt }) };
}

describe('the capture settings', () => {
  it('starts from the saved settings', async () => {
    const { rate, dnt } = await openSettings();
    expect(rate).toHaveValue(25);
    expect(rate).toHaveAttribute('min', '1');
    expect(rate).toHaveAttribute('max', '100');
    expect(dnt).not.toBeChecked();
  });

  it('starts from the defaults for a key the map lacks', async () => {
    const { rate, dnt } = await openSettings({});
    expect(rate).toHaveValue(100);
    expect(dnt).toBeChecked();
  });

  it('says where retention is set', async () => {
    await openSettings();
    expect(screen.getByRole('link', { name: S.retentionLink })).toHaveAttribute('href', '/admin/settings/heatmaps');
  });

  it('saves both keys and says what the host answered', async () => {
    const user = userEvent.setup();
    const { api, rate, dnt } = await openSettings();
    const answer = deferred<unknown>();
    api.post = vi.fn(() => answer.promise) as typeof api.post;

    await user.clear(rate);
    await user.type(rate, '40');
    await user.click(dnt);
    await user.click(screen.getByRole('button', { name: S.save }));
    expect(api.post).toHaveBeenCalledExactlyOnceWith('settings', { heatmap_sample_rate: 40, heatmap_honor_dnt: true });
    expect(screen.getByRole('status')).toHaveTextContent(S.saving);

    // A second press while saving sends nothing more.
    await user.click(screen.getByRole('button', { name: S.save }));
    expect(api.post).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve({ message: 'Settings saved.', settings: { heatmap_sample_rate: 40, heatmap_honor_dnt: true } }));
    expect(screen.getByRole('status')).toHaveTextContent('Settings saved.');
  });

  it('shows the host’s message beside the refused field, which takes the focus', async () => {
    const user = userEvent.setup();
    const { api, rate } = await openSettings();
    const message = 'The sampling rate is a whole number from 1 to 100 (percent of page views).';
    api.post = vi.fn(async () => {
      throw new HearkenApiError(422, { code: 'invalid', message: 'Please fix errors on this page.', fields: { heatmap_sample_rate: message } });
    }) as typeof api.post;

    await user.clear(rate);
    await user.click(screen.getByRole('button', { name: S.save }));
    // An empty box is sent as null, for the host to refuse with the schema's message.
    expect(api.post).toHaveBeenCalledExactlyOnceWith('settings', { heatmap_sample_rate: null, heatmap_honor_dnt: false });

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please fix errors on this page.');
    expect(rate).toBeInvalid();
    expect(rate).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(rate).toHaveFocus();

    // The message was about the value the host saw: editing the field takes it away.
    await user.type(rate, '5');
    expect(rate).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('says why the settings cannot be loaded', async () => {
    const api = fakeApi();
    api.get.mockRejectedValue(new HearkenApiError(403, { code: 'forbidden', message: 'You may not manage settings.', fields: {} }));
    renderArea('settings', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not manage settings.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
