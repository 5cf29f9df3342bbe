/**
 * The editor's routes (`/surveys/new/{step}`, `/surveys/edit/{id}/{step}`): loads the survey and
 * the question types, then mounts one editor per survey. A new survey that gets its id from its
 * first save moves to the edit URL and keeps the same editor (its state, its preview, its flags).
 */
import { useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { newSurvey } from '../model/defaults';
import { useQuestionTypes, useSurvey } from '../model/api';
import type { Survey } from '../model/types';
import { isStep, stepsFor } from '../rules/steps';
import { EditorFrame } from './EditorFrame';
import { EditorProvider } from './EditorProvider';
import { parseEditorPath, stepPath, SURVEYS_PATH, type EditorRoute } from './paths';
import { EDITOR_STRINGS as S } from './strings';

export function EditorScreen() {
  const route = parseEditorPath(useParams()['*']);
  if (!route) return <Navigate to={SURVEYS_PATH} replace />;
  return <EditorSession route={route} />;
}

function EditorSession({ route }: { route: EditorRoute }) {
  const navigate = useNavigate();
  const created = useRef<number | null>(null);
  const [session, setSession] = useState({ key: 0, id: route.id });
  if (session.id !== route.id) {
    // The survey this editor just created keeps the editor; any other survey gets a fresh one.
    const adopted = session.id === null && route.id !== null && route.id === created.current;
    setSession({ key: adopted ? session.key : session.key + 1, id: route.id });
  }

  function onCreated(id: number) {
    created.current = id;
    const step = isStep(stepsFor(false), route.step) ? route.step : 'questions';
    navigate(stepPath(id, step), { replace: true });
  }

  return <EditorLoader key={session.key} route={route} onCreated={onCreated} />;
}

function EditorLoader({ route, onCreated }: { route: EditorRoute; onCreated(id: number): void }) {
  // The id the editor opened with; a first save of a new survey does not reload it.
  const [openedId] = useState(route.id);
  const survey = useSurvey(openedId);
  const types = useQuestionTypes();
  const [initial, setInitial] = useState<Survey | null>(() => (openedId === null ? newSurvey() : null));
  if (initial === null && survey.data) setInitial(survey.data);

  const isNewRoute = route.id === null;
  const steps = stepsFor(isNewRoute);
  if (!isStep(steps, route.step)) return <Navigate to={stepPath(route.id, steps[0] ?? 'questions')} replace />;

  const error = survey.error ?? types.error;
  if (!initial || !types.data) {
    return error ? (
      <div>
        <p role="alert" className="error-message">
          {S.loadError}
        </p>
        <ErrorMessage error={error} />
      </div>
    ) : (
      <p role="status" className="loading">
        {S.loading}
      </p>
    );
  }

  return (
    <EditorProvider initial={initial} questionTypes={types.data} onCreated={onCreated}>
      <EditorFrame isNewRoute={isNewRoute} step={route.step} />
    </EditorProvider>
  );
}
