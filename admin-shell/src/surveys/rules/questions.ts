/**
 * Rules of one question (spec 000 §3–§5): option limits, blank defaults, type changes and the
 * validation the host repeats on save (host/src/surveys/validation.rs `incomplete`), with the
 * same messages. Pure functions; the editor's components call them.
 */
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { IconOption, ImageOption, Question, QuestionConfig, QuestionOption, QuestionSettings, Survey } from '../model/types';
import { RULES_STRINGS } from './strings';
import { isThankYouComplete } from './thankYou';

/** Options per choice question, whatever a type definition says (spec 000 §9). */
export const MAX_OPTIONS = 5;

/** The icon-choice settings' defaults (spec 000 §3, §9). */
export const DEFAULT_ICON_COLOR = '#1579EF';
export const DEFAULT_ICON_SIZE = 'medium';

export type OptionKind = QuestionTypeDefinition['options'];

export interface QuestionErrors {
  title?: string;
  options?: string;
}

/** The two types whose options survive a change between them (spec 000 §4). */
const PLAIN_CHOICES = ['checkbox', 'radio-button'];

/**
 * What the spec says of the known types, for a question whose type the host did not list (its
 * add-on is off): enough to keep editing it sensibly.
 */
const KNOWN_KINDS: Record<string, { options: OptionKind; min: number; settings: string[] }> = {
  checkbox: { options: 'text', min: 1, settings: ['required', 'randomize', 'comment_box'] },
  'radio-button': { options: 'text', min: 2, settings: ['required', 'randomize', 'comment_box'] },
  'image-radio': { options: 'image', min: 2, settings: ['required', 'randomize', 'comment_box'] },
  'icon-choice': {
    options: 'icon',
    min: 2,
    settings: ['required', 'randomize', 'comment_box', 'icon_color', 'icon_size'],
  },
  email: { options: 'none', min: 0, settings: ['required'] },
  text: { options: 'none', min: 0, settings: ['required'] },
  'long-text': { options: 'none', min: 0, settings: ['required'] },
  'star-rating': { options: 'none', min: 0, settings: ['required', 'comment_box'] },
  nps: { options: 'none', min: 0, settings: ['required', 'comment_box'] },
};

export function findType(types: QuestionTypeDefinition[], key: string): QuestionTypeDefinition | undefined {
  return types.find((t) => t.key === key);
}

/** How the question's options look: from its definition, else from the spec. */
export function optionKind(key: string, type: QuestionTypeDefinition | undefined): OptionKind {
  return type?.options ?? KNOWN_KINDS[key]?.options ?? 'none';
}

/** Minimum and maximum option count: checkbox 1–5, other choice types 2–5. */
export function optionLimits(key: string, type: QuestionTypeDefinition | undefined): { min: number; max: number } {
  if (optionKind(key, type) === 'none') return { min: 0, max: 0 };
  const min = type?.min_options ?? KNOWN_KINDS[key]?.min ?? 1;
  const max = Math.min(type?.max_options || MAX_OPTIONS, MAX_OPTIONS);
  return { min, max };
}

/** Add is hidden at the maximum. */
export function canAddOption(question: Question, type: QuestionTypeDefinition | undefined): boolean {
  return question.config.options.length < optionLimits(question.type, type).max;
}

/** Remove is offered only for options beyond the minimum. */
export function canRemoveOption(question: Question, type: QuestionTypeDefinition | undefined): boolean {
  return question.config.options.length > optionLimits(question.type, type).min;
}

/** A blank option of the kind: '' for text, an empty label and image or icon otherwise. */
export function blankOption(kind: OptionKind): QuestionOption {
  if (kind === 'image') return { label: '', image: '' } satisfies ImageOption;
  if (kind === 'icon') return { label: '', icon: null } satisfies IconOption;
  return '';
}

export function optionLabel(option: QuestionOption): string {
  return typeof option === 'string' ? option : option.label;
}

/** The option with its text (plain) or label (image, icon) replaced. */
export function withOptionLabel(option: QuestionOption, label: string): QuestionOption {
  return typeof option === 'string' ? label : { ...option, label };
}

/** Option text is trimmed on entry (spec 000 §5); the editor applies it when a field is left. */
export function trimOption(option: QuestionOption): QuestionOption {
  return withOptionLabel(option, optionLabel(option).trim());
}

export function addOption(question: Question, type: QuestionTypeDefinition | undefined): Question {
  if (!canAddOption(question, type)) return question;
  const options = [...question.config.options, blankOption(optionKind(question.type, type))];
  return { ...question, config: { ...question.config, options } };
}

export function removeOption(question: Question, type: QuestionTypeDefinition | undefined, index: number): Question {
  if (!canRemoveOption(question, type)) return question;
  const options = question.config.options.filter((_, i) => i !== index);
  return { ...question, config: { ...question.config, options } };
}

