import { useParams } from 'react-router';
import { useConfig } from '../config/queries';
import { ExtensionSlot, type ExtensionInfo } from '../federation/ExtensionSlot';
import { useApi } from '../session/SessionContext';

/** The tab's path below /settings: one per extension, `main` when it names no target. */
export function addonTabPath(extension: ExtensionInfo): string {
  return `addon/${extension.slug}/${extension.target ?? 'main'}`;
}

/** A settings tab an add-on contributes: its remote, given the API client and the license. */
export function AddonSettingsTab({ extensions }: { extensions: ExtensionInfo[] }) {
  const { slug, target } = useParams();
  const api = useApi();
  const { data: config } = useConfig();
  const extension = extensions.find((e) => e.slug === slug && (e.target ?? 'main') === target);
  if (!extension || !config) return null;
  const license = { is_pro: config.is_pro, is_licensed: config.is_licensed, license_type: config.license_type };
  return (
    <section aria-label={extension.label ?? extension.name}>
      <ExtensionSlot point="settings-tab" target={extension.target} props={{ api, license }} />
    </section>
  );
}
