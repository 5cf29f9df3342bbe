import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICON_LIST_URL, forgetIconList } from './iconList';
import { IconPicker } from './IconPicker';
import { serveIcons } from './testing';
import {
  CANCEL,
  CHOOSE_ICON,
  ICONS_FAILED,
  ICONS_GROUP,
  ICON_PICKER_TITLE,
  LOADING_ICONS,
  RETRY,
  SEARCH_ICONS,
  iconButtonLabel,
  noIconsMatch,
} from './strings';

const ICONS = [
  { name: 'heart', style: 'regular', path: 'M12 20 4 12Z' },
  { name: 'heart', style: 'solid', path: 'M12 20 4 12Z' },
  { name: 'thumbs-up', style: 'regular', path: 'M3 11h4v10H3Z' },
  { name: 'thumbs-down', style: 'regular', path: 'M3 13h4V3H3Z' },
  { name: 'smile', style: 'regular', path: 'M8 14h8' },
];
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
  within(screen.getByRole('group', { name: ICONS_GROUP }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

describe('IconPicker', () => {
  it('is a modal dialog that loads the icon list from the add-on assets', async () => {
    const fetchMock = serveIcons(ICONS);
    renderPicker();
    const dialog = screen.getByRole('dialog', { name: ICON_PICKER_TITLE });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_ICONS);
    expect(await screen.findByRole('group', { name: ICONS_GROUP })).toBeInTheDocument();
    expect(iconNames()).toHaveLength(5);
    expect(fetchMock).toHaveBeenCalledWith(ICON_LIST_URL);
  });

  it('filters icons by a case-insensitive substring of their name', async () => {
    const user = userEvent.setup();
    serveIcons(ICONS);
    renderPicker();
    await screen.findByRole('group', { name: ICONS_GROUP });
    await user.type(screen.getByLabelText(SEARCH_ICONS), 'THUMBS');
    expect(iconNames()).toEqual([iconButtonLabel('thumbs-up', 'regular'), iconButtonLabel('thumbs-down', 'regular')]);
    await user.clear(screen.getByLabelText(SEARCH_ICONS));
    await user.type(screen.getByLabelText(SEARCH_ICONS), 'ear');
    expect(iconNames()).toEqual([iconButtonLabel('heart', 'regular'), iconButtonLabel('heart', 'solid')]);
  });

  it('says so when no icon matches', async () => {
    const user = userEvent.setup();
    serveIcons(ICONS);
    renderPicker();
    await screen.findByRole('group', { name: ICONS_GROUP });
    await user.type(screen.getByLabelText(SEARCH_ICONS), 'rocket');
    expect(screen.getByText(noIconsMatch('rocket'))).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: ICONS_GROUP })).not.toBeInTheDocument();
  });

  it("keeps 'Choose Icon' disabled until an icon is selected, then hands it over", async () => {
    const user = userEvent.setup();
    serveIcons(ICONS);
    const { onChoose } = renderPicker();
    await screen.findByRole('group', { name: ICONS_GROUP });
    const choose = screen.getByRole('button', { name: CHOOSE_ICON });
    expect(choose).toBeDisabled();
    const solidHeart = screen.getByRole('button', { name: iconButtonLabel('heart', 'solid') });
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
    expect(await screen.findByRole('button', { name: iconButtonLabel('smile', 'regular') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: CHOOSE_ICON })).toBeEnabled();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    serveIcons({ code: 'not_found' }, 404);
    renderPicker();
    expect(await screen.findByRole('alert')).toHaveTextContent(ICONS_FAILED);
    serveIcons(ICONS);
    await user.click(screen.getByRole('button', { name: RETRY }));
    expect(await screen.findByRole('group', { name: ICONS_GROUP })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes focus, keeps Tab inside and closes on Escape or Cancel', async () => {
    const user = userEvent.setup();
    serveIcons(ICONS);
    const { onClose } = renderPicker();
    await screen.findByRole('group', { name: ICONS_GROUP });
    expect(screen.getByLabelText(SEARCH_ICONS)).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: CANCEL })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText(SEARCH_ICONS)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: CANCEL }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
