import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { HearkenApiError } from '@hearken/addon-sdk';
import { useNotices } from '../notices/NoticesContext';
import { errorText } from '../ui/ErrorMessage';
import { scrollToTop, SettingsDraftContext, type SettingsDraft } from './draft';
import { useSaveSettings } from './queries';
import { SETTINGS_STRINGS as S } from './strings';
import type { GlobalSettings, SettingsPatch } from './types';
import { validateSettings } from './validation';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Holds the unsaved changes over `loaded` and saves them: only the keys that differ from what was
 * loaded are posted. Every save ends at the top of the page with a banner (spec 002 §2.1).
 */
export function SettingsDraftProvider({ loaded, children }: { loaded: GlobalSettings; children: ReactNode }) {
  const [changes, setChanges] = useState<SettingsPatch>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saveSettings = useSaveSettings();
  const { notify } = useNotices();

  const settings = useMemo(() => ({ ...loaded, ...changes }), [loaded, changes]);

  const update = useCallback((patch: SettingsPatch) => {
    setChanges((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }, []);

  const { mutateAsync, isPending } = saveSettings;
  const save = useCallback(async () => {
    const found = validateSettings(settings);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      notify({ type: 'error', title: S.fixErrors, exclusive: true });
      scrollToTop();
      return;
    }
    const changed = Object.fromEntries(
      Object.entries(changes).filter(([key, value]) => !same(value, loaded[key as keyof GlobalSettings])),
    ) as SettingsPatch;
    try {
      const saved = await mutateAsync(changed);
      setChanges({});
      setErrors({});
      notify({ type: 'info', title: saved.message || S.saved, exclusive: true });
    } catch (error) {
      const fields = error instanceof HearkenApiError ? error.fields : {};
      const marked = Object.keys(fields).length > 0;
      setErrors(fields);
      // Field errors get the page banner; a refusal without fields (a plan gate) says why itself.
      notify({ type: 'error', title: marked ? S.fixErrors : errorText(error), exclusive: true });
    }
    scrollToTop();
  }, [settings, changes, loaded, mutateAsync, notify]);

  const value = useMemo<SettingsDraft>(
    () => ({ settings, changes, update, errors, save, saving: isPending }),
    [settings, changes, update, errors, save, isPending],
  );
  return <SettingsDraftContext.Provider value={value}>{children}</SettingsDraftContext.Provider>;
}
