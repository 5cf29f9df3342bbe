import { describe, expect, it } from 'vitest';
import { ALL_TYPES, CORE_TYPES, logicOn, question, survey } from '../editor/questions/testing/fixtures';
import {
  canUseLogic,
  deleteQuestion,
  enableLogic,
  logicSources,
  logicValues,
  operatorsFor,
  reorderQuestions,
  retypeQuestion,
} from './logic';
import { RULES_STRINGS } from './strings';

const ids = (s: ReturnType<typeof survey>) => s.questions.map((q) => q.id);

describe('logic eligibility', () => {
  it('needs an earlier radio, checkbox, NPS or star rating question', () => {
    const s = survey([question('t', 'text'), question('r', 'radio-button'), question('e', 'email')]);
    expect(canUseLogic(s, 0, ALL_TYPES)).toBe(false);
    expect(canUseLogic(s, 1, ALL_TYPES)).toBe(false);
    expect(logicSources(s, 2, ALL_TYPES).map((q) => q.id)).toEqual(['r']);
    expect(RULES_STRINGS.logicNeedsEarlierQuestion).toBe(
      'Add at least one Radio, Checkbox, NPS, or Star Rating question before this question to use conditional logic.',
    );
    const images = survey([question('i', 'image-radio'), question('t', 'text')]);
    expect(canUseLogic(images, 1, ALL_TYPES)).toBe(false);
  });

  it('offers is, is not, includes for checkbox, ratings also lower and greater than, radio is and is not', () => {
    const labels = (type: string) => operatorsFor(question('x', type), ALL_TYPES).map((o) => o.label);
    expect(labels('checkbox')).toEqual(['is', 'is not', 'includes']);
    expect(labels('star-rating')).toEqual(['is', 'is not', 'lower than', 'greater than']);
    expect(labels('nps')).toEqual(['is', 'is not', 'lower than', 'greater than']);
    expect(labels('radio-button')).toEqual(['is', 'is not']);
    expect(operatorsFor(question('x', 'nps'), ALL_TYPES).map((o) => o.value)).toEqual([
      'is',
      'is_not',
      'lower_than',
      'greater_than',
    ]);
  });

  it('offers the options of a choice and 1 to 5 or 1 to 10 for ratings', () => {
    expect(logicValues(question('r', 'radio-button'), ALL_TYPES).map((v) => v.value)).toEqual(['Yes', 'No']);
    expect(logicValues(question('s', 'star-rating'), ALL_TYPES).map((v) => v.value)).toEqual([1, 2, 3, 4, 5]);
    expect(logicValues(question('n', 'nps'), ALL_TYPES)).toHaveLength(10);
  });

  it('turning logic on adds a first condition on the first eligible question', () => {
    const sources = [question('r', 'radio-button')];
    expect(enableLogic({ enabled: false, action: 'show', conditions: [] }, true, sources).conditions).toEqual([
      { question_id: 'r', compare: 'is', value: null },
    ]);
  });
});

describe('deleting a question', () => {
  it('removes every condition on it, question and e-mail logic, and disables emptied logic', () => {
    const s = survey([
      question('a', 'radio-button'),
      question('b', 'checkbox'),
      question('c', 'text', { logic: logicOn(['a', 'is', 'Yes']) }),
      question('d', 'text', { logic: logicOn(['a', 'is', 'Yes'], ['b', 'includes', 'No']) }),
    ]);
    s.notifications.email.logic = { enable: true, action: 'send', conditions: [{ question_id: 'a', compare: 'is', value: 'Yes' }] };

    const after = deleteQuestion(s, 'a');

    expect(ids(after)).toEqual(['b', 'c', 'd']);
    expect(after.questions[1]?.logic).toEqual({ enabled: false, action: 'show', conditions: [] });
    expect(after.questions[2]?.logic).toEqual(logicOn(['b', 'includes', 'No']));
    expect(after.notifications.email.logic).toEqual({ enable: false, action: 'send', conditions: [] });
  });

  it('matches numeric and string ids by their text', () => {
    const s = survey([question('1', 'radio-button'), question('b', 'text', { logic: logicOn(['1', 'is', 'Yes']) })]);
    s.questions[0] = { ...s.questions[0]!, id: 1 };
    expect(deleteQuestion(s, 1).questions[0]?.logic.enabled).toBe(false);
  });
});

describe('reordering', () => {
  const base = () =>
    survey([
      question('a', 'radio-button'),
      question('b', 'checkbox'),
      question('c', 'text', { logic: logicOn(['a', 'is', 'Yes'], ['b', 'is', 'No']) }),
      question('d', 'text'),
    ]);

  it('moving a question with logic up drops conditions now at or after it', () => {
    const after = reorderQuestions(base(), 2, 1);
    expect(ids(after)).toEqual(['a', 'c', 'b', 'd']);
    expect(after.questions[1]?.logic).toEqual(logicOn(['a', 'is', 'Yes']));
  });

  it('moving a question to the top turns its logic off when no condition remains', () => {
    const after = reorderQuestions(base(), 2, 0);
    expect(after.questions[0]?.logic).toEqual({ enabled: false, action: 'show', conditions: [] });
  });

  it('moving a question down removes conditions on it from the other questions', () => {
    const after = reorderQuestions(base(), 0, 3);
    expect(ids(after)).toEqual(['b', 'c', 'd', 'a']);
    expect(after.questions[1]?.logic).toEqual(logicOn(['b', 'is', 'No']));
  });

  it('moving a question others depend on removes their conditions on it even when it stays earlier', () => {
    const after = reorderQuestions(base(), 1, 0);
    expect(ids(after)).toEqual(['b', 'a', 'c', 'd']);
    expect(after.questions[2]?.logic).toEqual(logicOn(['a', 'is', 'Yes']));
  });

  it('leaves the survey alone when nothing moves', () => {
    const s = base();
    expect(reorderQuestions(s, 2, 2)).toBe(s);
  });
});

describe('changing a question type', () => {
  it('drops conditions whose operator the new type does not allow', () => {
    const s = survey([
      question('a', 'checkbox'),
      question('b', 'text', { logic: logicOn(['a', 'includes', 'Yes'], ['a', 'is', 'No']) }),
    ]);
    const radio = retypeQuestion(s, 'a', 'radio-button', CORE_TYPES);
    expect(radio.questions[0]?.config.options).toEqual(['Yes', 'No']);
    expect(radio.questions[1]?.logic).toEqual(logicOn(['a', 'is', 'No']));
    const text = retypeQuestion(s, 'a', 'text', CORE_TYPES);
    expect(text.questions[1]?.logic.enabled).toBe(false);
  });
});
