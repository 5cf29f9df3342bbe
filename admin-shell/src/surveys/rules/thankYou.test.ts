import { describe, expect, it } from 'vitest';
import { ALL_TYPES, question, survey } from '../editor/questions/testing/fixtures';
import {
  canRemoveRow,
  comparatorsFor,
  DEFAULT_THANK_YOU,
  redirectValues,
  restoreMessage,
  setThankYouType,
  thankYouTypeAvailable,
  withRowComparator,
  withRowPage,
  withRowQuestion,
  withRowValue,
} from './thankYou';

const thankYou = () => survey().settings.thank_you;

describe('thank-you message', () => {
  it('restores an empty message to the default text', () => {
    expect(DEFAULT_THANK_YOU).toBe('Thanks for your feedback!');
    expect(restoreMessage('   ')).toBe('Thanks for your feedback!');
    expect(restoreMessage('See you')).toBe('See you');
  });
});

describe('thank-you type', () => {
  it('choosing conditional redirect with no conditions adds one blank row', () => {
    const chosen = setThankYouType(thankYou(), 'conditional_redirect');
    expect(chosen.type).toBe('conditional_redirect');
    expect(chosen.conditions).toEqual([{ question: null, condition_type: '', condition: null, page: null, redirect_url: null }]);
    expect(setThankYouType(chosen, 'conditional_redirect').conditions).toHaveLength(1);
    expect(canRemoveRow(chosen)).toBe(false);
    expect(canRemoveRow({ ...chosen, conditions: [...chosen.conditions, ...chosen.conditions] })).toBe(true);
  });

  it('redirects need the behavior add-on and conditional redirects a question', () => {
    expect(thankYouTypeAvailable('message', false, 0)).toBe(true);
    expect(thankYouTypeAvailable('redirect', false, 3)).toBe(false);
    expect(thankYouTypeAvailable('redirect', true, 0)).toBe(true);
    expect(thankYouTypeAvailable('conditional_redirect', true, 0)).toBe(false);
    expect(thankYouTypeAvailable('conditional_redirect', true, 1)).toBe(true);
  });
});

describe('conditional redirect rows', () => {
  const labels = (type: string) => comparatorsFor(question('q', type), ALL_TYPES).map((c) => `${c.label} (${c.value})`);

  it('offers the comparators of the question type', () => {
    expect(labels('checkbox')).toEqual(['Includes (IN)']);
    for (const type of ['radio-button', 'image-radio', 'icon-choice']) expect(labels(type)).toEqual(['Is (=)', 'Is not (!=)']);
    for (const type of ['email', 'text', 'long-text']) {
      expect(labels(type)).toEqual([
        'Contains (CONTAINS)',
        'Does not contain (!CONTAINS)',
        'Starts with (STARTS_WITH)',
        'Ends with (ENDS_WITH)',
      ]);
    }
    expect(labels('star-rating')).toEqual(['Greater than (>)', 'Less than (<)']);
    expect(labels('nps')).toEqual(['Is (=)', 'Is not (!=)', 'Greater than (>)', 'Less than (<)']);
  });

  it('offers 1 to 5 for stars, 1 to 10 for NPS, the options of a choice and free text otherwise', () => {
    expect(redirectValues(question('s', 'star-rating'), ALL_TYPES)).toEqual({ kind: 'scale', values: [1, 2, 3, 4, 5] });
    expect(redirectValues(question('n', 'nps'), ALL_TYPES)).toMatchObject({ kind: 'scale', values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(redirectValues(question('r', 'radio-button'), ALL_TYPES)).toEqual({ kind: 'choice', values: ['Yes', 'No'] });
    expect(redirectValues(question('t', 'long-text'), ALL_TYPES)).toEqual({ kind: 'text' });
  });

  it('changing the question or comparator resets what depends on it', () => {
    const row = { question: 'a', condition_type: '=', condition: 'Yes', page: { id: '/x', label: '/x' }, redirect_url: '/x' };
    expect(withRowQuestion(row, 'b')).toEqual({ ...row, question: 'b', condition_type: '', condition: null });
    expect(withRowComparator(row, '!=')).toEqual({ ...row, condition_type: '!=', condition: null });
    expect(withRowValue(row, 'No')).toEqual({ ...row, condition: 'No' });
    expect(withRowPage(row, ' https://example.com/ok ')).toMatchObject({
      page: { id: 'https://example.com/ok', label: 'https://example.com/ok' },
      redirect_url: 'https://example.com/ok',
    });
  });
});
