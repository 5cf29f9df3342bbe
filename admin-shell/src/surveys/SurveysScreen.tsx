/**
 * `/surveys/*` (spec 000 §2): the list at the index, the editor's new and edit routes, and duplicate.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { DuplicateSurvey } from './editor/DuplicateSurvey';
import { EditorScreen } from './editor/EditorScreen';

const SurveysList = lazy(() => import('./list/SurveysList'));

export default function SurveysScreen() {
  return (
    <Suspense fallback={<p className="loading">Loading…</p>}>
      <Routes>
        <Route index element={<SurveysList />} />
        <Route path="new" element={<Navigate to="setup" replace />} />
        <Route path="edit/:id" element={<Navigate to="questions" replace />} />
        <Route path="duplicate/:id" element={<DuplicateSurvey />} />
        {/* One route for every editor URL, so a new survey's move to its edit URL keeps the editor. */}
        <Route path="*" element={<EditorScreen />} />
      </Routes>
    </Suspense>
  );
}
