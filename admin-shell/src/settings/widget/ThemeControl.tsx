import { useSettingsDraft } from '../draft';
import { WIDGET_STRINGS as S } from '../strings';
import type { GlobalSettings } from '../types';

type Theme = 'light' | 'dark';
type ThemeColours = Pick<GlobalSettings, 'widget_color' | 'widget_text_color' | 'widget_button_color'>;

/**
 * The widget's theme presets (spec 000 §3: light, a white widget with dark-grey text and a blue
 * button, which are also the colours' defaults of 002 §9; dark, a dark-grey widget with white text
 * and the same button). Choosing a theme replaces the colours with its preset, as a survey's colour
 * scheme does (000 §4); the colours can then be changed one by one.
 */
export const THEME_PRESETS: Record<Theme, ThemeColours> = {
  light: { widget_color: '#FFFFFF', widget_text_color: '#23282D', widget_button_color: '#2D87F1' },
  dark: { widget_color: '#23282D', widget_text_color: '#FFFFFF', widget_button_color: '#2D87F1' },
};

const THEMES: Theme[] = ['light', 'dark'];

/** The light/dark choice above the colour fields; it sits inside their gate and shares it. */
export function ThemeControl() {
  const { settings, update } = useSettingsDraft();
  const current: Theme = settings.widget_theme === 'dark' ? 'dark' : 'light';
  return (
    <fieldset className="settings-fieldset" aria-describedby="settings-theme-hint">
      <legend>{S.theme}</legend>
      {THEMES.map((theme) => (
        <label key={theme} className="settings-radio">
          <input
            type="radio"
            name="widget_theme"
            checked={current === theme}
            onChange={() => update({ widget_theme: theme, ...THEME_PRESETS[theme] })}
          />
          {S.themes[theme]}
        </label>
      ))}
      <p id="settings-theme-hint" className="settings-hint">
        {S.themeHint}
      </p>
    </fieldset>
  );
}
