/**
 * A new survey as the editor starts it (spec 000 §3), the same defaults the host fills in
 * (host/src/surveys/model.rs), so a survey saved untouched is stored unchanged. Settings that
 * add-ons edit on their own cards are left out: the host fills in their manifests' defaults.
 */
import type { SurveyAudience, SurveyLimits, SurveyNotifications, SurveySettings, Survey } from './types';

/** The default thank-you text; an emptied message is restored to it. */
export const DEFAULT_THANK_YOU = 'Thanks for your feedback!';

export type ColorScheme = SurveySettings['theming']['color_scheme'];

/** The colour presets of a scheme: light is a white widget with dark-grey text, dark the reverse; both a blue button. */
export function themePreset(scheme: ColorScheme): SurveySettings['theming'] {
  const dark = scheme === 'dark';
  return {
    color_scheme: scheme,
    widget_color: dark ? '#23282D' : '#FFFFFF',
    text_color: dark ? '#FFFFFF' : '#23282D',
    button_color: '#2D87F1',
  };
}

/** Every eligible visitor, no daily limit (issue 35). */
export function defaultAudience(): SurveyAudience {
  return { sample_percent: 100, daily_limit: null, daily_limit_of: 'impressions' };
}

/** No response limit, no quotas (issue 35). */
export function defaultLimits(): SurveyLimits {
  return { responses: null, quotas: [] };
}

export function defaultSettings(): SurveySettings {
  return {
    enable_tracking: false,
    thank_you: { type: 'message', message: DEFAULT_THANK_YOU, redirect_to: null, redirect_url: null, conditions: [] },
    audience: defaultAudience(),
    limits: defaultLimits(),
    theming: themePreset('light'),
    google_drive: { enable: false, file_name: '', spreadsheet_id: '' },
  };
}

export function defaultNotifications(): SurveyNotifications {
  return { email: { active: true, addresses: '', logic: { enable: false, action: 'send', conditions: [] } } };
}

/**
 * An unsaved survey. It starts as a draft so that saves made on the way through the steps do not
 * publish it; the Publish step turns it to publish (spec 000 §4: "A new survey defaults to publish
 * on the Publish step").
 */
export function newSurvey(): Survey {
  return {
    id: null,
    language: null,
    translations: {},
    title: '',
    type: null,
    status: 'draft',
    template: null,
    questions: [],
    settings: defaultSettings(),
    notifications: defaultNotifications(),
    publish_at: null,
  };
}
