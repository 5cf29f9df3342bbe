import { describe, expect, it } from 'vitest';
import type { Answer } from '../protocol';
import { question, survey } from '../test/surveys';
import { nextIndex, responseBody, showsSkip } from './flow';

const showIf = (id: string, value: string) => ({
  enabled: true,
  action: 'show' as const,
  conditions: [{ question_id: id, compare: 'is', value }],
});

describe('nextIndex: skip rules going forward', () => {
  const questions = [
    question('q1', 'radio-button'),
    question('q2', 'text', { logic: showIf('q1', 'Yes') }),
    question('q3', 'text'),
  ];

  it('asks the next question when its show conditions hold', () => {
    expect(nextIndex(questions, 0, [{ question_id: 'q1', value: 'Yes' }])).toBe(1);
  });

  it('skips a question whose show conditions fail', () => {
    expect(nextIndex(questions, 0, [{ question_id: 'q1', value: 'No' }])).toBe(2);
  });

  it('finishes (-1) when no later question qualifies', () => {
    const two = questions.slice(0, 2);
    expect(nextIndex(two, 0, [{ question_id: 'q1', value: 'No' }])).toBe(-1);
    expect(nextIndex(questions, 2, [])).toBe(-1);
  });

  it('starts at the first question', () => {
    expect(nextIndex(questions, -1, [])).toBe(0);
  });
});

describe('showsSkip', () => {
  const q = question('q1', 'text');
  const required = question('q1', 'text', { settings: { required: true, randomize: false, comment_box: false } });
  const base = { preview: false, finished: false, features: {} };

  it('shows Skip by default, even on a required question without the add-ons', () => {
    expect(showsSkip(survey([q]), q, base)).toBe(true);
    expect(showsSkip(survey([required]), required, base)).toBe(true);
  });

  it('hides Skip for NPS surveys, in preview and when finished', () => {
    expect(showsSkip(survey([q], { type: 'nps' }), q, base)).toBe(false);
    expect(showsSkip(survey([q]), q, { ...base, preview: true })).toBe(false);
    expect(showsSkip(survey([q]), q, { ...base, finished: true })).toBe(false);
  });

  it('hides Skip on a required question when required_hides_skip', () => {
    const features = { required_hides_skip: true };
    expect(showsSkip(survey([required]), required, { ...base, features })).toBe(false);
    expect(showsSkip(survey([q]), q, { ...base, features })).toBe(true);
  });
});

describe('responseBody', () => {
  it('is null with no answers or only null answers', () => {
    const s = survey([question('q1', 'text')]);
    expect(responseBody(s, [], {})).toBeNull();
    expect(responseBody(s, [{ question_id: 'q1', value: null }], {})).toBeNull();
  });

  it('carries the answers, the page and the submission nonce', () => {
    document.title = 'Pricing';
    const answers: Answer[] = [
      { question_id: 'q1', value: null },
      { question_id: 'q2', value: 'Great', extra: { comments: 'more' } },
    ];
    expect(responseBody(survey([]), answers, { id: '12', type: 'page' })).toEqual({
      answers,
      page_submitted: { link: location.href, title: 'Pricing', id: 12, type: 'page' },
      nonce: 'sub-nonce',
    });
  });
});

