/**
 * `GET settings` and `POST settings` for the settings the add-on owns (capture, retention). The
 * queries run on the shell's QueryClient, so they use the shell's key for the same endpoint
 * (`['settings']`, the whole map): one cache per endpoint, and a save here is what the shell's
 * Settings screen reads next.
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const QUERY_KEY = ['settings'] as const;

/** `POST settings`' answer: the sentence and the whole map after the change. */
export interface SavedSettings {
  message: string;
  settings: Record<string, unknown>;
}

/** What the capture form's Save sends: both keys, the sampling rate as typed (the host checks it). */
export interface SettingsChanges {
  heatmap_sample_rate: number | null;
  heatmap_honor_dnt: boolean;
}

/** The whole settings map; read a form's settings with `settingsOf` or `retentionOf`. */
export function useSettings(api: HearkenApi) {
  return useQuery({ queryKey: QUERY_KEY, queryFn: () => api.get<Record<string, unknown>>('settings') });
}

/** Saves the keys of `changes` (a form's settings); the answer's map becomes the cache. */
export function useSaveSettings<C extends object>(api: HearkenApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: C) => api.post<SavedSettings>('settings', changes),
    onSuccess: (saved) => client.setQueryData(QUERY_KEY, saved.settings),
  });
}
