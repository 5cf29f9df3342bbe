/**
 * Geo targeting (spec 000 §2, spec 002 §5): everyone, or only selected countries. It needs the
 * geo-restrictions add-on; without it the current value shows read-only behind its prompt.
 */
import { useState } from 'react';
import { useTier } from '../../../upgrade/useTier';
import type { SurveySettings } from '../../model/types';
import { useEditor } from '../EditorContext';
import { FeatureLock } from '../FeatureLock';
import { EDITOR_STRINGS as S } from '../strings';
import { ReadOnlyValues } from './ReadOnlyValues';
import { geoText } from './summaries';

type Geo = SurveySettings['geo_targeting'];

export function GeoCard() {
  const { survey, update } = useEditor();
  const tier = useTier();
  const geo = survey.settings.geo_targeting;
  const setGeo = (patch: Partial<Geo>) =>
    update((s) => ({ ...s, settings: { ...s.settings, geo_targeting: { ...s.settings.geo_targeting, ...patch } } }));
  return (
    <section className="editor-card" aria-labelledby="geo-title">
      <h3 id="geo-title">{S.geo}</h3>
      {tier?.feature('geo-restrictions') ? (
        <fieldset>
          <legend>{S.geoShowTo}</legend>
          <label className="radio">
            <input type="radio" name="geo" checked={geo.target === 'all'} onChange={() => setGeo({ target: 'all' })} />
            {S.geoAll}
          </label>
          <label className="radio">
            <input type="radio" name="geo" checked={geo.target !== 'all'} onChange={() => setGeo({ target: 'select' })} />
            {S.geoSelect}
          </label>
          {geo.target !== 'all' && <CountriesInput countries={geo.countries} onChange={(countries) => setGeo({ countries })} />}
        </fieldset>
      ) : (
        <>
          <ReadOnlyValues rows={[[S.geoShowTo, geoText(geo)]]} />
          <FeatureLock feature={S.geoFeature} addon="geo-restrictions" />
        </>
      )}
    </section>
  );
}

/** Keeps the typed text (a trailing comma included) while the survey holds the parsed codes. */
function CountriesInput({ countries, onChange }: { countries: string[]; onChange(countries: string[]): void }) {
  const [text, setText] = useState(countries.join(', '));
  return (
    <label className="field">
      {S.geoCountries}
      <input
        type="text"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(
            e.target.value
              .split(',')
              .map((code) => code.trim().toUpperCase())
              .filter((code) => code !== ''),
          );
        }}
      />
    </label>
  );
}
