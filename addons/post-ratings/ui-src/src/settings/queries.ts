/**
 * `GET settings` and `POST settings` for the add-on's key. The queries run on the shell's
 * QueryClient, so they use the shell's key for the same endpoint (`['settings']`, the whole map):
 * one cache per endpoint, and a save here is what the shell's Settings screen reads next.
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_KEY, type PostRatingsSettings } from './settings';

const QUERY_KEY = ['settings'] as const;

/** `POST settings`' answer: the sentence and the whole map after the change. */
export interface SavedSettings {
  message: string;
  settings: Record<string, unknown>;
}

/** The whole settings map; read the add-on's part with `settingsOf`. */
export function useSettings(api: HearkenApi) {
  return useQuery({ queryKey: QUERY_KEY, queryFn: () => api.get<Record<string, unknown>>('settings') });
}

/** Saves every field of the add-on's settings; the answer's map becomes the cache. */
export function useSavePostRatingsSettings(api: HearkenApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: PostRatingsSettings) => api.post<SavedSettings>('settings', { [SETTINGS_KEY]: settings }),
    onSuccess: (saved) => client.setQueryData(QUERY_KEY, saved.settings),
  });
}
