import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { renderSignedIn } from '../../test/render';
import { DuplicateSurvey } from './DuplicateSurvey';
import { savedSurvey } from './fixtures';
import { EDITOR_STRINGS as S } from './strings';

function openDuplicate(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const go = vi.fn();
  renderSignedIn(
    <Routes>
      <Route path="/surveys/duplicate/:id" element={<DuplicateSurvey go={go} />} />
    </Routes>,
    { route: '/surveys/duplicate/5' },
  );
  return { api, go };
}

describe('duplicate route', () => {
  it('duplicates the survey once, then loads the copy in the editor as a new page', async () => {
    const { api, go } = openDuplicate({ 'POST surveys/5/duplicate': { status: 201, body: { id: 9, survey: savedSurvey({ id: 9 }) } } });

    expect(screen.getByText(S.duplicating)).toBeInTheDocument();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/admin/surveys/edit/9/questions'));
    expect(api.calls.filter((call) => call.path === 'surveys/5/duplicate')).toHaveLength(1);
  });

  it('says so when the survey cannot be duplicated', async () => {
    const { go } = openDuplicate({});

    expect(await screen.findByText(S.duplicateFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.backToList })).toHaveAttribute('href', '/surveys');
    expect(go).not.toHaveBeenCalled();
  });
});
