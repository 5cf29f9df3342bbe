/**
 * The Behavior add-on's widget module: the timings that open a survey (delay, exit intent, half
 * page), a survey that starts minimized, and the thank-you redirects. The widget loads it for the
 * surveys it shows while the add-on is active and licensed; without it none of these apply.
 */
import type { WidgetAppearance, WidgetModule } from '@hearken/addon-sdk';
import { afterSubmit } from './redirect';
import { triggers } from './timing';

/** A survey's own "start minimized" (the site-wide one is the widget's `appearance`). */
export const appearance: WidgetAppearance = (look, { survey }) => {
  const settings = survey.settings as { behavior?: { start_minimized?: unknown } } | undefined;
  return settings?.behavior?.start_minimized === true ? { ...look, startMinimized: true } : look;
};

const behavior: WidgetModule = {
  features: ['timing', 'start_minimized', 'redirect'],
  triggers,
  appearance,
  afterSubmit,
};

export default behavior;
