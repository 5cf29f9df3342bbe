import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../test/render';
import { RESPONSES_STRINGS } from '../responses/strings';
import { AnswersList } from './AnswersList';

describe('AnswersList', () => {
  it('shows an e-mail answer with the first name after it, and the comment under it', () => {
    renderSignedIn(
      <AnswersList
        surveyId={3}
        type="email"
        linkResponses={false}
        answers={[
          { value: 'mia@example.com', date: '2026-03-09T10:00:00Z', response_id: 7, extra: { name: 'Mia' } },
          { value: ['Tea', 'Cake'], date: '2026-03-09T11:00:00Z', response_id: 8, extra: { comments: 'Lovely' } },
        ]}
      />,
    );
    expect(screen.getByText('mia@example.com (Mia)')).toBeInTheDocument();
    expect(screen.getByText('Tea, Cake')).toBeInTheDocument();
    expect(screen.getByText('Lovely')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the rating a star comment goes with as stars', () => {
    renderSignedIn(
      <AnswersList
        surveyId={3}
        type="star-rating"
        linkResponses={false}
        answers={[{ value: 2, date: '2026-03-09T10:00:00Z', response_id: 7, extra: { comments: 'Slow service' } }]}
      />,
    );
    expect(screen.getByText('Slow service').closest('li')).toHaveTextContent('★★☆☆☆');
    expect(screen.getByText(RESPONSES_STRINGS.rating.stars(2), { selector: '.visually-hidden' })).toBeInTheDocument();
  });
});