export function setOption(question: Question, index: number, option: QuestionOption): Question {
  const options = question.config.options.map((o, i) => (i === index ? option : o));
  return { ...question, config: { ...question.config, options } };
}

/**
 * The blank config of a type (spec 000 §3): image-radio two empty label/image options, icon-choice
 * two empty label/icon options; anything else the type's own `default_config` (NPS labels, …).
 * Radio and checkbox start with "Option 1" and "Option 2" rather than the spec's empty list, so a
 * new question is complete until someone edits it (editor/questions/README.md).
 */
export function blankConfig(key: string, type: QuestionTypeDefinition | undefined): QuestionConfig {
  const base = { ...(type?.default_config ?? {}) };
  const kind = optionKind(key, type);
  const options: QuestionOption[] =
    kind === 'image' || kind === 'icon'
      ? [blankOption(kind), blankOption(kind)]
      : kind === 'text'
        ? [RULES_STRINGS.option(1), RULES_STRINGS.option(2)]
        : [];
  const config: QuestionConfig = { ...base, options };
  if (key === 'email') config.include_name = false;
  return config;
}

function appliesSetting(key: string, type: QuestionTypeDefinition | undefined, setting: string): boolean {
  return (type?.settings ?? KNOWN_KINDS[key]?.settings ?? ['required']).includes(setting);
}

/** Randomize applies only to checkbox, radio-button, image-radio, icon-choice. */
export function offersRandomize(key: string, type: QuestionTypeDefinition | undefined): boolean {
  return appliesSetting(key, type, 'randomize');
}

/** The comment box is not offered for text, long-text, email. */
export function offersCommentBox(key: string, type: QuestionTypeDefinition | undefined): boolean {
  return appliesSetting(key, type, 'comment_box');
}

/** The settings kept for `key`: what no longer applies is turned off, icon-choice gets its defaults. */
export function settingsFor(key: string, type: QuestionTypeDefinition | undefined, settings: QuestionSettings): QuestionSettings {
  const next: QuestionSettings = {
    ...settings,
    randomize: settings.randomize && offersRandomize(key, type),
    comment_box: settings.comment_box && offersCommentBox(key, type),
  };
  if (optionKind(key, type) === 'icon') {
    next.icon_color = settings.icon_color ?? DEFAULT_ICON_COLOR;
    next.icon_size = settings.icon_size ?? DEFAULT_ICON_SIZE;
  } else {
    delete next.icon_color;
    delete next.icon_size;
  }
  return next;
}

/** A client id for a new question; the host keeps it. */
export function newQuestionId(): string {
  return `q_${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;
}

/** A new question of `key`: the type's default title and blank config (spec 000 §4). */
export function newQuestion(key: string, types: QuestionTypeDefinition[], id: string = newQuestionId()): Question {
  const type = findType(types, key);
  return {
    id,
    type: key,
    title: type?.default_title ?? '',
    config: blankConfig(key, type),
    settings: settingsFor(key, type, { required: false, randomize: false, comment_box: false }),
    logic: { enabled: false, action: 'show', conditions: [] },
  };
}

/**
 * The question as type `key`: its config is reset to the type's defaults, except between checkbox
 * and radio-button, which keep their options; an empty title takes the type's default title.
 */
export function changeType(question: Question, key: string, types: QuestionTypeDefinition[]): Question {
  if (key === question.type) return question;
  const type = findType(types, key);
  const keepOptions = PLAIN_CHOICES.includes(question.type) && PLAIN_CHOICES.includes(key);
  return {
    ...question,
    type: key,
    title: question.title.trim() === '' ? (type?.default_title ?? '') : question.title,
    config: keepOptions ? question.config : blankConfig(key, type),
    settings: settingsFor(key, type, question.settings),
  };
}

function isBlank(option: QuestionOption): boolean {
  return optionLabel(option).trim() === '';
}

/**
 * What keeps a question from being published, as the host words it. An empty title is no error
 * when the type has a default title: the host fills it in on save.
 */
export function questionErrors(question: Question, types: QuestionTypeDefinition[]): QuestionErrors {
  const errors: QuestionErrors = {};
  const type = findType(types, question.type);
  if (question.title.trim() === '' && !type?.default_title) errors.title = RULES_STRINGS.titleRequired;
  if (type && type.options !== 'none') {
    const options = question.config.options;
    if (options.length < type.min_options || options.some(isBlank)) errors.options = RULES_STRINGS.optionsRequired;
  }
  return errors;
}

export function isQuestionValid(question: Question, types: QuestionTypeDefinition[]): boolean {
  const errors = questionErrors(question, types);
  return !errors.title && !errors.options;
}

/** Questions step: at least one question, all valid, and a complete thank-you (spec 000 §5). */
export function questionsStepValid(survey: Survey, types: QuestionTypeDefinition[]): boolean {
  return (
    survey.questions.length > 0 &&
    survey.questions.every((q) => isQuestionValid(q, types)) &&
    isThankYouComplete(survey.settings.thank_you)
  );
}
