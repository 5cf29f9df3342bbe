/** The settings being edited, shared by every tab so that switching tabs keeps unsaved changes. */
import { createContext, useContext } from 'react';
import type { GlobalSettings, SettingsPatch } from './types';

export interface SettingsDraft {
  /** The loaded settings with the unsaved changes over them. */
  settings: GlobalSettings;
  /** Changes not saved yet. */
  changes: SettingsPatch;
  update(patch: SettingsPatch): void;
  /** Field errors keyed by setting, from the last save. */
  errors: Record<string, string>;
  save(): Promise<void>;
  saving: boolean;
}

export const SettingsDraftContext = createContext<SettingsDraft | null>(null);

export function useSettingsDraft(): SettingsDraft {
  const draft = useContext(SettingsDraftContext);
  if (!draft) throw new Error('useSettingsDraft is used outside SettingsDraftProvider.');
  return draft;
}

/** Scrolls the page to the top so the banner and the first marked field are in view. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
