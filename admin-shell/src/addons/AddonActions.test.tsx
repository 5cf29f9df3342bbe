import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api';
import { renderSignedIn } from '../test/render';
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
    renderSignedIn(
      <AddonActions
        addon={{ ...QUESTION_TYPES, actions: { pending: 2, failed: 1, last_error: 'the call took longer than 50 ms' } }}
      />,
    );
    // The notices region is a status too; this one says the failures.
    const status = screen.getAllByRole('status').find((el) => el.classList.contains('addon-actions'));
    if (!status) throw new Error('no status for the actions');
    expect(status).toHaveTextContent(S.actionsFailed(1));
    expect(status).toHaveTextContent(S.actionsPending(2));
    expect(status).toHaveTextContent('Last error: the call took longer than 50 ms');
    expect(status).toHaveClass('addon-actions-failed');
  });

  it('sends the failed ones again or discards them, and says how many', async () => {
    const api = mockApi({
      'POST addons/question-types/failed-actions': { body: { slug: 'question-types', count: 3 } },
      'DELETE addons/question-types/failed-actions': { body: { slug: 'question-types', count: 3 } },
      'GET addons': { body: [] },
    });
    renderSignedIn(<AddonActions addon={{ ...QUESTION_TYPES, actions: { pending: 0, failed: 3, last_error: 'refused' } }} />);
    const group = screen.getByRole('group', { name: S.failedActionsOf(QUESTION_TYPES.title) });
    await userEvent.click(screen.getByRole('button', { name: S.retryFailed }));
    expect(await screen.findByText(S.retriedFailed(3))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: S.discardFailed })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: S.discardFailed }));
    expect(await screen.findByText(S.discardedFailed(3))).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining(['POST addons/question-types/failed-actions', 'DELETE addons/question-types/failed-actions']),
    );
    expect(group).toBeInTheDocument();
  });

  it('offers nothing to do while responses only wait', () => {
    renderSignedIn(<AddonActions addon={{ ...QUESTION_TYPES, actions: { pending: 2, failed: 0, last_error: null } }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts in words that fit the number', () => {
    expect(S.actionsFailed(3)).toBe('3 responses did not reach this add-on after every retry.');
    expect(S.actionsPending(1)).toBe('1 response is waiting to be delivered to it.');
  });
});
