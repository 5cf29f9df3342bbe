import { HearkenApiError } from '@hearken/addon-sdk';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, DEFAULT_SETTINGS, refusalOf, retentionOf, sampleRateOf, settingsOf } from './settings';

describe('settingsOf', () => {
  it('reads the two top-level keys, each the default where it is missing or of another type', () => {
    expect(settingsOf({ heatmap_sample_rate: 10, heatmap_honor_dnt: false })).toEqual({ heatmap_sample_rate: 10, heatmap_honor_dnt: false });
    expect(settingsOf({ heatmap_sample_rate: '10', heatmap_honor_dnt: 'no' })).toEqual(DEFAULT_SETTINGS);
    expect(settingsOf(null)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('retentionOf', () => {
  it('reads automated deletion and its period, each the default where it is missing or of another type', () => {
    expect(retentionOf({ heatmap_auto_delete_enabled: true, heatmap_retention_period: '7' })).toEqual({
      heatmap_auto_delete_enabled: true,
      heatmap_retention_period: '7',
    });
    expect(retentionOf({ heatmap_auto_delete_enabled: 'yes', heatmap_retention_period: 7 })).toEqual(DEFAULT_RETENTION);
    expect(retentionOf(undefined)).toEqual({ heatmap_auto_delete_enabled: false, heatmap_retention_period: '60' });
  });

  it('reads a stored period that is not one of the choices as 60 days', () => {
    expect(retentionOf({ heatmap_auto_delete_enabled: true, heatmap_retention_period: '45' }).heatmap_retention_period).toBe('60');
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
    expect(refusalOf(error, 'Failed.', DEFAULT_SETTINGS)).toEqual({
      fields: { heatmap_sample_rate: 'From 1 to 100.' },
      message: 'Please fix errors on this page. Odd. Unknown zone.',
    });
  });

  it('falls back to its own words for a failure that is not the host’s', () => {
    expect(refusalOf(new Error('boom'), 'Failed.', DEFAULT_SETTINGS)).toEqual({ fields: {}, message: 'Failed.' });
  });

  it('keys the messages by the fields of the form it is given', () => {
    const error = new HearkenApiError(422, {
      code: 'invalid',
      message: 'Please fix errors on this page.',
      fields: { heatmap_retention_period: 'Choose one of: 1, 7, 14, 30, 60, 180, 365.', heatmap_sample_rate: 'From 1 to 100.' },
    });
    expect(refusalOf(error, 'Failed.', DEFAULT_RETENTION)).toEqual({
      fields: { heatmap_retention_period: 'Choose one of: 1, 7, 14, 30, 60, 180, 365.' },
      message: 'Please fix errors on this page. From 1 to 100.',
    });
  });
});
