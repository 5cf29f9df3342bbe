/**
 * The Branding add-on's widget module: a survey's own theming (`settings.theming`: colours, logo,
 * Skip and Next labels, position) over the site's widget look. The host sends a survey's theming
 * only while the add-on is active and licensed and only where the survey changed it
 * (`widget_when_set`), so a survey that keeps the defaults shows the site's colours
 * (docs/ARCHITECTURE.md, "Decisions").
 */
import type { WidgetAppearance, WidgetLook, WidgetModule, WidgetPosition } from '@hearken/addon-sdk';

export interface Theming {
  color_scheme?: string;
  widget_color?: string;
  text_color?: string;
  button_color?: string;
  logo_type?: string;
  custom_logo?: string;
  skip_text?: string;
  next_text?: string;
  position?: string;
}

function text(value: unknown): string | undefined {
  return typeof value == 'string' && value.trim() !== '' ? value : undefined;
}

/** The look with the theming's values where it sets them. */
export function themed(look: WidgetLook, theming: Theming): WidgetLook {
  const out: WidgetLook = {
    ...look,
    background: text(theming.widget_color) ?? look.background,
    text: text(theming.text_color) ?? look.text,
    button: text(theming.button_color) ?? look.button,
    skipText: text(theming.skip_text) ?? look.skipText,
    nextText: text(theming.next_text) ?? look.nextText,
    position: (text(theming.position) as WidgetPosition | undefined) ?? look.position,
  };
  if (theming.logo_type === 'none') out.logo = null;
  else if (theming.logo_type === 'hearken') out.logo = '';
  else if (theming.logo_type === 'custom') out.logo = text(theming.custom_logo) ?? null;
  return out;
}

export const appearance: WidgetAppearance = (look, { survey }) => {
  const theming = (survey.settings as { theming?: unknown } | undefined)?.theming;
  return theming && typeof theming == 'object' ? themed(look, theming as Theming) : look;
};

const branding: WidgetModule = { features: ['theming'], appearance };

export default branding;
