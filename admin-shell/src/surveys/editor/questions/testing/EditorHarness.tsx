/**
 * A stand-in for the editor frame in tests: holds the survey, applies `update` recipes, and
 * records saves, so a step can be rendered on its own.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import { act } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import type { Survey } from '../../../model/types';
import { EditorContext, type EditorApi } from '../../EditorContext';

export interface HarnessHandle {
  /** The survey as the step last changed it. */
  survey: Survey | null;
  /** Each call of `save`, with the survey it saved. */
  save: Mock<(survey: Survey) => void>;
  /** Asks the step to show every error, as the frame's Save and Next Step do. */
  requestValidation(): void;
}

export function createHarness(): HarnessHandle {
  return { survey: null, save: vi.fn<(survey: Survey) => void>(), requestValidation: () => undefined };
}

export function EditorHarness({
  initial,
  types,
  handle,
  children,
}: {
  initial: Survey;
  types: QuestionTypeDefinition[];
  handle: HarnessHandle;
  children: ReactNode;
}) {
  const [survey, setSurvey] = useState(initial);
  const [previewing, setPreviewing] = useState(false);
  const [validationRequests, setValidationRequests] = useState(0);
  const latest = useRef(survey);
  useEffect(() => {
    handle.requestValidation = () => act(() => setValidationRequests((n) => n + 1));
  }, [handle]);

  useEffect(() => {
    latest.current = survey;
    handle.survey = survey;
  }, [survey, handle]);

  const update = useCallback((recipe: (s: Survey) => Survey) => setSurvey((s) => recipe(s)), []);
  // Like the frame, save stores the survey as it is when the save runs.
  const save = useCallback(async () => {
    handle.save(latest.current);
    return latest.current;
  }, [handle]);

  const api = useMemo<EditorApi>(
    () => ({
      survey,
      update,
      save,
      saving: false,
      isNew: survey.id === null,
      questionTypes: types,
      previewing,
      setPreviewing,
      validationRequests,
    }),
    [survey, update, save, types, previewing, validationRequests],
  );
  return <EditorContext.Provider value={api}>{children}</EditorContext.Provider>;
}
