/**
 * The Geo targeting card of the editor's settings step (spec 000 §2, spec 002 §5): show a survey to
 * everyone, or only to visitors in the countries chosen. It edits `settings.geo_targeting`, which
 * this add-on owns (../addon.toml); the host resets it while the add-on is locked, and the shell
 * then shows the manifest entry's `locked_parts` instead.
 *
 * Switching back to All countries keeps the chosen countries (they count only for Selected
 * countries), so switching again finds them as they were.
 */
import { defineRemote, type EditorCardProps } from '@hearken/addon-sdk';
import { useEffect, useId } from 'react';
import { Countries } from './Countries';
import { geoTargetingOf, withGeoTargeting, type GeoTargeting } from './geo';
import { STRINGS as S } from './strings';

function GeoCard({ survey, onChange, locked, reportValid }: EditorCardProps) {
  const titleId = useId();
  const targetName = useId();
  const geo = geoTargetingOf(survey.settings);
  const set = (patch: Partial<GeoTargeting>) => onChange(withGeoTargeting(survey, { ...geo, ...patch }));

  // Limited to no country, the survey would show to nobody: the step waits for one.
  const valid = geo.target === 'all' || geo.countries.length > 0;
  useEffect(() => {
    reportValid?.(valid);
  }, [reportValid, valid]);

  return (
    <section className="editor-card geo-card" aria-labelledby={titleId} data-addon="geo-restrictions">
      <h3 id={titleId}>{S.title}</h3>
      <fieldset>
        <legend>{S.showTo}</legend>
        <label className="radio">
          <input type="radio" name={targetName} checked={geo.target === 'all'} disabled={locked} onChange={() => set({ target: 'all' })} />
          {S.all}
        </label>
        <label className="radio">
          <input type="radio" name={targetName} checked={geo.target === 'select'} disabled={locked} onChange={() => set({ target: 'select' })} />
          {S.select}
        </label>
        {geo.target === 'select' && (
          <Countries
            codes={geo.countries}
            disabled={locked}
            error={valid || locked ? undefined : S.noCountry}
            onChange={(countries) => set({ countries })}
          />
        )}
      </fieldset>
    </section>
  );
}

export default defineRemote('editor-card', GeoCard);
