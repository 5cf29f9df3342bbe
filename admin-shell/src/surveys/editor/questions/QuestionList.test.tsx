import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logicOn, question, survey } from './testing/fixtures';
import { renderQuestionsStep } from './testing/render';
import { QUESTIONS_STRINGS as S } from './strings';

/** jsdom lays nothing out: give each question card a 100 px slot by its place in the list. */
function layOutCards() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const card = this.closest('.qs-card');
    const index = card?.parentElement ? [...card.parentElement.children].indexOf(card) : 0;
    const top = index * 100;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 80, width: 600, height: 80, toJSON: () => ({}) };
  });
}

describe('reordering questions', () => {
  beforeEach(() => {
    layOutCards();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('moves a question with the keyboard, announces it, applies the logic rule and saves', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(
      survey([
        question('a', 'radio-button', { title: 'Colour' }),
        question('b', 'text', { title: 'Why', logic: logicOn(['a', 'is', 'Yes']) }),
        question('c', 'text', { title: 'Else' }),
      ]),
    );
    const handleA = screen.getByRole('button', { name: S.dragHandle(1, 'Colour') });
    expect(handleA).toHaveAccessibleDescription(S.dragInstructions);

    handleA.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByText(S.pickedUp('Colour', 1))).toBeInTheDocument());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByText(S.movedOver('Colour', 2))).toBeInTheDocument());
    await user.keyboard(' ');

    await waitFor(() => expect(handle.save).toHaveBeenCalledTimes(1));
    const saved = handle.save.mock.calls[0]?.[0];
    expect(saved?.questions.map((q) => q.id)).toEqual(['b', 'a', 'c']);
    expect(saved?.questions[0]?.logic).toEqual({ enabled: false, action: 'show', conditions: [] });
    expect(screen.getByText(S.dropped('Colour', 2))).toBeInTheDocument();
  });
});
