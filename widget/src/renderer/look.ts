/**
 * How the widget looks: the site's appearance settings (spec 002 §3, defaults §9), then adjusted
 * by the widget modules' `appearance` hooks in load order (a survey's own theming is one, its
 * add-on's). The renderer draws only from the look this returns.
 */
import type { WidgetAppearanceContext, WidgetLook, WidgetModule, WidgetPosition } from '@hearken/addon-sdk';
import { WIDGET_THEME } from '@hearken/addon-sdk/tokens';
import type { Appearance, WidgetSurvey } from '../protocol';
import { attempt } from '../attempt';
import type { Words } from './strings';

/** The positions the stylesheet places; anything else falls back to bottom_right. */
const POSITIONS = ['bottom_right', 'bottom_left', 'middle_right', 'middle_left', 'top_right', 'top_left'];

function pick(...values: (string | null | undefined)[]): string | undefined {
  return values.find((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/** The look the settings give, before any module adjusts it. */
function settingsLook(survey: WidgetSurvey, a: Appearance, t: Words): WidgetLook {
  const logoType = pick(a.logo_type) ?? 'userfeedback';
  const font = typeof a.widget_font === 'string' ? a.widget_font : a.widget_font?.family;
  const fontWeight = typeof a.widget_font === 'object' ? pick(a.widget_font?.weight) : undefined;
  let logo: string | null = '';
  if (logoType === 'none' || a.widget_show_logo === false) logo = null;
  else if (logoType === 'custom') logo = pick(a.widget_custom_logo) ?? null;
  return {
    background: pick(a.widget_color) ?? WIDGET_THEME.background,
    text: pick(a.widget_text_color) ?? WIDGET_THEME.text,
    button: pick(a.widget_button_color) ?? WIDGET_THEME.button,
    toggle: pick(a.widget_toggle_color) ?? WIDGET_THEME.toggle,
    font: pick(font) ?? null,
    fontWeight: fontWeight ?? null,
    position: (pick(survey.position, a.widget_position) ?? 'bottom_right') as WidgetPosition,
    logo,
    // The settings' defaults ('Skip', 'Next') are the widget's own words, said in the visitor's language.
    skipText: pick(a.skip_text != 'Skip' ? a.skip_text : '') ?? t.skip,
    nextText: pick(a.next_text != 'Next' ? a.next_text : '') ?? t.next,
    closeText: t.close,
    toggleText: a.widget_toggle_text?.trim() ?? '',
    toggleIcon: pick(a.widget_toggle_icon) ?? 'field-userfeedback',
    startMinimized: a.widget_start_minimized === true,
  };
}

/**
 * The look to draw: the settings' look, then each module's `appearance(look, ctx)` in load order.
 * A hook that throws or answers no object is skipped; fields an answer leaves out keep their value.
 * `t` gives the words the settings leave unset (Skip, Next, Close).
 */
export function lookOf(
  a: Appearance,
  modules: WidgetModule[],
  ctx: WidgetAppearanceContext & { survey: WidgetSurvey },
  t: Words,
): WidgetLook {
  let look = settingsLook(ctx.survey, a, t);
  for (const m of modules) {
    const next = m.appearance && attempt(() => m.appearance?.(look, ctx));
    if (next && typeof next == 'object') look = { ...look, ...next };
  }
  if (!POSITIONS.includes(look.position)) look.position = 'bottom_right';
  return look;
}
