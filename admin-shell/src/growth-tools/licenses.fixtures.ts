/** `GET config` answers for each license, for the About, Welcome and Growth Tools tests. */
import type { Plan } from '@hearken/addon-sdk';
import type { SiteConfig } from '../config/queries';

export function licensed(plan: Plan): SiteConfig {
  const isPro = plan !== 'lite';
  return {
    is_pro: isPro,
    is_licensed: isPro,
    license_type: plan,
    admin_email: 'ada@example.com',
    nonce: 'nonce-123',
    addons: {},
    capabilities: [],
  };
}
