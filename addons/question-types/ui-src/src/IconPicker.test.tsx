import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICON_LIST_URL, forgetIconList } from './iconList';
import { IconPicker } from './IconPicker';
import { ICONS, serveIcons } from './testing';
import { ICON_PICKER } from './strings';

const NONE = { name: '', style: '' };

afterEach(() => {
  forgetIconList();
  vi.unstubAllGlobals();
});

function renderPicker(selected = NONE) {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  render(<IconPicker selected={selected} onChoose={onChoose} onClose={onClose} />);
  return { onChoose, onClose };
}

const iconNames = () =>
  within(screen.getByRole('group', { name: ICON_PICKER.group }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

describe('IconPicker', () => {
  it('is a modal dialog that loads the icon list from the add-on assets', async () => {
    const fetchMock = serveIcons(ICONS);
    renderPicker();
    const dialog = screen.getByRole('dialog', { name: ICON_PICKER.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(ICON_PICKER.loading);
    expect(await screen.findByRole('group', { name: ICON_PICKER.group })).toBeInTheDocument();
    expect(iconNames()).toHaveLength(6);
    expect(fetchMock).toHaveBeenCalledWith(ICON_LIST_URL);
  });

  it('filters icons by a case-insensitive substring of their name', async () => {
    const user = userEvent.setup();
    serveIcons(ICONS);
    renderPicker();
    await screen.findByRole('group', { name: ICON_PICKER.group });
    await user.type(screen.getByLabelText(ICON_PICKER.search), 'THUMBS');
    expect(iconNames()).toEqual([ICON_PICKER.iconLabel('thumbs-up', 'regular'), ICON_PICKER.iconLabel('thumbs-down', 'regular')]);
    await user.clear(screen.getByLabelText(ICON_PICKER.search));
    await user.type(screen.getByLabelText(ICON_PICKER.search), 'ear');
    expect(iconNames()).toEqual([ICON_PICKER.iconLabel('heart', 'regular'), ICON_PICKER.iconLabel('heart', 'solid')]);
  });

  it('says so when no icon matches', async () => {
    const user = userEvent.setup();
    serveIcons(ICONS);
    renderPicker();
    await screen.findByRole('group', { name: ICON_PICKER.group });
    await user.type(screen.getByLabelText(ICON_PICKER.search), 'rocket');
    expect(screen.getByText(ICON_PICKER.noneMatch('rocket'))).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: ICON_PICKER.group })).not.toBeInTheDocument();
  });

  it("keeps 'Choose Icon' disabled until an icon is selected, then hands it over", async () => {
    const user = userEvent.setup();
    serveIcons(ICONS);
    const { onChoose } = renderPicker();
    await screen.findByRole('group', { name: ICON_PICKER.group });
    const choose = screen.getByRole('button', { name: ICON_PICKER.choose });
    expect(choose).toBeDisabled();
    const solidHeart = screen.getByRole('button', { name: ICON_PICKER.iconLabel('heart', 'solid') });
    expect(solidHeart).toHaveAttribute('aria-pressed', 'false');
    await user.click(solidHeart);
    expect(solidHeart).toHaveAttribute('aria-pressed', 'true');
    expect(choose).toBeEnabled();
    await user.click(choose);
    expect(onChoose).toHaveBeenCalledWith({ name: 'heart', style: 'solid' });
  });

  it("shows the option's current icon as selected", async () => {
    serveIcons(ICONS);
    renderPicker({ name: 'smile', style: 'regular' });
    expect(await screen.findByRole('button', { name: ICON_PICKER.iconLabel('smile', 'regular') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: ICON_PICKER.choose })).toBeEnabled();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    serveIcons({ code: 'not_found' }, 404);
    renderPicker();
    expect(await screen.findByRole('alert')).toHaveTextContent(ICON_PICKER.failed);
    serveIcons(ICONS);
    await user.click(screen.getByRole('button', { name: ICON_PICKER.retry }));
    expect(await screen.findByRole('group', { name: ICON_PICKER.group })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes focus, keeps Tab inside and closes on Escape or Cancel', async () => {
    const user = userEvent.setup();
    serveIcons(ICONS);
    const { onClose } = renderPicker();
    await screen.findByRole('group', { name: ICON_PICKER.group });
    expect(screen.getByLabelText(ICON_PICKER.search)).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: ICON_PICKER.cancel })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText(ICON_PICKER.search)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: ICON_PICKER.cancel }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
