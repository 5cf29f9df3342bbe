import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_TYPES, logicOn, question, survey } from './testing/fixtures';
import { ELITE, renderQuestionsStep } from './testing/render';
import { QUESTIONS_STRINGS as S } from './strings';
import { WIDGET_PANEL_WIDTH, widgetModuleUrls } from './QuestionPreview';

const card = (n: number, title: string) => screen.getByRole('button', { name: `${n}. ${title}` });

describe('Questions step', () => {
  it('adds one open text question to a survey without questions', async () => {
    const { handle } = renderQuestionsStep(survey([]));

    const toggle = await screen.findByRole('button', { name: /^1\./ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: S.type })).toHaveValue('text');
    await waitFor(() => expect(handle.survey?.questions).toHaveLength(1));
  });

  it('a new question opens without errors, and shows Title is required. once its title is left empty', async () => {
    const user = userEvent.setup();
    renderQuestionsStep(survey([]));
    const title = await screen.findByRole('textbox', { name: S.title });
    expect(screen.queryByText(S.titleRequired)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: S.hasErrors })).not.toBeInTheDocument();
    expect(title).not.toHaveAttribute('aria-invalid');

    await user.click(title);
    await user.tab();
    expect(title).toHaveAccessibleDescription(S.titleRequired);
    expect(screen.getByRole('img', { name: S.hasErrors })).toBeInTheDocument();
  });

  it('Save or Next Step shows the untouched errors, opens their card and focuses the first', async () => {
    const { handle } = renderQuestionsStep(survey([question('a', 'text')]));
    await userEvent.setup().click(screen.getByRole('button', { name: S.addQuestion }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Email' }));
    const title = await screen.findByRole('textbox', { name: S.title });
    expect(screen.queryByText(S.titleRequired)).not.toBeInTheDocument();
    await waitFor(() => expect(handle.survey?.questions).toHaveLength(2));

    handle.requestValidation();
    await waitFor(() => expect(title).toHaveAccessibleDescription(S.titleRequired));
    expect(title).toHaveFocus();
  });

  it('a new question takes focus in its title field', async () => {
    const user = userEvent.setup();
    renderQuestionsStep(survey([question('a', 'text')]));
    await user.click(screen.getByRole('button', { name: S.addQuestion }));
    await user.click(screen.getByRole('button', { name: 'Radio' }));
    const card = (await screen.findByRole('button', { name: /^2\./ })).closest('li');
    if (!card) throw new Error('no card');
    await waitFor(() => expect(within(card).getByRole('textbox', { name: S.title })).toHaveFocus());
  });

  it('opens only the last card at first, and only the new card after adding one, saving first', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('a', 'text'), question('b', 'email')]));
    expect(card(1, 'Question a')).toHaveAttribute('aria-expanded', 'false');
    expect(card(2, 'Question b')).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: S.addQuestion }));
    await user.click(screen.getByRole('button', { name: 'Checkbox' }));

    expect(handle.save).toHaveBeenCalledTimes(1);
    expect(handle.save.mock.calls[0]?.[0].questions).toHaveLength(2);
    const third = await screen.findByRole('button', { name: /^3\./ });
    expect(third).toHaveAttribute('aria-expanded', 'true');
    expect(card(2, 'Question b')).toHaveAttribute('aria-expanded', 'false');
    expect(handle.survey?.questions[2]).toMatchObject({ type: 'checkbox', config: { options: ['Option 1', 'Option 2'] } });
    expect(screen.getByRole('textbox', { name: S.option(1) })).toHaveValue('Option 1');
    expect(screen.queryByText(S.optionsRequired)).not.toBeInTheDocument();
  });

  it('asks before deleting a question, then removes it and the logic on it, and saves', async () => {
    const user = userEvent.setup();
    const s = survey([question('a', 'radio-button'), question('b', 'text', { logic: logicOn(['a', 'is', 'Yes']) })]);
    s.notifications.email.logic = { enable: true, action: 'send', conditions: [{ question_id: 'a', compare: 'is', value: 'Yes' }] };
    const { handle } = renderQuestionsStep(s);
    await user.click(card(1, 'Question a'));
    const first = card(1, 'Question a').closest('li');
    if (!first) throw new Error('no card');

    await user.click(within(first).getByRole('button', { name: S.deleteQuestion }));
    const dialog = screen.getByRole('dialog', { name: S.deleteTitle });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this question? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card(1, 'Question a')).toBeInTheDocument();
    expect(handle.save).not.toHaveBeenCalled();

    await user.click(within(first).getByRole('button', { name: S.deleteQuestion }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));

    expect(screen.queryByRole('button', { name: '1. Question a' })).not.toBeInTheDocument();
    expect(card(1, 'Question b')).toBeInTheDocument();
    await waitFor(() => expect(handle.save).toHaveBeenCalledTimes(1));
    const saved = handle.save.mock.calls[0]?.[0];
    expect(saved?.questions.map((q) => q.id)).toEqual(['b']);
    expect(saved?.questions[0]?.logic).toEqual({ enabled: false, action: 'show', conditions: [] });
    expect(saved?.notifications.email.logic.enable).toBe(false);
  });

  it('an NPS survey cannot add or delete questions', async () => {
    renderQuestionsStep(survey([question('n', 'nps', { title: 'How likely?' })], { type: 'nps' }), { types: ALL_TYPES, config: ELITE });

    expect(screen.getByRole('button', { name: S.addQuestion })).toBeDisabled();
    expect(screen.getByText(S.addQuestionDisabledNps)).toBeInTheDocument();
    expect(card(1, 'How likely?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: S.deleteQuestion })).not.toBeInTheDocument();
  });

  it('on Lite, an advanced type is locked and opens the upgrade modal', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('a', 'text')]));

    await user.click(screen.getByRole('button', { name: S.addQuestion }));
    await user.click(screen.getByRole('button', { name: 'Star Rating (locked)' }));

    expect(await screen.findByRole('dialog', { name: 'Star Rating is a Pro feature' })).toBeInTheDocument();
    expect(handle.save).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: /^\d\./ })).toHaveLength(1);
  });

  it('with the add-on active, NPS is offered and gets its default title', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('a', 'text')]), { types: ALL_TYPES, config: ELITE });

    await user.click(screen.getByRole('button', { name: S.addQuestion }));
    await user.click(screen.getByRole('button', { name: 'NPS' }));

    await waitFor(() => expect(handle.survey?.questions).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: S.title })).toHaveValue(
      'On a scale of 1-10, how likely would you recommend us to a friend or colleague?',
    );
    expect(screen.getByText(S.npsInfo)).toBeInTheDocument();
  });
});

