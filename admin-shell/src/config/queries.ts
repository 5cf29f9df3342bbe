/** `GET config`: the license and add-on state every screen reads. */
import { useQuery } from '@tanstack/react-query';
import type { ApiSchemas, Narrowed, Plan } from '@hearken/addon-sdk';
import { useApi } from '../session/SessionContext';

/** An add-on that makes a feature work: its catalogue name is for 'Please activate the {name} addon to access this feature.'. */
export type FeatureOwner = ApiSchemas['FeatureOwner'];

/**
 * `GET config`. `feature_owners`: which add-ons make each paid feature work, first owner first:
 * each add-on-owned plugin setting by its key (`widget_color`), and each paid value of a core
 * survey field as `{field}={value}` (`thank_you.type=redirect`). Any one of them in force unlocks
 * the feature; screens gate by this (src/upgrade/featureOwners.ts) instead of naming add-ons.
 */
export type SiteConfig = Narrowed<ApiSchemas['SiteConfig'], { license_type: Plan }>;

export const CONFIG_KEY = ['config'] as const;

export function useConfig() {
  const api = useApi();
  return useQuery({ queryKey: CONFIG_KEY, queryFn: () => api.get<SiteConfig>('config') });
}
