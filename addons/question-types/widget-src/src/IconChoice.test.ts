import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IconChoice } from './IconChoice';
import { mount, question } from './testing';

const options = [
  { label: 'Love it', icon: { name: 'smile', style: 'regular' } },
  { label: 'Not for me', icon: { name: 'no-such-icon', style: 'solid' } },
];

describe('icon choice', () => {
  it('draws each icon in #1579EF at 20 px by default, with its label', () => {
    const { view } = mount(IconChoice, question('icon-choice', { options }));
    const love = view.getByRole('radio', { name: 'Love it' });
    const svg = love.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('20');
    expect(svg?.getAttribute('stroke')).toBe('#1579EF');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M3 12a9 9/);
    expect(love.textContent).toBe('Love it');
  });

  it("uses the question's icon colour and size", () => {
    const q = question('icon-choice', { options }, { icon_color: '#AA3300', icon_size: 'large' });
    const svg = mount(IconChoice, q).view.getByRole('radio', { name: 'Love it' }).querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('24');
    expect(svg?.getAttribute('stroke')).toBe('#AA3300');
    const small = question('icon-choice', { options }, { icon_size: 'small' });
    expect(mount(IconChoice, small).view.getByRole('radio', { name: 'Love it' }).querySelector('svg')?.getAttribute('width')).toBe('16');
  });

  it('still offers an option whose icon the list does not have, by its label', () => {
    const { view } = mount(IconChoice, question('icon-choice', { options }));
    const option = view.getByRole('radio', { name: 'Not for me' });
    expect(option.querySelector('svg')).toBeNull();
  });

  it('answers with the label clicked, and with the arrow keys', async () => {
    const user = userEvent.setup();
    const { view, onAnswer } = mount(IconChoice, question('icon-choice', { options }));
    await user.click(view.getByRole('radio', { name: 'Not for me' }));
    expect(onAnswer).toHaveBeenLastCalledWith('Not for me');
    await user.keyboard('{ArrowRight}');
    expect(onAnswer).toHaveBeenLastCalledWith('Love it');
    expect(view.getByRole('radio', { name: 'Love it' }).getAttribute('aria-checked')).toBe('true');
  });
});
