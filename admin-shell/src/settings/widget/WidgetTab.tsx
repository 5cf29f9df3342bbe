import { useEffect, useState } from 'react';
import { EmbedPanel } from '../../embed/EmbedPanel';
import { useSettingsDraft } from '../draft';
import { SettingCheckbox, SettingText } from '../fields';
import { useSurveyTitles } from '../queries';
import { SaveSettingsButton } from '../SaveSettingsButton';
import { WIDGET_STRINGS as S } from '../strings';
import { ColorField } from './ColorField';
import { FontSelector } from './FontSelector';
import { Gated } from './Gated';
import { LogoControl } from './LogoControl';
import { PositionControl } from './PositionControl';
import { SurveyPicker } from './SurveyPicker';
import { ThemeControl } from './ThemeControl';
import { ToggleIconPicker } from './ToggleIconPicker';
import { WidgetPreview } from './WidgetPreview';
import { WIDGET_GATES as G } from './widgetGates';

/** Spec 002 §9: the customizer starts this long after the tab opens. */
export const CUSTOMIZER_INIT_DELAY_MS = 600;

/**
 * Spec 002 §2.1 Widget: the customizer, its live preview and the preview's survey picker; then the
 * sites that may embed the widget and the Embed panel (how to put it on a site).
 */
export default function WidgetTab() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), CUSTOMIZER_INIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return <p role="status">{S.initializing}</p>;
  return <Customizer />;
}

function Customizer() {
  const { settings, update } = useSettingsDraft();
  const surveys = useSurveyTitles();
  const [surveyId, setSurveyId] = useState<number | null>(null);
  const items = surveys.data?.items;
  const survey = items?.find((s) => s.id === surveyId) ?? items?.[0];
  const question = survey?.questions?.[0]?.title || S.sampleQuestion;

  return (
    <>
      <div className="settings-widget">
        <section className="settings-card" aria-labelledby="settings-widget-title">
          <h2 id="settings-widget-title">{S.heading}</h2>
          <PositionControl />
          <LogoControl />
          <SettingText name="skip_text" label={S.skipText} />
          <SettingText name="next_text" label={S.nextText} />
          <Gated request={G.minimized} label={S.startMinimized}>
            <SettingCheckbox name="widget_start_minimized" label={S.startMinimized} />
          </Gated>
          <Gated request={G.icon} label={S.toggleIcon}>
            <ToggleIconPicker />
          </Gated>
          <Gated request={G.iconColor} label={S.toggleColor}>
            <ColorField name="widget_toggle_color" label={S.toggleColor} />
          </Gated>
          <Gated request={G.label} label={S.toggleText}>
            <SettingText name="widget_toggle_text" label={S.toggleText} />
          </Gated>
          <Gated request={G.colors} label={S.colors}>
            <fieldset className="settings-fieldset">
              <legend>{S.colors}</legend>
              <ThemeControl />
              <ColorField name="widget_color" label={S.widgetColor} />
              <ColorField name="widget_text_color" label={S.textColor} />
              <ColorField name="widget_button_color" label={S.buttonColor} />
            </fieldset>
          </Gated>
          <Gated request={G.font} label={S.font}>
            <FontSelector value={settings.widget_font} onChange={(font) => update({ widget_font: font })} />
          </Gated>
        </section>
        <section className="settings-card settings-widget-preview" aria-labelledby="settings-preview-title">
          <h2 id="settings-preview-title">{S.preview}</h2>
          <SurveyPicker surveys={items} error={surveys.error} value={survey?.id ?? null} onChange={setSurveyId} />
          <WidgetPreview settings={settings} question={question} />
          {settings.widget_font && settings.widget_font.family && <p className="settings-hint">{S.previewFontNote}</p>}
        </section>
      </div>
      <section className="settings-card" aria-labelledby="settings-sites-title">
        <h2 id="settings-sites-title">{S.sitesHeading}</h2>
        <SettingText name="widget_allowed_origins" label={S.allowedOrigins} hint={S.allowedOriginsHint} />
      </section>
      <SaveSettingsButton />
      <div className="settings-card">
        <EmbedPanel />
      </div>
    </>
  );
}
