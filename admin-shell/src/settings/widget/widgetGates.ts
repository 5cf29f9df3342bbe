/**
 * What unlocks each customizer control (spec 002 §5): Lite locks them all; a paid license unlocks
 * them (the host's gate is Plus, the modal offers Pro), and colours, the custom logo and starting
 * minimized also need the branding or behavior add-on active.
 */
import type { GateRequest } from '../gate';
import { WIDGET_STRINGS } from '../strings';

const F = WIDGET_STRINGS.features;
const BRANDING = { slug: 'branding', title: 'Branding' };
const BEHAVIOR = { slug: 'behavior', title: 'Behavior' };
const PAID = { plan: 'plus', offer: 'pro' } as const;

export const WIDGET_GATES = {
  icon: { feature: F.icon, ...PAID },
  iconColor: { feature: F.iconColor, ...PAID, addon: BRANDING },
  label: { feature: F.label, ...PAID },
  font: { feature: F.font, ...PAID },
  colors: { feature: F.colors, ...PAID, addon: BRANDING },
  logo: { feature: F.logo, ...PAID, addon: BRANDING },
  minimized: { feature: F.minimized, ...PAID, addon: BEHAVIOR },
  position: { feature: F.position, ...PAID },
} satisfies Record<string, GateRequest>;
