// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteProps } from '../extension-points.js';
import { answersApi } from './api.js';
import { renderRoute } from './routeArea.js';
import { draftSurvey } from './survey.js';

/** An area with two pages; the list reads its posts through the API. */
function Area({ api, path }: RouteProps) {
  const posts = useQuery({ queryKey: ['posts'], queryFn: () => api.get<string[]>('posts?page=1') });
  return (
    <Routes>
      <Route
        path="results"
        element={
          <>
            <p>{`Results (path ${path})`}</p>
            <p>{posts.data?.join(', ')}</p>
            <Link to="../settings?tab=icons">Settings</Link>
          </>
        }
      />
      <Route path="settings" element={<p>Settings page</p>} />
    </Routes>
  );
}

describe('renderRoute', () => {
  it('mounts the area below /admin/x/{slug}/ with the rest of the path, and follows its links', async () => {
    const { location } = renderRoute(Area, { slug: 'post-ratings', path: 'results', api: answersApi({ 'posts?page=1': ['Hello', 'Bye'] }) });
    expect(screen.getByText('Results (path results)')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Bye')).toBeInTheDocument();
    expect(location()).toBe('/x/post-ratings/results');

    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByText('Settings page')).toBeInTheDocument();
    expect(location()).toBe('/x/post-ratings/settings?tab=icons');
  });
});

describe('draftSurvey', () => {
  it('is a saved draft with the settings given', () => {
    expect(draftSurvey({ behavior: { timing: 'immediate' } })).toMatchObject({ id: 5, status: 'draft', settings: { behavior: { timing: 'immediate' } } });
    expect(draftSurvey({}, { title: 'Exit poll' }).title).toBe('Exit poll');
  });
});
