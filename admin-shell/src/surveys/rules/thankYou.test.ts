import { describe, expect, it } from 'vitest';
import { ALL_TYPES, question, survey } from '../editor/questions/testing/fixtures';
import {
  canRemoveRow,
  comparatorsFor,
  DEFAULT_THANK_YOU,
  isThankYouComplete,
  redirectChoices,
  redirectValues,
  restoreMessage,
  setThankYouType,
  storedTarget,
  thankYouTypeAvailable,
  thankYouTypeOwnerKey,
  typedTarget,
  withRedirectTarget,
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

  it('each redirect type is gated by its own feature_owners key', () => {
    expect(thankYouTypeOwnerKey('redirect')).toBe('thank_you.type=redirect');
    expect(thankYouTypeOwnerKey('conditional_redirect')).toBe('thank_you.type=conditional_redirect');
  });

  it('redirects need an add-on that unlocks them and conditional redirects a question', () => {
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
    const page = { id: 7, label: 'Pricing', url: 'https://example.com/pricing' };
    const row = { question: 'a', condition_type: '=', condition: 'Yes', page, redirect_url: page.url };
    expect(withRowQuestion(row, 'b')).toEqual({ ...row, question: 'b', condition_type: '', condition: null });
    expect(withRowComparator(row, '!=')).toEqual({ ...row, condition_type: '!=', condition: null });
    expect(withRowValue(row, 'No')).toEqual({ ...row, condition: 'No' });
  });

  it('a row keeps the chosen page and its address goes with it, also when removed', () => {
    const row = { question: 'a', condition_type: '=', condition: 'Yes', page: null, redirect_url: 'https://example.com/old' };
    const page = { id: 9, label: 'Thanks', url: 'https://example.com/thanks' };
    expect(withRowPage(row, page)).toEqual({ ...row, page, redirect_url: 'https://example.com/thanks' });
    expect(withRowPage(row, null)).toEqual({ ...row, page: null, redirect_url: null });
  });
});

describe('redirect targets', () => {
  const pricing = { id: '7', title: 'Pricing', url: 'https://example.com/pricing' };

  it('a found page is stored as {id, label, url} with its title as the label', () => {
    expect(redirectChoices([pricing], 'Pri')).toEqual([{ id: '7', label: 'Pricing', url: 'https://example.com/pricing' }]);
  });

  it('a typed full https address not in the list is offered first, as its own id, label and url', () => {
    const typed = 'https://example.com/new-page';
    expect(redirectChoices([pricing], ` ${typed} `)).toEqual([
      { id: typed, label: typed, url: typed },
      { id: '7', label: 'Pricing', url: 'https://example.com/pricing' },
    ]);
    expect(redirectChoices([pricing], 'https://example.com/pricing')).toHaveLength(1);
  });

  it('only a full https address counts as typed', () => {
    for (const text of ['', 'Pricing', '/thanks', 'http://example.com/x', 'https://', 'https:///x', 'https://exa mple.com']) {
      expect(typedTarget(text)).toBeNull();
    }
    expect(typedTarget('https://example.com')).toEqual({ id: 'https://example.com', label: 'https://example.com', url: 'https://example.com' });
  });

  it('reads older stored targets: a bare address, or {id, label} whose id is the address', () => {
    expect(storedTarget('https://example.com/a')).toEqual({ id: 'https://example.com/a', label: 'https://example.com/a', url: 'https://example.com/a' });
    expect(storedTarget({ id: 'https://example.com/b', label: 'B' })).toEqual({ id: 'https://example.com/b', label: 'B', url: 'https://example.com/b' });
    expect(storedTarget({ id: 3, label: 'C', url: 'https://example.com/c' })).toEqual({ id: 3, label: 'C', url: 'https://example.com/c' });
    expect(storedTarget({ id: null, label: '' })).toBeNull();
    expect(storedTarget(null)).toBeNull();
  });

  it('type redirect needs a chosen target id; clearing the target clears its address', () => {
    const redirect = { ...thankYou(), type: 'redirect' as const };
    expect(isThankYouComplete(redirect)).toBe(false);
    const chosen = withRedirectTarget(redirect, { id: 7, label: 'Pricing', url: 'https://example.com/pricing' });
    expect(chosen).toMatchObject({ redirect_to: { id: 7, label: 'Pricing', url: 'https://example.com/pricing' }, redirect_url: 'https://example.com/pricing' });
    expect(isThankYouComplete(chosen)).toBe(true);
    const cleared = withRedirectTarget(chosen, null);
    expect(cleared).toMatchObject({ redirect_to: null, redirect_url: null });
    expect(isThankYouComplete(cleared)).toBe(false);
  });
});
