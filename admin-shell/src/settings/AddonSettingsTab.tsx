/**
 * A settings tab an add-on contributes (`settings-tab`) at /settings/{target}: its remote, given the
 * API client and the license, or the shell's placeholder while the add-on is locked.
 */
import { AddonPart } from '../federation/AddonPart';
import { pageTarget } from '../federation/pages';
import { featureOf, type Contribution } from '../federation/contributions';
import { useConfig } from '../config/queries';
import { useApi } from '../session/SessionContext';

/** The tab's path below /settings: its target, else the add-on's slug. */
export function addonTabPath(contribution: Pick<Contribution, 'slug' | 'target'>): string {
  return pageTarget(contribution.target) || contribution.slug;
}

export function AddonSettingsTab({ contribution }: { contribution: Contribution }) {
  const api = useApi();
  const { data: config } = useConfig();
  if (!config) return null;
  const license = { is_pro: config.is_pro, is_licensed: config.is_licensed, license_type: config.license_type };
  const part = <AddonPart contribution={contribution} props={{ api, license }} level={2} className="settings-card" />;
  // A placeholder is a section named by its own heading; a remote draws what it likes inside ours.
  return contribution.kind === 'locked' ? part : <section aria-label={featureOf(contribution)}>{part}</section>;
}
