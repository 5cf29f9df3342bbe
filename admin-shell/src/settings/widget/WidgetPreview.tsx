import { useEffect, type CSSProperties } from 'react';
import { loadWebFont } from '@hearken/addon-sdk';
import { WIDGET_STRINGS as S } from '../strings';
import type { GlobalSettings } from '../types';
import { cssWeight } from './fontCatalogue';
import { ToggleIcon } from './ToggleIcon';

/**
 * A static picture of the visitor widget with the chosen settings: position, colours, logo,
 * toggle icon and text, skip and next text, font. Nothing in it is interactive.
 */
export function WidgetPreview({ settings, question }: { settings: GlobalSettings; question: string }) {
  const font = settings.widget_font && settings.widget_font.family ? settings.widget_font : null;
  // The same files visitors get, from this server's /widget/fonts/.
  useEffect(() => void (font?.family && loadWebFont('', font.family, font.weight)), [font?.family, font?.weight]);
  const panel: CSSProperties = {
    background: settings.widget_color,
    color: settings.widget_text_color,
    ...(font?.family ? { fontFamily: `'${font.family}', sans-serif` } : {}),
    ...(cssWeight(font?.weight) ? { fontWeight: cssWeight(font?.weight) } : {}),
  };
  // The widget's words on a site's colour: white or black, whichever reads (settings.css).
  const button = { background: settings.widget_button_color, '--preview-fill': settings.widget_button_color } as CSSProperties;
  const toggle = { background: settings.widget_toggle_color, '--preview-fill': settings.widget_toggle_color } as CSSProperties;
  const logo =
    settings.logo_type === 'custom' && settings.widget_custom_logo ? (
      <img src={settings.widget_custom_logo} alt="" className="widget-preview-logo-image" />
    ) : (
      <span className="widget-preview-logo-mark">Hearken</span>
    );
  return (
    <div className={`widget-preview widget-preview-${settings.widget_position}`} data-testid="widget-preview">
      {!settings.widget_start_minimized && (
        <div className="widget-preview-panel" style={panel}>
          <p className="widget-preview-question">{question}</p>
          <div className="widget-preview-answer">{S.sampleAnswer}</div>
          <div className="widget-preview-actions">
            {/* As the widget draws Skip: underlined, in the panel's own text colour. */}
            <span className="widget-preview-skip">
              {settings.skip_text}
            </span>
            <span className="widget-preview-next" style={button}>
              {settings.next_text}
            </span>
          </div>
          {settings.widget_show_logo && settings.logo_type !== 'none' && (
            <div className="widget-preview-logo" data-logo={settings.logo_type}>
              {logo}
            </div>
          )}
        </div>
      )}
      <span className="widget-preview-toggle" style={toggle}>
        <ToggleIcon name={settings.widget_toggle_icon} size={20} />
        {settings.widget_toggle_text && <span>{settings.widget_toggle_text}</span>}
      </span>
      {settings.widget_start_minimized && <p className="settings-hint">{S.minimizedNote}</p>}
    </div>
  );
}
