/** `GET config`: the license and add-on state every screen reads. */
import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@hearken/addon-sdk';
import { useApi } from '../session/SessionContext';

/** An add-on that makes a feature work. */
export interface FeatureOwner {
  slug: string;
  /** Its catalogue name, for 'Please activate the {name} addon to access this feature.'. */
  name: string;
}

export interface SiteConfig {
  is_pro: boolean;
  is_licensed: boolean;
  license_type: Plan;
  admin_email: string;
  /** The site's time zone (IANA name): results count responses by its days. */
  timezone: string;
  nonce: string;
  addons: Record<string, { installed: boolean; active: boolean; type: string }>;
  /**
   * Which add-ons make each paid feature work, first owner first: each add-on-owned plugin setting
   * by its key (`widget_color`), and each paid value of a core survey field as `{field}={value}`
   * (`thank_you.type=redirect`). Any one of them in force unlocks the feature; screens gate by
   * this (src/upgrade/featureOwners.ts) instead of naming add-ons.
   */
  feature_owners: Record<string, FeatureOwner[]>;
  capabilities: string[];
  /** The server runs with `--dev`: the development license issuer is trusted (shown in the footer). */
  dev_mode?: boolean;
}

export const CONFIG_KEY = ['config'] as const;

export function useConfig() {
  const api = useApi();
  return useQuery({ queryKey: CONFIG_KEY, queryFn: () => api.get<SiteConfig>('config') });
}
