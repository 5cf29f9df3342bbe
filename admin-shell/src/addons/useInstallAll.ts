/**
 * "Install all that my licence includes" (issue 33): each add-on the license covers that is not
 * installed yet, one after another, through the same install (with consent when the host asks for
 * it) and activate calls as one card's button. One failing or declined add-on does not stop the
 * others; the summary says which were installed and why the others were not. Add-ons installed
 * but switched off are left off: someone deactivated them.
 */
import { useState } from 'react';
import type { AddonItem } from '@hearken/addon-sdk';
import { errorText } from '../ui/ErrorMessage';
import type { ConsentRequest } from './capabilities';
import { useAddonAction } from './queries';
import { installWithConsent } from './useConsentPrompt';

/** What Install all would install: licensed, not installed, not a native add-on (the operator's). */
export function installable(addons: readonly AddonItem[]): AddonItem[] {
  return addons.filter((addon) => addon.type === 'licensed' && !addon.installed && addon.runtime !== 'native');
}

export interface InstallAllProgress {
  /** 1-based: the add-on being installed. */
  index: number;
  total: number;
  title: string;
}

export interface NotInstalled {
  title: string;
  /** null: the admin declined to consent. */
  reason: string | null;
}

export interface InstallAllSummary {
  installed: string[];
  notInstalled: NotInstalled[];
}

export function useInstallAll(ask: (request: ConsentRequest) => Promise<boolean>) {
  const { mutateAsync } = useAddonAction();
  const [progress, setProgress] = useState<InstallAllProgress | null>(null);
  const [summary, setSummary] = useState<InstallAllSummary | null>(null);

  async function run(addons: readonly AddonItem[]) {
    if (progress) return;
    const queue = installable(addons);
    const done: InstallAllSummary = { installed: [], notInstalled: [] };
    setSummary(null);
    for (const [i, addon] of queue.entries()) {
      setProgress({ index: i + 1, total: queue.length, title: addon.title });
      try {
        if (await installWithConsent(mutateAsync, addon.slug, ask)) {
          await mutateAsync({ slug: addon.slug, action: 'activate' });
          done.installed.push(addon.title);
        } else {
          done.notInstalled.push({ title: addon.title, reason: null });
        }
      } catch (error) {
        done.notInstalled.push({ title: addon.title, reason: errorText(error) });
      }
    }
    setProgress(null);
    setSummary(done);
  }

  return { progress, summary, run };
}
