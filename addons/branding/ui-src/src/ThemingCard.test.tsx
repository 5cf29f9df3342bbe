import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRenderer } from './renderer';
import { STRINGS as S } from './strings';
import card from './ThemingCard';
import { PRESETS } from './theming';
import { renderCard, survey } from './testing';

// jsdom has no host to serve the widget: the preview shows its sketch (ThemingPreview.test.tsx
// covers the live widget).
vi.mock('./renderer', () => ({ loadRenderer: vi.fn() }));
beforeEach(() => {
  vi.mocked(loadRenderer).mockRejectedValue(new Error('no host'));
});

const hexBox = (label: string) => screen.getByRole('textbox', { name: S.hex(label) });

describe('the Theming card', () => {
  it('is an editor card titled Theming', () => {
    expect(card.point).toBe('editor-card');
    renderCard(survey());
    expect(screen.getByRole('region', { name: 'Theming' })).toBeInTheDocument();
  });

  it('starts a survey without theming on the light preset, and lets the step continue', () => {
    const { reportValid, onChange } = renderCard(survey());
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(hexBox(S.colors.widget_color)).toHaveValue('#FFFFFF');
    expect(hexBox(S.colors.text_color)).toHaveValue('#23282D');
    expect(hexBox(S.colors.button_color)).toHaveValue('#2D87F1');
    expect(reportValid).toHaveBeenLastCalledWith(true);
    // Looking is not editing: the survey is left as it was.
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the colour scheme', () => {
  it('is a radio group whose hint says a scheme replaces the colours', () => {
    renderCard(survey());
    const radios = within(screen.getByRole('group', { name: S.colorScheme })).getAllByRole('radio');
    expect(radios.map((r) => r.parentElement?.textContent)).toEqual(['Light', 'Dark']);
    // One name: arrow keys move between them and one tab stop reaches the group.
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveAccessibleDescription(S.schemeHint);
  });

  it('Dark replaces the three colours with the dark preset and keeps the logo', async () => {
    const user = userEvent.setup();
    const { theming } = renderCard(survey({ color_scheme: 'light', widget_color: '#FAFAFA', text_color: '#111111', button_color: '#FF5C00', logo_type: 'none' }));

    await user.click(screen.getByRole('radio', { name: 'Dark' }));

    expect(theming()).toEqual({ color_scheme: 'dark', widget_color: '#23282D', text_color: '#FFFFFF', button_color: '#2D87F1', logo_type: 'none' });
    expect(hexBox(S.colors.widget_color)).toHaveValue('#23282D');
    expect(hexBox(S.colors.text_color)).toHaveValue('#FFFFFF');
  });

  it('Light after edited dark colours puts the light preset back', async () => {
    const user = userEvent.setup();
    const { theming } = renderCard(survey({ color_scheme: 'dark', ...PRESETS.dark, button_color: '#00AA00' }));

    await user.click(screen.getByRole('radio', { name: 'Light' }));

    expect(theming()).toEqual({ color_scheme: 'light', ...PRESETS.light });
  });
});

describe('a colour', () => {
  it('can be typed as a hex code in the box beside its picker', async () => {
    const user = userEvent.setup();
    const { theming } = renderCard(survey());
    const box = hexBox(S.colors.button_color);

    await user.clear(box);
    await user.type(box, '#FF5C00');

    expect(theming().button_color).toBe('#FF5C00');
    expect(screen.getByLabelText(S.colors.button_color)).toHaveValue('#ff5c00');
  });

  it('can be picked, and is stored in capitals like the presets', () => {
    const { theming } = renderCard(survey());
    fireEvent.input(screen.getByLabelText(S.colors.widget_color), { target: { value: '#abcdef' } });
    expect(theming().widget_color).toBe('#ABCDEF');
  });

  it('that is not a hex code is marked, explained and holds the step back', async () => {
    const user = userEvent.setup();
    const { reportValid } = renderCard(survey());
    const box = hexBox(S.colors.text_color);

    await user.clear(box);
    await user.type(box, '#2D8');

    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Colours are hex colours such as #2D87F1.');
    expect(reportValid).toHaveBeenLastCalledWith(false);

    await user.type(box, '7F1');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(reportValid).toHaveBeenLastCalledWith(true);
  });
});

describe('the logo', () => {
  it('offers the widget settings’ logo, the Hearken logo, a custom one and none', () => {
    renderCard(survey());
    const group = screen.getByRole('group', { name: S.logo });
    expect(within(group).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      S.siteDefault,
      'Hearken logo',
      'Custom logo',
      'No logo',
    ]);
    expect(within(group).getByRole('radio', { name: S.siteDefault })).toBeChecked();
  });

  it('custom with no image says "You must select a custom logo." and holds the step back', async () => {
    const user = userEvent.setup();
    const { reportValid, theming } = renderCard(survey());

    await user.click(screen.getByRole('radio', { name: 'Custom logo' }));

    expect(theming().logo_type).toBe('custom');
    const address = screen.getByRole('textbox', { name: S.customLogo });
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('You must select a custom logo.'));
    expect(screen.getByText('You must select a custom logo.')).toBeVisible();
    expect(reportValid).toHaveBeenLastCalledWith(false);
  });

  it('custom with an image address is fine, and shows the image', async () => {
    const user = userEvent.setup();
    const { reportValid, theming } = renderCard(survey({ ...PRESETS.light, color_scheme: 'light', logo_type: 'custom' }));
    expect(reportValid).toHaveBeenLastCalledWith(false);

    await user.type(screen.getByRole('textbox', { name: S.customLogo }), 'https://cdn.example.com/logo.png');

    expect(theming().custom_logo).toBe('https://cdn.example.com/logo.png');
    expect(screen.queryByText(S.customLogoRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: S.customLogoPreview })).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    expect(reportValid).toHaveBeenLastCalledWith(true);
  });

  it('custom with something that is not an image address is refused with the host’s words', async () => {
    const user = userEvent.setup();
    const { reportValid } = renderCard(survey({ logo_type: 'custom' }));
    const address = screen.getByRole('textbox', { name: S.customLogo });

    await user.type(address, 'logo.png');

    expect(address).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid image URL.'));
    expect(reportValid).toHaveBeenLastCalledWith(false);
  });

  it('no logo clears the custom one', async () => {
    const user = userEvent.setup();
    const { theming, reportValid } = renderCard(survey({ logo_type: 'custom', custom_logo: '/logo.png' }));

    await user.click(screen.getByRole('radio', { name: 'No logo' }));

    expect(theming()).toEqual({ color_scheme: 'light', ...PRESETS.light, logo_type: 'none' });
    expect(screen.queryByRole('textbox', { name: S.customLogo })).not.toBeInTheDocument();
    expect(reportValid).toHaveBeenLastCalledWith(true);
  });
});

