import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating';
import { mount, question } from './testing';

describe('the question frame', () => {
  it('brings the stylesheet into the Shadow DOM the question renders in', () => {
    const { root } = mount(StarRating, question('star-rating'));
    expect(root.querySelector('.qtw > style')?.textContent).toContain('.qtw-star');
  });
});
