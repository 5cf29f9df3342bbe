/**
 * What unlocks each customizer control (spec 002 §5): Lite locks them all; a paid license unlocks
 * them (the host's gate is Plus, the modal offers Pro), and colours, the icon colour, the custom
 * logo and starting minimized also need an add-on that owns their setting in force: whichever
 * ones `feature_owners` lists for the key (start minimized has two, either will do).
 */
import type { GateRequest } from '../gate';
import { WIDGET_STRINGS } from '../strings';
import type { CoreSettings } from '../types';

const F = WIDGET_STRINGS.features;
const PAID = { plan: 'plus', offer: 'pro' } as const;

/** The plugin setting whose owners unlock a control. */
const ownedBy = (key: keyof CoreSettings) => ({ ownerKey: key });

export const WIDGET_GATES = {
  icon: { feature: F.icon, ...PAID },
  iconColor: { feature: F.iconColor, ...PAID, ...ownedBy('widget_toggle_color') },
  label: { feature: F.label, ...PAID },
  font: { feature: F.font, ...PAID },
  // The colour fields and the light/dark theme share their owners; the widget colour stands for them.
  colors: { feature: F.colors, ...PAID, ...ownedBy('widget_color') },
  logo: { feature: F.logo, ...PAID, ...ownedBy('widget_custom_logo') },
  minimized: { feature: F.minimized, ...PAID, ...ownedBy('widget_start_minimized') },
  position: { feature: F.position, ...PAID },
} satisfies Record<string, GateRequest>;
