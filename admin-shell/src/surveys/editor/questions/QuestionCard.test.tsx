import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../config/queries';
import { activeAddons, addonFlags, licensedConfig } from '../../../test/config';
import { ALL_TYPES, question, survey } from './testing/fixtures';
import { ELITE, renderQuestionsStep } from './testing/render';
import { QUESTIONS_STRINGS as S } from './strings';

describe('Question tab', () => {
  it('edits radio options: trimmed when left, Add hidden at five, Remove only beyond two', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('a', 'radio-button', { config: { options: ['Yes', ''] } })]));
    expect(screen.getByText(S.optionsRequired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.removeOption(1) })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: S.option(2) }), '  No  ');
    await user.tab();
    expect(screen.getByRole('textbox', { name: S.option(2) })).toHaveValue('No');
    expect(screen.queryByText(S.optionsRequired)).not.toBeInTheDocument();

    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: S.addOption }));
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: S.addOption })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: S.removeOption(5) }));
    expect(screen.getByRole('button', { name: S.addOption })).toBeInTheDocument();
    await waitFor(() => expect(handle.survey?.questions[0]?.config.options).toEqual(['Yes', 'No', '', '']));
  });

  it('Add Option moves focus to the option it added', async () => {
    const user = userEvent.setup();
    renderQuestionsStep(survey([question('a', 'checkbox')]));
    await user.click(screen.getByRole('button', { name: S.addOption }));
    expect(screen.getByRole('textbox', { name: S.option(3) })).toHaveFocus();
  });

  it('changing the type resets the config, except between checkbox and radio', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('a', 'radio-button')]));
    const type = screen.getByRole('combobox', { name: S.type });

    await user.selectOptions(type, 'checkbox');
    await waitFor(() => expect(handle.survey?.questions[0]?.config.options).toEqual(['Yes', 'No']));
    await user.selectOptions(type, 'email');
    expect(screen.getByRole('switch', { name: S.includeName })).not.toBeChecked();
    await user.selectOptions(type, 'radio-button');
    await waitFor(() => expect(handle.survey?.questions[0]?.config.options).toEqual(['Option 1', 'Option 2']));
  });

  it('removing an option takes its translations with it, and the later options keep theirs', async () => {
    const user = userEvent.setup();
    const translations = {
      de: { 'questions.a.options.0': 'Rot', 'questions.a.options.1': 'Grün', 'questions.a.options.2': 'Blau' },
    };
    const options = ['Red', 'Green', 'Blue'];
    const { handle } = renderQuestionsStep(survey([question('a', 'checkbox', { config: { options } })], { translations }));

    await user.click(screen.getByRole('button', { name: S.removeOption(2) }));
    await waitFor(() => expect(handle.survey?.questions[0]?.config.options).toEqual(['Red', 'Blue']));
    expect(handle.survey?.translations).toEqual({ de: { 'questions.a.options.0': 'Rot', 'questions.a.options.1': 'Blau' } });
  });

  it('a type change that replaces the options drops their translations; checkbox to radio keeps them', async () => {
    const user = userEvent.setup();
    const translations = { de: { 'questions.a.title': 'Farbe?', 'questions.a.options.0': 'Ja', 'questions.a.options.1': 'Nein' } };
    const { handle } = renderQuestionsStep(survey([question('a', 'radio-button')], { translations }));
    const type = screen.getByRole('combobox', { name: S.type });

    await user.selectOptions(type, 'checkbox');
    await waitFor(() => expect(handle.survey?.questions[0]?.type).toBe('checkbox'));
    expect(handle.survey?.translations).toEqual(translations);
    await user.selectOptions(type, 'email');
    await waitFor(() => expect(handle.survey?.translations).toEqual({ de: { 'questions.a.title': 'Farbe?' } }));
  });

  it('shows Title is required. for an empty title', async () => {
    const user = userEvent.setup();
    renderQuestionsStep(survey([question('a', 'text')]));
    await user.clear(screen.getByRole('textbox', { name: S.title }));
    expect(screen.getByRole('textbox', { name: S.title })).toHaveAccessibleDescription(S.titleRequired);
    expect(screen.getByRole('img', { name: S.hasErrors })).toBeInTheDocument();
  });

  it('edits image option labels itself when the add-on editor is not there', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(
      survey([question('a', 'image-radio', { config: { options: [{ label: '', image: 'a.png' }, { label: 'B', image: '' }] } })]),
      { types: ALL_TYPES, config: ELITE },
    );
    await user.type(await screen.findByRole('textbox', { name: S.optionLabel(1) }), 'Cat');
    expect(screen.getByText(S.imagesNeedAddon('Question Types'))).toBeInTheDocument();
    await waitFor(() =>
      expect(handle.survey?.questions[0]?.config.options).toEqual([
        { label: 'Cat', image: 'a.png' },
        { label: 'B', image: '' },
      ]),
    );
  });
});

