/**
 * Targeting (spec 000 §2, §6): devices, pages and geo targeting. A licensed site with the add-on
 * active edits here; otherwise the card shows the current values locked behind the upgrade prompts
 * 'Custom Device Type' and 'Conditional Display' (spec 002 §2.5). An add-on's editor card titled
 * 'Targeting' on the settings step replaces this card (StepCards).
 */
import { useState } from 'react';
import { useTier } from '../../../upgrade/useTier';
import { DEVICES } from '../../model/defaults';
import type { SurveySettings } from '../../model/types';
import { useEditor } from '../EditorContext';
import { FeatureLock } from '../FeatureLock';
import { EDITOR_STRINGS as S } from '../strings';
import { BLANK_PAGE_RULE, PageRules } from './PageRules';
import { ReadOnlyValues } from './ReadOnlyValues';
import { devicesText, geoText, pagesText } from './summaries';

type Targeting = SurveySettings['targeting'];
type Geo = SurveySettings['geo_targeting'];

export function TargetingCard() {
  const tier = useTier();
  const editable = tier?.feature('targeting') ?? false;
  return (
    <section className="editor-card" aria-labelledby="targeting-title">
      <h3 id="targeting-title">{S.targeting}</h3>
      {editable ? <TargetingControls /> : <TargetingLocked />}
    </section>
  );
}

function TargetingLocked() {
  const { survey } = useEditor();
  const { targeting, geo_targeting: geo } = survey.settings;
  return (
    <>
      <ReadOnlyValues rows={[[S.devices, devicesText(targeting.devices)]]} />
      <FeatureLock feature={S.customDeviceFeature} addon="targeting" />
      <ReadOnlyValues rows={[[S.pages, pagesText(targeting)]]} />
      <FeatureLock feature={S.conditionalDisplayFeature} addon="targeting" />
      <GeoTargeting geo={geo} />
    </>
  );
}

function TargetingControls() {
  const { survey, update } = useEditor();
  const { targeting, geo_targeting: geo } = survey.settings;
  const setTargeting = (patch: Partial<Targeting>) =>
    update((s) => ({ ...s, settings: { ...s.settings, targeting: { ...s.settings.targeting, ...patch } } }));

  function toggleDevice(device: string, on: boolean) {
    const devices = DEVICES.filter((d) => (d === device ? on : targeting.devices.includes(d)));
    setTargeting({ devices });
  }

  return (
    <>
      <fieldset>
        <legend>
          {S.devices}: {devicesText(targeting.devices)}
        </legend>
        {DEVICES.map((device) => {
          const checked = targeting.devices.includes(device);
          return (
            <label key={device} className="checkbox">
              <input
                type="checkbox"
                checked={checked}
                // At least one device: the last one cannot be unticked.
                disabled={checked && targeting.devices.length === 1}
                onChange={(e) => toggleDevice(device, e.target.checked)}
              />
              {S.deviceNames[device]}
            </label>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>{S.pages}</legend>
        <label className="radio">
          <input type="radio" name="pages" checked={targeting.pages === 'all'} onChange={() => setTargeting({ pages: 'all' })} />
          {S.pagesAll}
        </label>
        <label className="radio">
          <input
            type="radio"
            name="pages"
            checked={targeting.pages !== 'all'}
            onChange={() => setTargeting({ pages: 'custom', page_rules: targeting.page_rules.length ? targeting.page_rules : [BLANK_PAGE_RULE] })}
          />
          {S.pagesCustom}
        </label>
        {targeting.pages !== 'all' && <PageRules rules={targeting.page_rules} onChange={(page_rules) => setTargeting({ page_rules })} />}
      </fieldset>
      <GeoTargeting geo={geo} />
    </>
  );
}

/** Geo targeting needs the geo-restrictions add-on on top of targeting. */
function GeoTargeting({ geo }: { geo: Geo }) {
  const { update } = useEditor();
  const tier = useTier();
  const setGeo = (patch: Partial<Geo>) =>
    update((s) => ({ ...s, settings: { ...s.settings, geo_targeting: { ...s.settings.geo_targeting, ...patch } } }));
  if (!tier?.feature('geo-restrictions')) {
    return (
      <>
        <ReadOnlyValues rows={[[S.geo, geoText(geo)]]} />
        <FeatureLock feature={S.geoFeature} addon="geo-restrictions" />
      </>
    );
  }
  return (
    <fieldset>
      <legend>{S.geo}</legend>
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
