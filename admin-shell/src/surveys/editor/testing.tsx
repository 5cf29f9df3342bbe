/** Renders the surveys routes as the app mounts them, with the URL shown, for the editor's tests. */
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { SiteConfig } from '../../config/queries';
import { mockApi, type Route as ApiRoute } from '../../test/api';
import { renderSignedIn } from '../../test/render';
import SurveysScreen from '../SurveysScreen';
import { BLANK, ELITE, NPS_TEMPLATE, TYPES } from './fixtures';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function openEditor(route: string, routes: Record<string, ApiRoute> = {}, license: SiteConfig = ELITE) {
  const api = mockApi({
    'GET config': { body: license },
    'GET question-types': { body: TYPES },
    'GET survey-templates': { body: [BLANK, NPS_TEMPLATE] },
    ...routes,
  });
  renderSignedIn(
    <>
      <Routes>
        <Route path="/surveys/*" element={<SurveysScreen />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
  return api;
}

export const location = () => screen.getByTestId('location').textContent;

export const posts = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method === 'POST' && call.path === 'surveys');
