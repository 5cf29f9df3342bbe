/** Test data for the editor frame: licences, question types, templates and a saved survey. */
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import { defaultNotifications, defaultSettings } from '../model/defaults';
import type { SaveOutcome, StoredSurvey, Template } from '../model/types';
import { activeAddons, licensedConfig, LITE_CONFIG, PRO_WITHOUT_KEY_CONFIG } from '../../test/config';

export const LITE = LITE_CONFIG;
export const PRO_WITHOUT_KEY = PRO_WITHOUT_KEY_CONFIG;
export const PLUS = licensedConfig('plus');
export const ELITE = licensedConfig('elite');
export const ELITE_WITH_ADDONS = licensedConfig('elite', activeAddons('targeting', 'behavior', 'google-drive'));

function type(key: string, label: string, options: QuestionTypeDefinition['options'], min: number, logic: string[]): QuestionTypeDefinition {
  return {
    key,
    label,
    default_title: '',
    default_config: { options: [] },
    options,
    min_options: min,
    max_options: options === 'none' ? 0 : 5,
    quantitative: false,
    scale_max: null,
    settings: ['required'],
    logic_operators: logic,
    redirect_comparators: [],
    addon: null,
  };
}

export const TYPES: QuestionTypeDefinition[] = [
  type('checkbox', 'Checkbox', 'text', 1, ['is', 'is_not', 'includes']),
  type('radio-button', 'Radio', 'text', 2, ['is', 'is_not']),
  type('email', 'Email', 'none', 0, []),
  type('text', 'Single Line Text', 'none', 0, []),
  type('long-text', 'Comment Box', 'none', 0, []),
];

export const BLANK: Template = {
  key: 'blank',
  name: 'Blank Survey',
  description: 'Start from scratch and build your own survey.',
  is_available: true,
  required_addons: [],
  type: null,
  questions: [
    {
      id: 'q1',
      type: 'text',
      title: '',
      config: { options: [] },
      settings: { required: false, randomize: false, comment_box: false },
      logic: { enabled: false, action: 'show', conditions: [] },
    },
  ],
};

export const NPS_TEMPLATE: Template = {
  key: 'nps',
  name: 'Net Promoter Score',
  description: 'Measure how likely visitors are to recommend you.',
  is_available: false,
  required_addons: ['question-types'],
  error: 'Requires Question Types addon',
  type: 'nps',
  questions: [],
};

export function savedSurvey(extra: Partial<StoredSurvey> = {}): StoredSurvey {
  return {
    id: 5,
    language: null,
    translations: {},
    title: 'Website feedback',
    type: null,
    status: 'publish',
    template: 'blank',
    questions: [
      {
        id: 'q1',
        type: 'radio-button',
        title: 'Did you find what you needed?',
        config: { options: ['Yes', 'No'] },
        settings: { required: false, randomize: false, comment_box: false },
        logic: { enabled: false, action: 'show', conditions: [] },
      },
    ],
    settings: defaultSettings(),
    notifications: defaultNotifications(),
    publish_at: null,
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:00:00Z',
    impressions: 0,
    responses_count: 0,
    closed_by_limit: false,
    cookie_name: 'hearken_survey_5',
    ...extra,
  };
}

export function outcome(survey: StoredSurvey, published = survey.status === 'publish', message = 'Your Survey was Saved!'): SaveOutcome {
  return { survey, published, message, fields: {} };
}
