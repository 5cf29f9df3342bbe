/**
 * Install or Activate for an add-on a licensed site has not switched on, from inside the editor:
 * the Add-ons screen's flow (install, activate; the editor then unlocks in place, no reload).
 */
import type { AddonItem } from '@hearken/addon-sdk';
import { useAddons } from '../../addons/queries';
import { useAddonFlow } from '../../addons/useAddonFlow';
import { EDITOR_STRINGS as S } from './strings';

export function AddonButton({ slug }: { slug: string }) {
  const { data } = useAddons();
  const addon = data?.find((item) => item.slug === slug);
  if (!addon || addon.active) return null;
  return <AddonFlowButton addon={addon} />;
}

function AddonFlowButton({ addon }: { addon: AddonItem }) {
  const { busy, run, dialog } = useAddonFlow(addon);
  // The add-on's own name, from its manifest as `GET addons` lists it.
  const label = addon.installed ? S.activateAddon(addon.title) : S.installAddon(addon.title);
  return (
    <>
      <button type="button" className="button" onClick={() => void run()} disabled={busy !== null} aria-busy={busy !== null}>
        {busy === null ? label : busy === 'Installing' ? S.installingAddon : S.activatingAddon}
      </button>
      {dialog}
    </>
  );
}
