import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../test/render';
import { AnswersList } from './AnswersList';

describe('AnswersList', () => {
  it('shows an e-mail answer with the first name after it, and the comment under it', () => {
    renderSignedIn(
      <AnswersList
        surveyId={3}
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
});
