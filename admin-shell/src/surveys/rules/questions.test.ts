import { describe, expect, it } from 'vitest';
import { ALL_TYPES, CORE_TYPES, question, survey } from '../editor/questions/testing/fixtures';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  changeType,
  findType,
  newQuestion,
  offersCommentBox,
  offersRandomize,
  optionLimits,
  questionErrors,
  questionsStepValid,
  removeOption,
  trimOption,
} from './questions';
import { RULES_STRINGS } from './strings';

const type = (key: string) => findType(ALL_TYPES, key);

describe('option limits', () => {
  it('are 1 to 5 for checkbox and 2 to 5 for the other choice types', () => {
    expect(optionLimits('checkbox', type('checkbox'))).toEqual({ min: 1, max: 5 });
    for (const key of ['radio-button', 'image-radio', 'icon-choice']) {
      expect(optionLimits(key, type(key))).toEqual({ min: 2, max: 5 });
    }
  });

  it('hide Add at five options and offer Remove only beyond the minimum', () => {
    const radio = question('r', 'radio-button', { config: { options: ['a', 'b'] } });
    expect(canAddOption(radio, type('radio-button'))).toBe(true);
    expect(canRemoveOption(radio, type('radio-button'))).toBe(false);
    expect(removeOption(radio, type('radio-button'), 0).config.options).toEqual(['a', 'b']);

    let full = radio;
    for (let i = 0; i < 5; i++) full = addOption(full, type('radio-button'));
    expect(full.config.options).toEqual(['a', 'b', '', '', '']);
    expect(canAddOption(full, type('radio-button'))).toBe(false);
    expect(canRemoveOption(full, type('radio-button'))).toBe(true);

    const checkbox = question('c', 'checkbox', { config: { options: ['a', 'b'] } });
    expect(removeOption(checkbox, type('checkbox'), 0).config.options).toEqual(['b']);
    expect(canRemoveOption(question('c', 'checkbox', { config: { options: ['a'] } }), type('checkbox'))).toBe(false);
  });

  it('trims option text and labels on entry', () => {
    expect(trimOption('  Yes ')).toBe('Yes');
    expect(trimOption({ label: ' Cat ', image: 'cat.png' })).toEqual({ label: 'Cat', image: 'cat.png' });
  });
});

describe('new questions and type changes', () => {
  it('a new question gets the type default title and blank config', () => {
    expect(newQuestion('nps', ALL_TYPES).title).toBe(
      'On a scale of 1-10, how likely would you recommend us to a friend or colleague?',
    );
    expect(newQuestion('star-rating', ALL_TYPES).title).toBe('How would you rate your overall experience?');
    expect(newQuestion('radio-button', ALL_TYPES).config.options).toEqual(['Option 1', 'Option 2']);
    expect(newQuestion('checkbox', ALL_TYPES).config.options).toEqual(['Option 1', 'Option 2']);
    expect(questionErrors(newQuestion('radio-button', ALL_TYPES), ALL_TYPES).options).toBeUndefined();
    expect(newQuestion('image-radio', ALL_TYPES).config.options).toEqual([
      { label: '', image: '' },
      { label: '', image: '' },
    ]);
    const icon = newQuestion('icon-choice', ALL_TYPES);
    expect(icon.config.options).toEqual([
      { label: '', icon: null },
      { label: '', icon: null },
    ]);
    expect(icon.settings).toMatchObject({ icon_color: '#1579EF', icon_size: 'medium' });
    expect(newQuestion('text', ALL_TYPES).id).not.toBe(newQuestion('text', ALL_TYPES).id);
  });

  it('keeps options between checkbox and radio-button and resets them otherwise', () => {
    const radio = question('r', 'radio-button', { config: { options: ['a', 'b'] } });
    expect(changeType(radio, 'checkbox', ALL_TYPES).config.options).toEqual(['a', 'b']);
    const image = changeType(radio, 'image-radio', ALL_TYPES);
    expect(image.config.options).toEqual([
      { label: '', image: '' },
      { label: '', image: '' },
    ]);
    expect(changeType(image, 'radio-button', ALL_TYPES).config.options).toEqual(['Option 1', 'Option 2']);
    expect(changeType(radio, 'email', ALL_TYPES).config).toEqual({ options: [], include_name: false });
  });

  it('turns off settings the new type does not offer and fills an empty title', () => {
    const radio = question('r', 'radio-button', {
      title: '',
      settings: { required: true, randomize: true, comment_box: true },
    });
    const text = changeType(radio, 'text', ALL_TYPES);
    expect(text.settings).toEqual({ required: true, randomize: false, comment_box: false });
    expect(changeType(radio, 'star-rating', ALL_TYPES).title).toBe('How would you rate your overall experience?');
    expect(offersRandomize('star-rating', type('star-rating'))).toBe(false);
    expect(offersCommentBox('long-text', type('long-text'))).toBe(false);
    expect(offersCommentBox('nps', type('nps'))).toBe(true);
  });
});

describe('validation', () => {
  it('reports a blank title and blank or missing options with the host messages', () => {
    const blank = question('r', 'radio-button', { title: '  ', config: { options: ['a', ' '] } });
    expect(questionErrors(blank, CORE_TYPES)).toEqual({ title: RULES_STRINGS.titleRequired, options: RULES_STRINGS.optionsRequired });
    expect(RULES_STRINGS.titleRequired).toBe('Title is required.');
    expect(RULES_STRINGS.optionsRequired).toBe('Options are required.');
    expect(questionErrors(question('r', 'radio-button', { config: { options: ['a'] } }), CORE_TYPES).options).toBe(
      RULES_STRINGS.optionsRequired,
    );
    expect(questionErrors(question('c', 'checkbox', { config: { options: ['a'] } }), CORE_TYPES)).toEqual({});
    const image = question('i', 'image-radio', { config: { options: [{ label: 'A', image: '' }, { label: '', image: 'b.png' }] } });
    expect(questionErrors(image, ALL_TYPES).options).toBe(RULES_STRINGS.optionsRequired);
  });

  it('accepts an empty title where the host fills in the type default', () => {
    expect(questionErrors(question('n', 'nps', { title: '' }), ALL_TYPES)).toEqual({});
    expect(questionErrors(question('t', 'text', { title: '' }), ALL_TYPES)).toEqual({ title: RULES_STRINGS.titleRequired });
  });

  it('the step needs a question, every question valid and a complete thank-you', () => {
    expect(questionsStepValid(survey([]), CORE_TYPES)).toBe(false);
    const valid = survey([question('a', 'text')]);
    expect(questionsStepValid(valid, CORE_TYPES)).toBe(true);
    expect(questionsStepValid(survey([question('a', 'text'), question('b', 'checkbox', { config: { options: [] } })]), CORE_TYPES)).toBe(false);
    const redirect = { ...valid.settings.thank_you, type: 'redirect' as const };
    expect(questionsStepValid({ ...valid, settings: { ...valid.settings, thank_you: redirect } }, CORE_TYPES)).toBe(false);
    const chosen = { ...redirect, redirect_to: { id: 42, label: 'Thanks', url: 'https://example.com/thanks' } };
    expect(questionsStepValid({ ...valid, settings: { ...valid.settings, thank_you: chosen } }, CORE_TYPES)).toBe(true);
    const noId = { ...redirect, redirect_to: { id: '', label: 'Thanks', url: '' } };
    expect(questionsStepValid({ ...valid, settings: { ...valid.settings, thank_you: noId } }, CORE_TYPES)).toBe(false);
  });
});
