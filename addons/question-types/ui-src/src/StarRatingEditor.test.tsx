import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import remote, { StarRatingEditor } from './StarRatingEditor';
import { newQuestion, renderEditor } from './testing';
import { starCount, starExplanation } from './strings';

describe('StarRatingEditor', () => {
  it('is exposed as the question-type editor', () => {
    expect(remote.point).toBe('question-type-editor');
    expect(remote.component).toBe(StarRatingEditor);
  });

  it('previews five stars and says the scale is fixed', () => {
    const { container } = renderEditor(StarRatingEditor, newQuestion('star-rating'));
    expect(screen.getByText(starCount(5))).toBeInTheDocument();
    expect(screen.getByText(starExplanation(5))).toBeInTheDocument();
    const stars = container.querySelectorAll('[aria-hidden="true"] svg');
    expect(stars).toHaveLength(5);
  });

  it('offers nothing to change', () => {
    renderEditor(StarRatingEditor, newQuestion('star-rating'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
