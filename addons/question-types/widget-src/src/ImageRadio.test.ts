import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageRadio } from './ImageRadio';
import { mount, question } from './testing';

const options = [
  { label: 'Croissant', image: 'https://cdn.example/croissant.jpg' },
  { label: 'Baguette', image: '/uploads/baguette.png' },
  { label: 'Rye', image: '' },
];

describe('image radio', () => {
  it('shows each option as its image with its label', () => {
    const { view } = mount(ImageRadio, question('image-radio', { options }));
    const choices = view.getAllByRole('radio');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Croissant', 'Baguette', 'Rye']);
    const images = choices.map((choice) => choice.querySelector('img')?.getAttribute('src') ?? null);
    expect(images[0]).toBe('https://cdn.example/croissant.jpg');
    // A path is on the Hearken host, which serves the module (here: the test file's URL).
    expect(images[1]).toMatch(/^file:\/\/\/uploads\/baguette\.png$/);
    expect(images[2]).toBeNull();
  });

  it('leaves out options without a label', () => {
    const { view } = mount(ImageRadio, question('image-radio', { options: [...options, { label: ' ', image: '' }] }));
    expect(view.getAllByRole('radio')).toHaveLength(3);
  });

  it('answers with the label of the image clicked', async () => {
    const { view, onAnswer } = mount(ImageRadio, question('image-radio', { options }));
    await userEvent.click(view.getByRole('radio', { name: 'Baguette' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('Baguette');
    expect(view.getByRole('radio', { name: 'Baguette' }).getAttribute('aria-checked')).toBe('true');
  });

  it('chooses with the arrow keys, as a radio group does', async () => {
    const user = userEvent.setup();
    const { view, onAnswer, focused } = mount(ImageRadio, question('image-radio', { options }), { value: 'Croissant' });
    view.getByRole('radio', { name: 'Croissant' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onAnswer).toHaveBeenLastCalledWith('Baguette');
    expect(focused()).toBe(view.getByRole('radio', { name: 'Baguette' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onAnswer).toHaveBeenLastCalledWith('Rye');
    expect(view.getByRole('radio', { name: 'Rye' }).getAttribute('aria-checked')).toBe('true');
  });

});
