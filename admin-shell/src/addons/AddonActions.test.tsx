import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddonActions } from './AddonCard';
import { QUESTION_TYPES } from './fixtures';
import { ADDONS_STRINGS as S } from './strings';

describe('an add-on card’s undelivered actions', () => {
  it('says nothing while every response reached the add-on', () => {
    const { container } = render(<AddonActions addon={{ ...QUESTION_TYPES, actions: { pending: 0, failed: 0, last_error: null } }} />);
    expect(container).toBeEmptyDOMElement();
    const without = render(<AddonActions addon={QUESTION_TYPES} />);
    expect(without.container).toBeEmptyDOMElement();
  });

  it('tells how many failed for good and wait, and the last error, as a status', () => {
    render(
      <AddonActions
        addon={{ ...QUESTION_TYPES, actions: { pending: 2, failed: 1, last_error: 'the call took longer than 50 ms' } }}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(S.actionsFailed(1));
    expect(status).toHaveTextContent(S.actionsPending(2));
    expect(status).toHaveTextContent('Last error: the call took longer than 50 ms');
    expect(status).toHaveClass('addon-actions-failed');
  });

  it('counts in words that fit the number', () => {
    expect(S.actionsFailed(3)).toBe('3 responses did not reach this add-on after every retry.');
    expect(S.actionsPending(1)).toBe('1 response is waiting to be delivered to it.');
  });
});
