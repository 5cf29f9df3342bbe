import { HearkenApiError } from '@hearken/addon-sdk';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, refusalOf, sampleRateOf, settingsOf } from './settings';

describe('settingsOf', () => {
  it('reads the two top-level keys, each the default where it is missing or of another type', () => {
    expect(settingsOf({ heatmap_sample_rate: 10, heatmap_honor_dnt: false })).toEqual({ heatmap_sample_rate: 10, heatmap_honor_dnt: false });
    expect(settingsOf({ heatmap_sample_rate: '10', heatmap_honor_dnt: 'no' })).toEqual(DEFAULT_SETTINGS);
    expect(settingsOf(null)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('sampleRateOf', () => {
  it('sends what was typed as a number, and null for an empty box', () => {
    expect(sampleRateOf('25')).toBe(25);
    expect(sampleRateOf('2.5')).toBe(2.5);
    expect(sampleRateOf('')).toBeNull();
    expect(sampleRateOf(' ')).toBeNull();
  });
});

describe('refusalOf', () => {
  it('puts the messages of the two fields beside them and the rest in the status line', () => {
    const error = new HearkenApiError(422, {
      code: 'invalid',
      message: 'Please fix errors on this page.',
      fields: { heatmap_sample_rate: 'From 1 to 100.', toString: 'Odd.', timezone: 'Unknown zone.' },
    });
    expect(refusalOf(error, 'Failed.')).toEqual({
      fields: { heatmap_sample_rate: 'From 1 to 100.' },
      message: 'Please fix errors on this page. Odd. Unknown zone.',
    });
  });

  it('falls back to its own words for a failure that is not the host’s', () => {
    expect(refusalOf(new Error('boom'), 'Failed.')).toEqual({ fields: {}, message: 'Failed.' });
  });
});
