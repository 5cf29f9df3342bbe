import { describe, expect, it } from 'vitest';
import { textLabel } from './textLabels';

const QUESTIONS = [{ id: 'q1' }, { id: 'q1.b' }, { id: 7 }];

describe('the name of a text, from its id', () => {
  it('names the survey’s own texts', () => {
    expect(textLabel('title', QUESTIONS)).toBe('Survey title');
    expect(textLabel('thank_you.message', QUESTIONS)).toBe('Thank-you message');
  });

  it('names a question by its place, and its options counted from 1', () => {
    expect(textLabel('questions.7.title', QUESTIONS)).toBe('Question 3: title');
    expect(textLabel('questions.q1.options.2', QUESTIONS)).toBe('Question 1: option 3');
    // The longest id that fits: q1.b is the second question, not q1's "b.title".
    expect(textLabel('questions.q1.b.title', QUESTIONS)).toBe('Question 2: title');
  });

  it('shows an add-on’s texts by their key', () => {
    expect(textLabel('questions.q1.config.labels.low', QUESTIONS)).toBe('Question 1: labels.low');
    expect(textLabel('settings.theming.skip_text', QUESTIONS)).toBe('Survey setting: theming.skip_text');
  });

  it('names a question the survey no longer has by its id, and an unknown id as it is', () => {
    expect(textLabel('questions.q9.title', QUESTIONS)).toBe('Question q9: title');
    expect(textLabel('footer.note', QUESTIONS)).toBe('footer.note');
  });
});
