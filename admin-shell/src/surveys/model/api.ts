/**
 * React Query hooks for what the editor reads and writes: one survey, the question types, the
 * templates, the page search of the redirect pickers, a save and a duplicate (spec 000 §7).
 */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { questionTypes, type Survey as SdkSurvey } from '@hearken/addon-sdk';
import { useApi } from '../../session/SessionContext';
import type { FoundPage, SaveOutcome, Survey, Template } from './types';

/** Every survey query starts with this, so the list (`['surveys', 'list', …]`) goes stale on a save. */
export const SURVEYS_ROOT = ['surveys'] as const;

export function surveyKey(id: number) {
  return [...SURVEYS_ROOT, 'one', id] as const;
}

/** `GET question-types`, not keyed by its path: that string is also an add-on's slug, which the core never writes (host/src/rules.rs). */
export const QUESTION_TYPES_KEY = ['questions', 'types'] as const;
export const TEMPLATES_KEY = ['survey-templates'] as const;

/** `GET surveys/{id}`; off while `id` is null (a new survey). */
export function useSurvey(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: surveyKey(id ?? 0),
    queryFn: () => api.get<Survey>(`surveys/${id ?? 0}`),
    enabled: id !== null,
  });
}

/** `GET question-types`: the types the editor offers (core plus active add-ons'). */
export function useQuestionTypes() {
  const api = useApi();
  return useQuery({ queryKey: QUESTION_TYPES_KEY, queryFn: () => questionTypes(api) });
}

/** `GET survey-templates`: the setup step's grid. */
export function useSurveyTemplates(enabled = true) {
  const api = useApi();
  return useQuery({ queryKey: TEMPLATES_KEY, queryFn: () => api.get<Template[]>('survey-templates'), enabled });
}

/** How long a page search's answer is reused while the admin types and deletes the same text. */
const SEARCH_FRESH_MS = 30_000;

/**
 * `GET search?title=`: the pages the widget has seen whose title matches, asked as the admin types
 * in a redirect picker (which waits 300 ms after the last keystroke).
 */
export function useSearchPages(): (title: string) => Promise<FoundPage[]> {
  const api = useApi();
  const client = useQueryClient();
  return useCallback(
    (title: string) =>
      client.fetchQuery({
        queryKey: ['search', title],
        queryFn: () => api.get<FoundPage[]>(`search?title=${encodeURIComponent(title)}`),
        staleTime: SEARCH_FRESH_MS,
      }),
    [api, client],
  );
}

/** `POST surveys` (id null creates): keeps the saved survey in the cache and lets the list refetch. */
export function useSaveSurvey() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (survey: Survey) => api.post<SaveOutcome>('surveys', survey),
    onSuccess: (outcome) => {
      if (outcome.survey.id !== null) client.setQueryData(surveyKey(outcome.survey.id), outcome.survey);
      // Only marks the list stale: it is not on screen while the editor is.
      void client.invalidateQueries({ queryKey: [...SURVEYS_ROOT, 'list'], refetchType: 'none' });
    },
  });
}

/** `POST surveys/{id}/duplicate`: answers the copy's id. */
export function useDuplicateSurvey() {
  const api = useApi();
  return useMutation({
    mutationFn: (id: number) => api.post<{ id: number; survey: Survey }>(`surveys/${id}/duplicate`),
  });
}

/**
 * The survey as add-on remotes receive it. The SDK's type is the open wire shape (an index
 * signature), which an interface does not satisfy by itself: the spread makes a plain object of it.
 */
export function toSdkSurvey(survey: Survey): SdkSurvey {
  return {
    ...survey,
    settings: { ...survey.settings },
    notifications: { ...survey.notifications },
  };
}

/**
 * A survey a remote hands back. Remotes receive the editor's survey and change parts of it, so
 * its shape is the editor's; the host validates it again on save.
 */
export function fromSdkSurvey(survey: SdkSurvey): Survey {
  return survey as unknown as Survey;
}
