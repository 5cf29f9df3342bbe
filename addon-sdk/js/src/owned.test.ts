import { describe, expect, it } from 'vitest';
import {
  SECRET_PLACEHOLDER,
  attachedData,
  ownPluginSettings,
  ownSurveySettings,
  pluginSettingsUpdate,
  withOwnSurveySettings,
} from './owned.js';

const survey = {
  id: 4,
  settings: {
    enable_tracking: true,
    addons: { ledger: { budget: 10, note: 'x' }, other: { keep: true } },
  },
};

describe('owned values', () => {
  it("reads the add-on's own survey settings and nobody else's", () => {
    expect(ownSurveySettings(survey, 'ledger')).toEqual({ budget: 10, note: 'x' });
    expect(ownSurveySettings(survey, 'absent')).toEqual({});
    expect(ownSurveySettings({ settings: {} }, 'ledger')).toEqual({});
  });

  it('changes only its own keys, keeping the core and other add-ons as they are', () => {
    const changed = withOwnSurveySettings(survey, 'ledger', { budget: 20 });
    expect(changed.settings).toEqual({
      enable_tracking: true,
      addons: { ledger: { budget: 20, note: 'x' }, other: { keep: true } },
    });
    expect(survey.settings.addons.ledger.budget).toBe(10);
    expect(withOwnSurveySettings({ settings: {} }, 'fresh', { on: true }).settings).toEqual({
      addons: { fresh: { on: true } },
    });
  });

  it('reads plugin settings with secrets as the placeholder, and writes only its own', () => {
    const settings = { timezone: 'UTC', addons: { ledger: { token: SECRET_PLACEHOLDER, mode: 'busy' } } };
    expect(ownPluginSettings(settings, 'ledger')).toEqual({ token: '••••••••', mode: 'busy' });
    expect(pluginSettingsUpdate('ledger', { mode: 'calm' })).toEqual({ addons: { ledger: { mode: 'calm' } } });
  });

  it('reads data attached to a survey or a response', () => {
    expect(attachedData({ addon_data: { ledger: { sheet: 'abc' } } }, 'ledger')).toEqual({ sheet: 'abc' });
    expect(attachedData({}, 'ledger')).toEqual({});
  });

  it('refuses a blank slug', () => {
    expect(() => ownSurveySettings(survey, ' ')).toThrow('ownSurveySettings: the slug must be a non-empty string.');
  });
});
