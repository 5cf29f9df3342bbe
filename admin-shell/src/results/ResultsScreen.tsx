/**
 * `/results/*` (spec 001 §2): the overview at the index, one survey's results (the NPS page for an
 * nps survey), the NPS page of any survey with an NPS question, its responses list and one response.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RESULTS_STRINGS } from './strings';

const ResultsOverview = lazy(() => import('./overview/ResultsOverview'));
const SurveyResultsScreen = lazy(() => import('./survey/SurveyResultsScreen'));
const ResponsesScreen = lazy(() => import('./responses/ResponsesScreen'));
const ResponseScreen = lazy(() => import('./responses/ResponseScreen'));

export default function ResultsScreen() {
  return (
    <Suspense fallback={<p className="loading">{RESULTS_STRINGS.loading}</p>}>
      <Routes>
        <Route index element={<ResultsOverview />} />
        <Route path="survey/:id" element={<SurveyResultsScreen />} />
        <Route path="survey/:id/nps" element={<SurveyResultsScreen view="nps" />} />
        <Route path="survey/:id/responses" element={<ResponsesScreen />} />
        <Route path="survey/:surveyId/responses/:id" element={<ResponseScreen />} />
      </Routes>
    </Suspense>
  );
}
