/**
 * React Query hooks for `settings`, `license…` and the survey titles the widget preview offers. The
 * roles come from the Access screen's `useRoles`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONFIG_KEY } from '../config/queries';
import { useApi } from '../session/SessionContext';
import type { GlobalSettings, License, LicenseOutcome, SavedSettings, SettingsPatch } from './types';

export const SETTINGS_KEY = ['settings'] as const;
export const LICENSE_KEY = ['license'] as const;

export function useSettings() {
  const api = useApi();
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.get<GlobalSettings>('settings') });
}

/** `POST settings` with the changed keys; the answer is the whole map, which becomes the cache. */
export function useSaveSettings() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: SettingsPatch) => api.post<SavedSettings>('settings', changes),
    onSuccess: (saved, changes) => {
      client.setQueryData(SETTINGS_KEY, saved.settings);
      // The site's time zone is part of the config every results screen reads.
      if ('timezone' in changes) void client.invalidateQueries({ queryKey: CONFIG_KEY });
    },
  });
}

export function useLicense() {
  const api = useApi();
  return useQuery({ queryKey: LICENSE_KEY, queryFn: () => api.get<License>('license') });
}

export type LicenseAction = 'verify' | 'upgrade' | 'deactivate' | 'validate';

/**
 * `POST license/{action}`. Any outcome may change the plan in force, so both the license and the
 * config (what every screen unlocks by) are fetched again.
 */
export function useLicenseAction() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, key }: { action: LicenseAction; key?: string }) =>
      api.post<LicenseOutcome>(`license/${action}`, key === undefined ? undefined : { key }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: LICENSE_KEY }),
        client.invalidateQueries({ queryKey: CONFIG_KEY }),
      ]),
  });
}

export interface SurveyTitle {
  id: number;
  title: string;
  questions?: { title?: string }[];
}

/** The path the widget's survey picker reads: titles and questions, enough for the preview. */
export const SURVEY_TITLES_PATH = 'surveys?select=title,questions&per_page=100';

export function useSurveyTitles() {
  const api = useApi();
  return useQuery({
    queryKey: ['surveys', 'titles'],
    queryFn: () => api.get<{ items: SurveyTitle[] }>(SURVEY_TITLES_PATH),
  });
}
