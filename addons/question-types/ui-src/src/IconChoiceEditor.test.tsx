import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import remote, { IconChoiceEditor } from './IconChoiceEditor';
import { forgetIconList } from './iconList';
import { ICONS, newQuestion, renderEditor, serveIcons } from './testing';
import {
  ADD_OPTION,
  CHANGE_ICON,
  CHOOSE_ICON_FOR_OPTION,
  ICON_COLOR,
  ICON_PICKER,
  LABEL,
  OPTIONS_REQUIRED,
  iconOf,
  optionHeading,
  removeOption,
  sizeLabel,
} from './strings';

beforeEach(() => {
  serveIcons(ICONS);
});
afterEach(() => {
  forgetIconList();
  vi.unstubAllGlobals();
});

const option = (n: number) => screen.getByRole('group', { name: optionHeading(n) });
const rows = () => screen.queryAllByRole('group', { name: /^Option \d$/ });

describe('IconChoiceEditor', () => {
  it('is exposed as the question-type editor', () => {
    expect(remote.point).toBe('question-type-editor');
    expect(remote.component).toBe(IconChoiceEditor);
  });

  it('keeps between two and five options', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(IconChoiceEditor, newQuestion('icon-choice'));
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Remove option/ })).not.toBeInTheDocument();
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: ADD_OPTION }));
    expect(rows()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: ADD_OPTION })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove option/ })).toHaveLength(3);
    expect(last().config.options[4]).toEqual({ label: '', icon: { name: '', style: '' } });

    await user.click(screen.getByRole('button', { name: removeOption(5) }));
    expect(rows()).toHaveLength(4);
    expect(within(option(4)).getByLabelText(LABEL)).toHaveFocus();
    expect(screen.getByRole('button', { name: ADD_OPTION })).toBeInTheDocument();
  });

  it("says 'Options are required.' when a label is left blank", async () => {
    const user = userEvent.setup();
    renderEditor(IconChoiceEditor, newQuestion('icon-choice'));
    await user.click(within(option(2)).getByLabelText(LABEL));
    await user.tab();
    expect(within(option(2)).getByText(OPTIONS_REQUIRED)).toBeInTheDocument();
    expect(within(option(1)).queryByText(OPTIONS_REQUIRED)).not.toBeInTheDocument();
  });

  it('saves a trimmed label with the default colour and size written out', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(IconChoiceEditor, newQuestion('icon-choice'));
    await user.type(within(option(1)).getByLabelText(LABEL), ' Love it ');
    await user.tab();
    const saved = last();
    expect(saved.config.options[0]).toEqual({ label: 'Love it', icon: { name: '', style: '' } });
    expect(saved.settings).toEqual({
      required: false,
      randomize: false,
      comment_box: false,
      icon_color: '#1579EF',
      icon_size: 'medium',
    });
  });

  it('sets an option icon from the picker', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(IconChoiceEditor, newQuestion('icon-choice'));
    await user.click(within(option(2)).getByRole('button', { name: CHOOSE_ICON_FOR_OPTION }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: ICON_PICKER.iconLabel('star', 'solid') }));
    await user.click(within(dialog).getByRole('button', { name: ICON_PICKER.choose }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(last().config.options[1]).toEqual({ label: '', icon: { name: 'star', style: 'solid' } });
    expect(within(option(2)).getByRole('img', { name: iconOf('star', 'solid') })).toBeInTheDocument();
    expect(within(option(2)).getByRole('button', { name: CHANGE_ICON })).toHaveFocus();
  });

  it('shows the default colour and medium size, and saves a new colour', () => {
    const { last } = renderEditor(IconChoiceEditor, newQuestion('icon-choice'));
    const color = screen.getByLabelText(ICON_COLOR);
    expect(color).toHaveValue('#1579ef');
    expect(screen.getByRole('radio', { name: sizeLabel('medium', 20) })).toBeChecked();
    fireEvent.change(color, { target: { value: '#ff0000' } });
    expect(last().settings).toMatchObject({ icon_color: '#ff0000', icon_size: 'medium' });
  });

  it('offers small 16 px, medium 20 px and large 24 px, and saves the choice', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(IconChoiceEditor, newQuestion('icon-choice'));
    const sizes = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent?.trim());
    expect(sizes).toEqual(['Small (16 px)', 'Medium (20 px)', 'Large (24 px)']);
    await user.click(screen.getByRole('radio', { name: sizeLabel('large', 24) }));
    expect(last().settings).toMatchObject({ icon_color: '#1579EF', icon_size: 'large' });
  });

  it("shows the question's own colour and size", () => {
    const question = newQuestion('icon-choice');
    renderEditor(IconChoiceEditor, {
      ...question,
      settings: { ...question.settings, icon_color: '#00AA00', icon_size: 'small' },
    });
    expect(screen.getByLabelText(ICON_COLOR)).toHaveValue('#00aa00');
    expect(screen.getByRole('radio', { name: sizeLabel('small', 16) })).toBeChecked();
  });
});