describe('Settings tab', () => {
  it('on Lite the toggles are locked and open the upgrade modal', async () => {
    const user = userEvent.setup();
    renderQuestionsStep(survey([question('a', 'radio-button')]));
    await user.click(screen.getByRole('tab', { name: S.tabSettings }));

    expect(await screen.findByRole('button', { name: 'Required Questions (locked)' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: S.required })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comment Box (locked)' }));
    expect(await screen.findByRole('dialog', { name: 'Comment Box is a Pro feature' })).toBeInTheDocument();
  });

  it('on a paid plan offers required, randomize and comment box by type, and icon colour and size', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(
      survey([question('a', 'text'), question('b', 'icon-choice', { settings: { required: false, randomize: false, comment_box: false } })]),
      { types: ALL_TYPES, config: ELITE },
    );
    await user.click(screen.getByRole('tab', { name: S.tabSettings }));
    await user.click(await screen.findByRole('switch', { name: S.randomize }));
    expect(screen.getByRole('switch', { name: S.commentBox })).toBeEnabled();
    expect(await screen.findByRole('combobox', { name: S.iconSize })).toHaveValue('medium');
    expect(screen.getByLabelText(S.iconColor)).toHaveValue('#1579ef');
    await waitFor(() => expect(handle.survey?.questions[1]?.settings.randomize).toBe(true));

    await user.click(screen.getByRole('button', { name: /^1\./ }));
    const first = screen.getByRole('button', { name: /^1\./ }).closest('li');
    if (!first) throw new Error('no card');
    await user.click(within(first).getByRole('tab', { name: S.tabSettings }));
    expect(within(first).getByRole('switch', { name: S.required })).toBeEnabled();
    expect(within(first).queryByRole('switch', { name: S.randomize })).not.toBeInTheDocument();
    expect(within(first).queryByRole('switch', { name: S.commentBox })).not.toBeInTheDocument();
  });
});

describe('Settings tab: the add-on that unlocks randomize and the comment box', () => {
  /** Pro, with the host listing `owner` as what unlocks both settings. */
  function proWith(owner: { slug: string; name: string }, addons: SiteConfig['addons'] = {}): SiteConfig {
    const config = licensedConfig('pro', addons);
    return {
      ...config,
      feature_owners: { ...config.feature_owners, 'question.settings=randomize': [owner], 'question.settings=comment_box': [owner] },
    };
  }
  const ACME = { slug: 'acme-lists', name: 'Acme Lists' };

  it('licensed without it, the toggles are disabled and the tab names it once, as the config does', async () => {
    const user = userEvent.setup();
    renderQuestionsStep(survey([question('a', 'radio-button')]), { types: ALL_TYPES, config: proWith(ACME) });
    await user.click(screen.getByRole('tab', { name: S.tabSettings }));

    expect(await screen.findByRole('switch', { name: S.randomize })).toBeDisabled();
    expect(screen.getByRole('switch', { name: S.commentBox })).toBeDisabled();
    expect(screen.getAllByText(S.settingNeedsAddon('Acme Lists'))).toHaveLength(1);
  });

  it('with it in force, the toggles work, whichever add-on the host lists', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('a', 'radio-button')]), {
      types: ALL_TYPES,
      config: proWith(ACME, { 'acme-lists': addonFlags('acme-lists', { name: 'Acme Lists' }) }),
    });
    await user.click(screen.getByRole('tab', { name: S.tabSettings }));

    await user.click(await screen.findByRole('switch', { name: S.commentBox }));
    await waitFor(() => expect(handle.survey?.questions[0]?.settings.comment_box).toBe(true));
    expect(screen.queryByText(S.settingNeedsAddon('Acme Lists'))).not.toBeInTheDocument();
  });

  it('with no add-on listed for them, a licensed site gets the upgrade prompt: nothing here unlocks them', async () => {
    const user = userEvent.setup();
    const config = licensedConfig('pro', activeAddons('question-types'));
    renderQuestionsStep(survey([question('a', 'radio-button')]), { types: ALL_TYPES, config: { ...config, feature_owners: {} } });
    await user.click(screen.getByRole('tab', { name: S.tabSettings }));

    await user.click(await screen.findByRole('button', { name: `${S.features.randomize} (locked)` }));
    expect(await screen.findByRole('dialog', { name: `${S.features.randomize} is a Pro feature` })).toBeInTheDocument();
  });
});

describe('Logic tab', () => {
  it('is disabled with the notice when no earlier radio, checkbox, NPS or star rating question exists', async () => {
    const user = userEvent.setup();
    renderQuestionsStep(survey([question('a', 'text'), question('b', 'text')]), { types: ALL_TYPES, config: ELITE });
    await user.click(screen.getByRole('tab', { name: S.tabLogic }));

    expect(await screen.findByRole('switch', { name: S.enableLogic })).toBeDisabled();
    expect(screen.getByText(S.logicNeedsEarlierQuestion)).toBeInTheDocument();
  });

  it('builds a condition on an earlier question with the operators of its type', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('a', 'checkbox'), question('b', 'text')]), {
      types: ALL_TYPES,
      config: ELITE,
    });
    await user.click(screen.getByRole('tab', { name: S.tabLogic }));
    await user.click(await screen.findByRole('switch', { name: S.enableLogic }));

    const compare = screen.getByRole('combobox', { name: S.conditionCompare(1) });
    expect(within(compare).getAllByRole('option').map((o) => o.textContent)).toEqual(['is', 'is not', 'includes']);
    await user.selectOptions(compare, 'includes');
    await user.selectOptions(screen.getByRole('combobox', { name: S.conditionValue(1) }), 'No');
    await waitFor(() =>
      expect(handle.survey?.questions[1]?.logic).toEqual({
        enabled: true,
        action: 'show',
        conditions: [{ question_id: 'a', compare: 'includes', value: 'No' }],
      }),
    );
  });

  it('is locked on Lite', async () => {
    const user = userEvent.setup();
    renderQuestionsStep(survey([question('a', 'radio-button'), question('b', 'text')]));
    await user.click(screen.getByRole('tab', { name: S.tabLogic }));
    expect(await screen.findByRole('button', { name: `${S.conditionalLogic} (locked)` })).toBeInTheDocument();
  });
});
