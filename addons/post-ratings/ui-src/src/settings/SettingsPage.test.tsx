import { HearkenApiError } from '@hearken/addon-sdk';
import { deferred, fakeApi } from '@hearken/addon-sdk/testing';
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICONS } from '../../../widget-src/src/icons';
import { STRINGS } from '../strings';
import { renderArea, SAVED, settingsApi } from '../testing';
import { DEFAULT_SETTINGS, type PostRatingsSettings } from './settings';

const S = STRINGS.settings;
const T = S.toast;

async function openSettings(saved?: PostRatingsSettings) {
  const api = settingsApi(saved);
  const view = renderArea('settings', api);
  await screen.findByRole('form', { name: S.formLabel });
  return { ...view, api, preview: screen.getByRole('region', { name: S.preview }) };
}

/** The icons the preview draws, as the widget draws them. */
function previewIcons(preview: HTMLElement) {
  return within(preview)
    .getAllByRole('radio')
    .map((radio) => radio.querySelector('svg'));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('post ratings settings', () => {
  it('starts from the saved settings', async () => {
    await openSettings(SAVED);
    expect(screen.getByRole('radio', { name: S.iconNames.heart })).toBeChecked();
    expect(screen.getByRole('textbox', { name: S.ratingQuestion })).toHaveValue(SAVED.rating_question);
    expect(screen.getByRole('textbox', { name: S.hex(S.iconColor) })).toHaveValue('#C0392B');
    expect(screen.getByRole('combobox', { name: S.display })).toHaveValue('manual');
    expect(screen.getByRole('switch', { name: S.switches.use_review_schema })).not.toBeChecked();
  });

  it('starts from the defaults before anything was saved, and explains manual display', async () => {
    await openSettings();
    expect(screen.getByRole('radio', { name: S.iconNames.star })).toBeChecked();
    expect(screen.getByRole('textbox', { name: S.ratingQuestion })).toHaveValue('Was this article helpful?');
    expect(screen.getByRole('switch', { name: S.switches.show_rating })).toBeChecked();
    expect(screen.getByRole('combobox', { name: S.display })).toHaveAccessibleDescription(
      expect.stringContaining('<div data-hearken-post-ratings></div>'),
    );
    expect(within(screen.getByRole('combobox', { name: S.display })).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      'after_content',
      'before_comments',
      'after_comments',
      'manual',
    ]);
  });

  it('shows the rating block as visitors will see it, with the spec’s sample numbers', async () => {
    const { preview } = await openSettings();
    expect(within(preview).getByRole('radiogroup', { name: 'Was this article helpful?' })).toHaveAccessibleDescription(
      'Click a star to rate this post.',
    );
    expect(previewIcons(preview)).toHaveLength(5);
    expect(previewIcons(preview)[0]).toHaveAttribute('stroke', '#F5A623');
    expect(preview).toHaveTextContent('Average rating 5/5. Vote count: 200');
  });

  it('updates the preview as the form changes', async () => {
    const user = userEvent.setup();
    const { preview } = await openSettings();

    const question = screen.getByRole('textbox', { name: S.ratingQuestion });
    await user.clear(question);
    await user.type(question, 'Did this help?');
    expect(within(preview).getByRole('radiogroup', { name: 'Did this help?' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: S.iconNames.heart }));
    const colour = screen.getByRole('textbox', { name: S.hex(S.iconColor) });
    await user.clear(colour);
    await user.type(colour, '#2D87F1');
    for (const svg of previewIcons(preview)) {
      expect(svg).toHaveAttribute('stroke', '#2D87F1');
      expect(svg?.querySelector('path')).toHaveAttribute('d', ICONS['heart']);
    }

    const background = screen.getByRole('textbox', { name: S.hex(S.backgroundColor) });
    await user.clear(background);
    await user.type(background, '#000000');
    expect(preview.querySelector('.hearken-post-ratings')).toHaveStyle({ background: '#000000' });

    await user.click(screen.getByRole('switch', { name: S.switches.show_vote_count }));
    expect(preview).toHaveTextContent('Average rating 5/5.');
    expect(preview).not.toHaveTextContent('Vote count');
    await user.click(screen.getByRole('switch', { name: S.switches.show_rating }));
    expect(preview).not.toHaveTextContent('Average rating');
  });

  it('shows the thank you message when an icon of the preview is chosen, until asked to show the icons again', async () => {
    const user = userEvent.setup();
    const { preview } = await openSettings();
    await user.click(within(preview).getByRole('radio', { name: 'Rate 4 out of 5' }));
    expect(preview).toHaveTextContent('Thanks for rating this post!');
    expect(within(preview).queryByRole('radiogroup')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: S.previewAgain }));
    expect(within(preview).getByRole('radio', { name: 'Rate 1 out of 5' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: S.previewAgain })).not.toBeInTheDocument();
  });

  it('saves every field under post_ratings and says Settings Updated for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { api } = await openSettings();
    const answer = deferred<unknown>();
    api.post = vi.fn(() => answer.promise) as typeof api.post;

    await user.click(screen.getByRole('radio', { name: S.iconNames.smiley }));
    await user.click(screen.getByRole('switch', { name: S.switches.show_uf_logo }));
    await user.selectOptions(screen.getByRole('combobox', { name: S.display }), 'before_comments');
    await user.click(screen.getByRole('button', { name: S.save }));

    const expected = { ...DEFAULT_SETTINGS, icon_id: 'smiley', show_uf_logo: 'yes', display_settings: 'before_comments' };
    expect(api.post).toHaveBeenCalledExactlyOnceWith('settings', { post_ratings: expected });
    expect(screen.getByRole('status')).toHaveTextContent(T.saving);

    await act(async () => answer.resolve({ message: 'Settings saved.', settings: { post_ratings: expected } }));
    expect(screen.getByRole('status')).toHaveTextContent(T.saved);
    expect(screen.getByRole('status')).not.toHaveTextContent(T.saving);

    // The fake clock also runs with the real one (shouldAdvanceTime), which a busy machine moves on
    // between two lines: check well inside and well past the toast's time.
    act(() => vi.advanceTimersByTime(S.savedToastMs - 1000));
    expect(screen.getByRole('status')).toHaveTextContent(T.saved);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says Could Not Save Changes and shows the host’s message beside the refused field', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings();
    const message = 'Colours are hex colours such as #2D87F1.';
    api.post = vi.fn(async () => {
      throw new HearkenApiError(422, { code: 'invalid', message: 'Some settings are not valid.', fields: { 'post_ratings.icon_color': message } });
    }) as typeof api.post;

    const colour = screen.getByRole('textbox', { name: S.hex(S.iconColor) });
    await user.clear(colour);
    await user.type(colour, '#F5A');
    await user.click(screen.getByRole('button', { name: S.save }));

    expect(await screen.findByText(T.failed)).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent(T.saving);
    expect(colour).toBeInvalid();
    expect(colour).toHaveAccessibleDescription(message);
    expect(colour).toHaveFocus();

    // The message was about the value the host saw: editing the field takes it away.
    await user.type(colour, 'B');
    expect(colour).toBeValid();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('says why a save failed when no field explains it', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings();
    api.post = vi.fn(async () => {
      throw new HearkenApiError(0, { code: 'network_error', message: 'The server could not be reached.', fields: {} });
    }) as typeof api.post;
    await user.click(screen.getByRole('button', { name: S.save }));

    const status = screen.getByRole('status');
    expect(await within(status).findByText(T.failed)).toBeInTheDocument();
    expect(status).toHaveTextContent('The server could not be reached.');
    await user.click(within(status).getByRole('button', { name: T.dismiss }));
    expect(status).toBeEmptyDOMElement();
  });

  it('says Loading… until the settings arrive, and so when they cannot be loaded', async () => {
    const api = fakeApi();
    api.get.mockRejectedValue(new HearkenApiError(0, { code: 'network_error', message: 'The server could not be reached.', fields: {} }));
    renderArea('settings', api);
    expect(screen.getByRole('status')).toHaveTextContent(STRINGS.loading);
    expect(await screen.findByRole('alert')).toHaveTextContent(S.loadFailed);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