describe('survey title', () => {
  it('Enter keeps the new title, Escape cancels, and empty text reverts', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('a', 'text')]));
    const heading = () => screen.getByRole('heading', { level: 2, name: /survey/ });

    await user.click(screen.getByRole('button', { name: /Customer survey/ }));
    const input = screen.getByRole('textbox', { name: S.surveyTitle });
    await user.clear(input);
    await user.type(input, 'Checkout survey{Enter}');
    expect(heading()).toHaveTextContent('Checkout survey');
    await waitFor(() => expect(handle.survey?.title).toBe('Checkout survey'));

    await user.click(screen.getByRole('button', { name: /Checkout survey/ }));
    await user.type(screen.getByRole('textbox', { name: S.surveyTitle }), ' draft{Escape}');
    expect(heading()).toHaveTextContent('Checkout survey');
    expect(screen.queryByRole('textbox', { name: S.surveyTitle })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Checkout survey/ }));
    await user.clear(screen.getByRole('textbox', { name: S.surveyTitle }));
    await user.keyboard('{Enter}');
    expect(heading()).toHaveTextContent('Checkout survey');
    expect(handle.survey?.title).toBe('Checkout survey');
  });
});

describe('preview', () => {
  it('shows the questions read-only and marks Preview pressed', async () => {
    const user = userEvent.setup();
    renderQuestionsStep(survey([question('a', 'radio-button', { title: 'Pick one' })]));

    await user.click(screen.getByRole('button', { name: S.preview }));

    expect(screen.getByRole('button', { name: S.preview })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: S.build })).toHaveAttribute('aria-pressed', 'false');
    const preview = screen.getByRole('region', { name: S.preview });
    expect(within(preview).getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: S.addQuestion })).not.toBeInTheDocument();
  });

  it('is as wide as the widget panel on a page', async () => {
    const user = userEvent.setup();
    renderQuestionsStep(survey([question('a', 'radio-button')]));
    await user.click(screen.getByRole('button', { name: S.preview }));
    const widget = screen.getByRole('region', { name: S.preview }).querySelector<HTMLElement>('.qs-preview-widget');
    expect(widget?.style.inlineSize).toBe(`${WIDGET_PANEL_WIDTH}px`);
  });

  it("draws add-on types with the widget modules of the add-ons whose features name them", () => {
    const remote = (slug: string, features: string[], module: string | null) => ({
      slug,
      name: slug,
      version: '1.0.0',
      scope: slug,
      remote_entry: `/addons/${slug}/ui/remoteEntry.js`,
      extension_points: [],
      widget_module: module,
      widget_features: features,
    });
    const remotes = [
      remote('question-types', ['star-rating', 'nps'], '/addons/question-types/widget/index.js?v=1.0.0'),
      remote('branding', ['look'], '/addons/branding/widget/index.js?v=1.0.0'),
      remote('templates', ['star-rating'], null),
    ];
    expect(widgetModuleUrls(remotes, survey([question('a', 'text'), question('b', 'nps')]))).toEqual([
      '/addons/question-types/widget/index.js?v=1.0.0',
    ]);
    expect(widgetModuleUrls(remotes, survey([question('a', 'text')]))).toEqual([]);
  });
});
