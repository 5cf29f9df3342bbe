/**
 * How the widget looks: the site's appearance settings (spec 002 §3, defaults §9), overridden by
 * the survey's own theming where it sets a value.
 */
import type { Appearance, WidgetSurvey } from '../protocol';
import { STRINGS } from './strings';

export interface Look {
  background: string;
  text: string;
  button: string;
  toggle: string;
  font: string | null;
  toggleText: string;
  toggleIcon: string;
  position: string;
  startMinimized: boolean;
  /** null: no logo; '' the Hearken logo; otherwise the custom logo's URL. */
  logo: string | null;
  skipText: string;
  nextText: string;
}

/** The positions the stylesheet places; anything else falls back to bottom_right. */
const POSITIONS = ['bottom_right', 'bottom_left', 'middle_right', 'middle_left', 'top_right', 'top_left'];

function pick(...values: (string | null | undefined)[]): string | undefined {
  return values.find((v): v is string => typeof v === 'string' && v.trim() !== '');
}

export function lookOf(survey: WidgetSurvey, a: Appearance): Look {
  const theming = survey.settings?.theming ?? {};
  const behavior = survey.settings?.behavior ?? {};
  const position = pick(survey.position, theming.position, a.widget_position) ?? 'bottom_right';
  const logoType = pick(theming.logo_type, a.logo_type) ?? 'userfeedback';
  const customLogo = pick(theming.custom_logo, a.widget_custom_logo);
  const font = typeof a.widget_font === 'string' ? a.widget_font : a.widget_font?.family;
  let logo: string | null = '';
  if (logoType === 'none' || a.widget_show_logo === false) logo = null;
  else if (logoType === 'custom') logo = customLogo ?? null;
  return {
    background: pick(theming.widget_color, a.widget_color) ?? '#FFFFFF',
    text: pick(theming.text_color, a.widget_text_color) ?? '#23282D',
    button: pick(theming.button_color, a.widget_button_color) ?? '#2D87F1',
    toggle: pick(a.widget_toggle_color) ?? '#23282D',
    font: pick(font) ?? null,
    toggleText: a.widget_toggle_text?.trim() ?? '',
    toggleIcon: pick(a.widget_toggle_icon) ?? 'field-userfeedback',
    position: POSITIONS.includes(position) ? position : 'bottom_right',
    startMinimized: Boolean(a.widget_start_minimized || behavior.start_minimized || theming.start_minimized),
    logo,
    skipText: pick(theming.skip_text, a.skip_text) ?? STRINGS.skip,
    nextText: pick(theming.next_text, a.next_text) ?? STRINGS.next,
  };
}
