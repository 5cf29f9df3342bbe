/** `GET config` answers for each license, for the About, Welcome and Growth Tools tests. */
import type { Plan } from '@hearken/addon-sdk';
import type { SiteConfig } from '../config/queries';
import { licensedConfig } from '../test/config';

export function licensed(plan: Plan): SiteConfig {
  return licensedConfig(plan);
}
