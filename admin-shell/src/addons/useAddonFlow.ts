/**
 * The action of one add-on card (spec 2.2): install then activate then reload the page, or
 * activate then reload, or deactivate. The button stays busy, with the step's label, until
 * one second after the flow ends.
 */
import { useEffect, useRef, useState } from 'react';
import type { AddonItem } from '@hearken/addon-sdk';
import { useNotices } from '../notices/NoticesContext';
import { ADDON_BUSY_RESET_MS, ADDON_RELOAD_DELAY_MS } from '../timings';
import { errorText } from '../ui/ErrorMessage';
import { useAddonAction } from './queries';
import { ADDONS_STRINGS as S } from './strings';

export type BusyLabel = typeof S.installing | typeof S.activating | typeof S.deactivating;

/** The add-on as the flow needs it; `reload` runs one second after a successful activation. */
export function useAddonFlow(addon: Pick<AddonItem, 'slug' | 'installed' | 'active'>, reload: () => void) {
  const [busy, setBusy] = useState<BusyLabel | null>(null);
  const { mutateAsync } = useAddonAction();
  const { notify } = useNotices();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }

  async function activate() {
    setBusy(S.activating);
    notify({ type: 'info', title: S.toastActivating, timeout: 0, exclusive: true });
    await mutateAsync({ slug: addon.slug, action: 'activate' });
    notify({ type: 'success', title: S.toastActivated, exclusive: true });
    later(ADDON_RELOAD_DELAY_MS, reload);
  }

  async function install(): Promise<boolean> {
    setBusy(S.installing);
    notify({ type: 'info', title: S.toastInstalling, timeout: 0, exclusive: true });
    try {
      await mutateAsync({ slug: addon.slug, action: 'install' });
      return true;
    } catch {
      notify({ type: 'error', title: S.installError, timeout: 0, exclusive: true });
      return false;
    }
  }

  async function run() {
    if (busy !== null) return;
    try {
      if (addon.active) {
        setBusy(S.deactivating);
        await mutateAsync({ slug: addon.slug, action: 'deactivate' });
      } else if (addon.installed || (await install())) {
        await activate();
      }
    } catch (error) {
      notify({ type: 'error', title: errorText(error), timeout: 0, exclusive: true });
    } finally {
      later(ADDON_BUSY_RESET_MS, () => setBusy(null));
    }
  }

  return { busy, run };
}
