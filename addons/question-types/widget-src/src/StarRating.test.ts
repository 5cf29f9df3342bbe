import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating';
import { mount, question } from './testing';

describe('star rating', () => {
  it('offers 5 stars named "N of 5 stars" in a group named by the question', () => {
    const { view } = mount(StarRating, question('star-rating'));
    const group = view.getByRole('radiogroup', { name: 'How would you rate your overall experience?' });
    const stars = within(group);
    expect(stars.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 of 5 stars',
      '2 of 5 stars',
      '3 of 5 stars',
      '4 of 5 stars',
      '5 of 5 stars',
    ]);
  });

  it('answers with the number of the star clicked and fills the stars up to it', async () => {
    const { view, onAnswer } = mount(StarRating, question('star-rating'));
    await userEvent.click(view.getByRole('radio', { name: '4 of 5 stars' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(4);
    expect(view.getByRole('radio', { name: '4 of 5 stars' })).toHaveProperty('ariaChecked', 'true');
    const filled = view.getAllByRole('radio').map((star) => star.classList.contains('qtw-on'));
    expect(filled).toEqual([true, true, true, true, false]);
  });

  it('moves with the arrow keys without answering, and answers with Enter or Space', async () => {
    const user = userEvent.setup();
    const { view, onAnswer, focused } = mount(StarRating, question('star-rating'));
    view.getByRole('radio', { name: '1 of 5 stars' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe(view.getByRole('radio', { name: '3 of 5 stars' }));
    expect(onAnswer).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith(3);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(focused()).toBe(view.getByRole('radio', { name: '5 of 5 stars' }));
    await user.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith(5);
  });

  it('names the stars in the widget’s language', () => {
    const names = (lang: string) =>
      mount(StarRating, question('star-rating'), { lang })
        .view.getAllByRole('radio')
        .map((star) => star.getAttribute('aria-label'));
    expect(names('fr')[2]).toBe('3 sur 5 étoiles');
    expect(names('ja')[0]).toBe('星5個中1個');
    expect(names('tlh')[4]).toBe('5 of 5 stars');
  });

  it('moves to the next star with the left arrow right to left', async () => {
    const user = userEvent.setup();
    const { view, focused } = mount(StarRating, question('star-rating'), { lang: 'he', dir: 'rtl' });
    view.getByRole('radio', { name: '1 מתוך 5 כוכבים' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe(view.getByRole('radio', { name: '2 מתוך 5 כוכבים' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe(view.getByRole('radio', { name: '5 מתוך 5 כוכבים' }));
  });

  it('is one tab stop: the chosen star, else the first', () => {
    const tabStops = (value?: number) =>
      mount(StarRating, question('star-rating'), { value })
        .view.getAllByRole('radio')
        .filter((star) => star.tabIndex === 0)
        .map((star) => star.getAttribute('aria-label'));
    expect(tabStops()).toEqual(['1 of 5 stars']);
    expect(tabStops(2)).toEqual(['2 of 5 stars']);
  });

  it('takes a scale the question states', () => {
    const { view } = mount(StarRating, question('star-rating', { scale_max: 3 }));
    expect(view.getAllByRole('radio')).toHaveLength(3);
    expect(view.getByRole('radio', { name: '3 of 3 stars' })).toBeTruthy();
  });

  it('does not answer while disabled', async () => {
    const { view, onAnswer } = mount(StarRating, question('star-rating'), { disabled: true });
    await userEvent.click(view.getByRole('radio', { name: '2 of 5 stars' }));
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
