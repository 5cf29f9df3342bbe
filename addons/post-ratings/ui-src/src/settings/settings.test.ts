import { HearkenApiError } from '@hearken/addon-sdk';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, refusalOf, settingsOf } from './settings';

describe('settingsOf', () => {
  it('starts from the defaults while the map has no post_ratings', () => {
    expect(settingsOf({ uninstall_data: false })).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps every stored field and defaults only those missing or of another type', () => {
    const stored = settingsOf({ post_ratings: { icon_id: 'smiley', font: 'Lato', show_rating: 'no', icon_color: 7, display_settings: 'sideways' } });
    expect(stored).toEqual({ ...DEFAULT_SETTINGS, icon_id: 'smiley', font: 'Lato', show_rating: 'no' });
  });
});

describe('refusalOf', () => {
  it('puts the messages of the add-on’s fields beside them and the rest in the toast', () => {
    const error = new HearkenApiError(422, {
      code: 'invalid',
      message: 'Some settings are not valid.',
      fields: { 'post_ratings.icon_color': 'Not a colour.', 'post_ratings.toString': 'Odd.', timezone: 'Unknown zone.' },
    });
    expect(refusalOf(error)).toEqual({ fields: { icon_color: 'Not a colour.' }, detail: 'Odd.\nUnknown zone.' });
  });

  it('shows the host’s message when no field explains the refusal', () => {
    const error = new HearkenApiError(0, { code: 'network_error', message: 'The server could not be reached.', fields: {} });
    expect(refusalOf(error)).toEqual({ fields: {}, detail: 'The server could not be reached.' });
  });
});
