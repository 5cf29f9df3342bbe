/**
 * The action of one add-on card (spec 2.2): install (asking consent when the host wants it) then
 * activate, or activate, or deactivate. The spec's page reload after an activation is gone
 * (issue 33): the action's answer and the refetched list and config update the screen in place,
 * and the config's new active add-ons fetch the UI manifest again, which mounts the add-on's pages
 * and menu entries, so the page keeps its scroll position. The button stays busy, with the step's
 * label, until one second after the flow ends.
 */
import { useEffect, useRef, useState } from 'react';
import type { AddonItem } from '@hearken/addon-sdk';
import { useNotices } from '../notices/NoticesContext';
import { ADDON_BUSY_RESET_MS } from '../timings';
import { errorText } from '../ui/ErrorMessage';
import { useAddonAction } from './queries';
import { ADDONS_STRINGS as S } from './strings';
import { installWithConsent, useConsentPrompt } from './useConsentPrompt';

export type BusyLabel = typeof S.installing | typeof S.activating | typeof S.deactivating;

/**
 * The add-on as the flow needs it. `onActivated` runs once it is active (a locked placeholder
 * fetches the UI manifest again). Render `dialog`: it asks consent for an unsigned package.
 */
export function useAddonFlow(addon: Pick<AddonItem, 'slug' | 'installed' | 'active'>, onActivated?: () => void) {
  const [busy, setBusy] = useState<BusyLabel | null>(null);
  const { mutateAsync } = useAddonAction();
  const { notify, close } = useNotices();
  const consent = useConsentPrompt();
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
    onActivated?.();
  }

  /** Installed (true), declined by the admin or failed (false, and said). */
  async function install(): Promise<boolean> {
    setBusy(S.installing);
    const progress = notify({ type: 'info', title: S.toastInstalling, timeout: 0, exclusive: true });
    try {
      const installed = await installWithConsent(mutateAsync, addon.slug, consent.ask);
      if (!installed) close(progress);
      return installed;
    } catch (error) {
      notify({ type: 'error', title: S.installError, details: errorText(error), timeout: 0, exclusive: true });
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

  return { busy, run, dialog: consent.dialog };
}
