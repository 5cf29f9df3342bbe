/**
 * The Theming card of the editor's settings step (spec 000 §3, §4; spec 002 §3–§5): the colour
 * scheme and its colours, the logo, the Skip and Next labels and the position of a survey, beside
 * a live preview drawn by the visitor widget itself. It edits `settings.theming`, which this
 * add-on owns (../addon.toml); the host resets it while the add-on is locked, and the shell then
 * shows its locked placeholder instead of this card.
 */
import { defineRemote, type EditorCardProps, type Survey } from '@hearken/addon-sdk';
import { ColourField, SelectField, TextField } from '@hearken/addon-sdk/ui';
import { useEffect, useId } from 'react';
import { LogoField } from './LogoField';
import { STRINGS as S } from './strings';
import { useThemingStyles } from './styles';
import {
  COLOR_KEYS,
  COLOR_SCHEMES,
  MAX_LABEL,
  POSITIONS,
  colourError,
  themingOf,
  themingValid,
  withPosition,
  withScheme,
  withText,
  type Theming,
} from './theming';
import { ThemingPreview } from './ThemingPreview';

/** The buttons whose words a survey may change; left empty, the widget settings' words apply. */
const BUTTON_LABELS = [
  { key: 'skip_text', label: S.skipText, placeholder: S.skipDefault },
  { key: 'next_text', label: S.nextText, placeholder: S.nextDefault },
] as const;

function withTheming(survey: Survey, theming: Theming): Survey {
  return { ...survey, settings: { ...survey.settings, theming } };
}

function ThemingCard({ api, survey, onChange, locked, reportValid }: EditorCardProps) {
  useThemingStyles();
  const titleId = useId();
  const schemeName = useId();
  const theming = themingOf(survey.settings);
  const set = (next: Theming) => onChange(withTheming(survey, next));

  const valid = themingValid(theming);
  useEffect(() => {
    reportValid?.(valid);
  }, [reportValid, valid]);

  return (
    <section className="editor-card theming-card" aria-labelledby={titleId} data-addon="branding">
      <h3 id={titleId}>{S.title}</h3>
      <div className="theming-layout">
        <div className="theming-form">
          <fieldset>
            <legend>{S.colorScheme}</legend>
            {COLOR_SCHEMES.map((scheme) => (
              <label key={scheme} className="radio">
                <input
                  type="radio"
                  name={schemeName}
                  checked={theming.color_scheme === scheme}
                  disabled={locked}
                  aria-describedby={`${schemeName}-hint`}
                  onChange={() => set(withScheme(theming, scheme))}
                />
                {S.schemeNames[scheme]}
              </label>
            ))}
            <p id={`${schemeName}-hint`} className="field-hint">
              {S.schemeHint}
            </p>
          </fieldset>
          {COLOR_KEYS.map((key) => (
            <ColourField
              key={key}
              label={S.colors[key]}
              hexLabel={S.hex(S.colors[key])}
              value={theming[key]}
              error={colourError(theming, key)}
              disabled={locked}
              onChange={(value) => set({ ...theming, [key]: value })}
            />
          ))}
          <LogoField theming={theming} disabled={locked} onChange={set} />
          {BUTTON_LABELS.map(({ key, label, placeholder }) => (
            <TextField
              key={key}
              label={label}
              hint={S.labelHint}
              placeholder={placeholder}
              value={theming[key] ?? ''}
              maxLength={MAX_LABEL}
              disabled={locked}
              onChange={(e) => set(withText(theming, key, e.currentTarget.value))}
            />
          ))}
          <SelectField
            label={S.position}
            hint={S.positionHint}
            value={theming.position ?? ''}
            disabled={locked}
            onChange={(e) => set(withPosition(theming, POSITIONS.find((p) => p === e.currentTarget.value)))}
          >
            <option value="">{S.siteDefault}</option>
            {POSITIONS.map((position) => (
              <option key={position} value={position}>
                {S.positionNames[position]}
              </option>
            ))}
          </SelectField>
        </div>
        <ThemingPreview survey={survey} theming={theming} api={api} />
      </div>
    </section>
  );
}

export default defineRemote('editor-card', ThemingCard);
