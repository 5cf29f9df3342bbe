import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_TYPES, question, survey } from './testing/fixtures';
import { ELITE, renderQuestionsStep } from './testing/render';
import { QUESTIONS_STRINGS as S } from './strings';

describe('Thank You Message card', () => {
  it('restores an emptied message to the default text when the field is left', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('a', 'text')]), { types: ALL_TYPES, config: ELITE });
    const message = await screen.findByRole('textbox', { name: S.message });
    await waitFor(() => expect(message).toBeEnabled());

    await user.clear(message);
    await user.tab();

    expect(message).toHaveValue('Thanks for your feedback!');
    await waitFor(() => expect(handle.survey?.settings.thank_you.message).toBe('Thanks for your feedback!'));
  });

  it('on Lite the message cannot be edited and redirects are disabled', async () => {
    renderQuestionsStep(survey([question('a', 'text')]));
    expect(await screen.findByRole('button', { name: `${S.customMessage} (locked)` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: S.message })).toBeDisabled();
    expect(screen.getByRole('radio', { name: S.thankYouTypes.redirect })).toBeDisabled();
    expect(screen.getByRole('radio', { name: S.thankYouTypes.conditional_redirect })).toBeDisabled();
    expect(screen.getByText(S.requiresBehavior)).toBeInTheDocument();
  });

  it('conditional redirect starts with one row whose choices follow the question', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('s', 'star-rating', { title: 'Stars' }), question('t', 'text')]), {
      types: ALL_TYPES,
      config: ELITE,
    });
    const conditional = await screen.findByRole('radio', { name: S.thankYouTypes.conditional_redirect });
    await waitFor(() => expect(conditional).toBeEnabled());
    await user.click(conditional);

    expect(screen.queryByRole('button', { name: S.removeRow(1) })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: S.rowQuestion(1) }), 's');
    const comparator = screen.getByRole('combobox', { name: S.rowComparator(1) });
    expect(within(comparator).getAllByRole('option').map((o) => o.textContent)).toEqual([
      S.chooseComparator,
      'Greater than',
      'Less than',
    ]);
    await user.selectOptions(comparator, '>');
    await user.selectOptions(screen.getByRole('combobox', { name: S.rowValue(1) }), '4');
    await user.type(screen.getByRole('textbox', { name: S.rowPage(1) }), '/thanks');
    await waitFor(() =>
      expect(handle.survey?.settings.thank_you.conditions).toEqual([
        { question: 's', condition_type: '>', condition: 4, page: { id: '/thanks', label: '/thanks' }, redirect_url: '/thanks' },
      ]),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: S.rowQuestion(1) }), 't');
    await waitFor(() => expect(handle.survey?.settings.thank_you.conditions[0]).toMatchObject({ condition_type: '', condition: null }));
    expect(screen.getByRole('textbox', { name: S.rowValue(1) })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: S.addRow }));
    expect(screen.getByRole('button', { name: S.removeRow(2) })).toBeInTheDocument();
  });
});
