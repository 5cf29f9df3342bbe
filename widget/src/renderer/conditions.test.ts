import { describe, expect, it } from 'vitest';
import { compare, isAsked } from './conditions';
import { question } from '../test/surveys';

describe('compare: the spec operators', () => {
  it.each([
    ['=', 'Yes', 'Yes', true],
    ['=', 'No', 'Yes', false],
    ['=', ['Yes'], 'Yes', true],
    ['=', ['Yes', 'No'], 'Yes', false],
    ['!=', 'No', 'Yes', true],
    ['!=', 'Yes', 'Yes', false],
    ['!=', null, 'Yes', true],
    ['IN', ['A', 'B'], 'B', true],
    ['IN', ['A', 'B'], 'C', false],
    ['IN', 'a long answer', 'long', true],
    ['CONTAINS', 'hello world', 'world', true],
    ['CONTAINS', 'hello', 'world', false],
    ['!CONTAINS', 'hello', 'world', true],
    ['!CONTAINS', 'hello world', 'world', false],
    ['STARTS_WITH', 'hello world', 'hello', true],
    ['STARTS_WITH', 'hello world', 'world', false],
    ['ENDS_WITH', 'hello world', 'world', true],
    ['ENDS_WITH', 'hello world', 'hello', false],
    ['>', 9, 8, true],
    ['>', 8, 8, false],
    ['>', '10', '9', true],
    ['<', 3, '4', true],
    ['<', 4, 4, false],
    ['<', null, 4, false],
  ])('%s: %j against %j is %s', (op, answer, expected, result) => {
    expect(compare(op, answer, expected)).toBe(result);
  });
});

describe('compare: the editor operators', () => {
  it.each([
    ['is', 'Yes', 'Yes', true],
    ['Is', 'No', 'Yes', false],
    ['is_not', 'No', 'Yes', true],
    ['is not', 'Yes', 'Yes', false],
    ['includes', ['A', 'B'], 'A', true],
    ['includes', ['B'], 'A', false],
    ['greater_than', 5, 3, true],
    ['greater than', 2, 3, false],
    ['lower_than', 2, 3, true],
    ['Lower Than', 5, 3, false],
  ])('%s: %j against %j is %s', (op, answer, expected, result) => {
    expect(compare(op, answer, expected)).toBe(result);
  });

  it('an unknown operator never matches', () => {
    expect(compare('LIKE', 'Yes', 'Yes')).toBe(false);
    expect(compare('', 'Yes', 'Yes')).toBe(false);
  });

  it('a condition without a value never matches', () => {
    expect(compare('is', 'Yes', null)).toBe(false);
    expect(compare('!=', 'Yes', '')).toBe(false);
  });
});

describe('isAsked', () => {
  const answers = new Map<string, unknown>([['q1', 'Yes']]);
  const onYes = { question_id: 'q1', compare: 'is', value: 'Yes' };

  it('asks a show question only when its conditions match', () => {
    expect(isAsked(question('q2', 'text', { logic: { enabled: true, action: 'show', conditions: [onYes] } }), answers)).toBe(true);
    const onNo = { ...onYes, value: 'No' };
    expect(isAsked(question('q2', 'text', { logic: { enabled: true, action: 'show', conditions: [onNo] } }), answers)).toBe(false);
  });

  it('skips a hide question when its conditions match', () => {
    expect(isAsked(question('q2', 'text', { logic: { enabled: true, action: 'hide', conditions: [onYes] } }), answers)).toBe(false);
  });

  it('needs every condition to match', () => {
    const both = [onYes, { question_id: 'q1', compare: 'is', value: 'No' }];
    expect(isAsked(question('q2', 'text', { logic: { enabled: true, action: 'show', conditions: both } }), answers)).toBe(false);
  });

  it('ignores logic that is off', () => {
    expect(isAsked(question('q2', 'text', { logic: { enabled: false, action: 'show', conditions: [{ ...onYes, value: 'No' }] } }), answers)).toBe(true);
  });

  it('matches a numeric question id to its text form', () => {
    const numeric = new Map<string, unknown>([['7', 9]]);
    const cond = { question_id: 7, compare: '>', value: 8 };
    expect(isAsked(question('q2', 'text', { logic: { enabled: true, action: 'show', conditions: [cond] } }), numeric)).toBe(true);
  });
});
