/** `GET config`: the license and add-on state every screen reads. */
import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@hearken/addon-sdk';
import { useApi } from '../session/SessionContext';

export interface SiteConfig {
  is_pro: boolean;
  is_licensed: boolean;
  license_type: Plan;
  admin_email: string;
  /** The site's time zone (IANA name): results count responses by its days. */
  timezone: string;
  nonce: string;
  addons: Record<string, { installed: boolean; active: boolean; type: string }>;
  capabilities: string[];
}

export const CONFIG_KEY = ['config'] as const;

export function useConfig() {
  const api = useApi();
  return useQuery({ queryKey: CONFIG_KEY, queryFn: () => api.get<SiteConfig>('config') });
}