describe('labels and position', () => {
  it('Skip and Next texts are set by typing, and emptied back to the widget settings', async () => {
    const user = userEvent.setup();
    const { theming } = renderCard(survey());
    const skip = screen.getByRole('textbox', { name: S.skipText });
    expect(skip).toHaveAttribute('placeholder', 'Skip');
    expect(screen.getByRole('textbox', { name: S.nextText })).toHaveAttribute('placeholder', 'Next');

    await user.type(skip, 'Later');
    expect(theming().skip_text).toBe('Later');
    await user.clear(skip);
    expect(theming()).not.toHaveProperty('skip_text');
  });

  it('the position is one of the six, or the widget settings’', async () => {
    const user = userEvent.setup();
    const { theming } = renderCard(survey());
    const position = screen.getByRole('combobox', { name: S.position });
    expect(within(position).getAllByRole('option')).toHaveLength(7);

    await user.selectOptions(position, 'Top left');
    expect(theming().position).toBe('top_left');
    await user.selectOptions(position, S.siteDefault);
    expect(theming()).not.toHaveProperty('position');
  });
});

describe('while the survey cannot be edited', () => {
  it('every control is disabled', () => {
    renderCard(survey({ logo_type: 'custom', custom_logo: '/logo.png' }), { locked: true });
    const form = screen.getByRole('region', { name: 'Theming' });
    for (const control of [
      ...within(form).getAllByRole('radio'),
      ...within(form).getAllByRole('textbox'),
      within(form).getByRole('combobox'),
      screen.getByLabelText(S.colors.widget_color),
    ]) {
      expect(control).toBeDisabled();
    }
  });
});
