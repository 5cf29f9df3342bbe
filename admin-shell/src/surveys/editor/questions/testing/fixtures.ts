/**
 * Test data: the question types as `GET question-types` answers them (core, and with the
 * question-types add-on, from addons/question-types/definitions.json), and a survey builder.
 */
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { Question, Survey } from '../../../model/types';
import { defaultNotifications, defaultSettings } from '../../../model/defaults';

function core(
  key: string,
  label: string,
  options: QuestionTypeDefinition['options'],
  [min, max]: [number, number],
  settings: string[],
  logic: string[],
  comparators: string[],
): QuestionTypeDefinition {
  return {
    key,
    label,
    default_title: '',
    default_config: { options: [] },
    options,
    min_options: min,
    max_options: max,
    quantitative: false,
    scale_max: null,
    settings,
    logic_operators: logic,
    redirect_comparators: comparators,
    addon: null,
  };
}

const CHOICE = ['required', 'randomize', 'comment_box'];
const TEXT = ['CONTAINS', '!CONTAINS', 'STARTS_WITH', 'ENDS_WITH'];

export const CORE_TYPES: QuestionTypeDefinition[] = [
  core('checkbox', 'Checkbox', 'text', [1, 5], CHOICE, ['is', 'is_not', 'includes'], ['IN']),
  core('radio-button', 'Radio', 'text', [2, 5], CHOICE, ['is', 'is_not'], ['=', '!=']),
  core('email', 'Email', 'none', [0, 0], ['required'], [], TEXT),
  core('text', 'Single Line Text', 'none', [0, 0], ['required'], [], TEXT),
  core('long-text', 'Comment Box', 'none', [0, 0], ['required'], [], TEXT),
];

const ADDON = 'question-types';

export const ADVANCED_TYPES: QuestionTypeDefinition[] = [
  {
    key: 'star-rating',
    label: 'Star Rating',
    default_title: 'How would you rate your overall experience?',
    default_config: { options: [] },
    options: 'none',
    min_options: 0,
    max_options: 0,
    quantitative: true,
    scale_max: 5,
    settings: ['required', 'comment_box'],
    logic_operators: ['is', 'is_not', 'lower_than', 'greater_than'],
    redirect_comparators: ['>', '<'],
    addon: ADDON,
  },
  {
    key: 'nps',
    label: 'NPS',
    default_title: 'On a scale of 1-10, how likely would you recommend us to a friend or colleague?',
    default_config: { options: [], labels: { low: 'Not Likely', high: 'Extremely Likely' } },
    options: 'none',
    min_options: 0,
    max_options: 0,
    quantitative: true,
    scale_max: 10,
    settings: ['required', 'comment_box'],
    logic_operators: ['is', 'is_not', 'lower_than', 'greater_than'],
    redirect_comparators: ['=', '!=', '>', '<'],
    addon: ADDON,
  },
  {
    key: 'image-radio',
    label: 'Image Radio',
    default_title: '',
    default_config: { options: [{ label: '', image: '' }, { label: '', image: '' }] },
    options: 'image',
    min_options: 2,
    max_options: 5,
    quantitative: false,
    scale_max: null,
    settings: CHOICE,
    logic_operators: [],
    redirect_comparators: ['=', '!='],
    addon: ADDON,
  },
  {
    key: 'icon-choice',
    label: 'Icon Choice',
    default_title: '',
    default_config: { options: [] },
    options: 'icon',
    min_options: 2,
    max_options: 5,
    quantitative: false,
    scale_max: null,
    settings: [...CHOICE, 'icon_color', 'icon_size'],
    logic_operators: [],
    redirect_comparators: ['=', '!='],
    addon: ADDON,
  },
];

export const ALL_TYPES = [...CORE_TYPES, ...ADVANCED_TYPES];

/** A question of `type` with `id`, a title and (for choice types) two options. */
export function question(id: string, type: string, extra: Partial<Question> = {}): Question {
  const options = type === 'checkbox' || type === 'radio-button' ? ['Yes', 'No'] : [];
  return {
    id,
    type,
    title: `Question ${id}`,
    config: { options },
    settings: { required: false, randomize: false, comment_box: false },
    logic: { enabled: false, action: 'show', conditions: [] },
    ...extra,
  };
}

/** Logic that shows the question when each `[questionId, compare, value]` holds. */
export function logicOn(...conditions: [string, string, unknown][]): Question['logic'] {
  return {
    enabled: true,
    action: 'show',
    conditions: conditions.map(([question_id, compare, value]) => ({ question_id, compare, value })),
  };
}

export function survey(questions: Question[] = [], extra: Partial<Survey> = {}): Survey {
  return {
    id: 7,
    language: null,
    translations: {},
    title: 'Customer survey',
    type: null,
    status: 'draft',
    template: 'blank',
    questions,
    settings: defaultSettings(),
    notifications: defaultNotifications(),
    publish_at: null,
    ...extra,
  };
}
