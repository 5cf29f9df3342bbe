import { useId, useMemo } from 'react';
import { useSettingsDraft } from '../draft';
import { FieldError } from '../fields';
import { TIME_ZONE_STRINGS as S } from '../strings';

/** Every IANA zone the browser knows, UTC first; the stored zone is kept even if the browser lacks it. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(['UTC', ...known]);
  if (current) zones.add(current);
  return [...zones];
}

/** The site's time zone (an IANA name), on the General tab. */
export function TimeZoneField() {
  const { settings, update, errors } = useSettingsDraft();
  const id = useId();
  const current = settings.timezone || 'UTC';
  const choices = useMemo(() => timeZoneChoices(current), [current]);
  const error = errors.timezone;
  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{S.heading}</h2>
      <div className="field">
        <label htmlFor={id}>{S.label}</label>
        <select
          id={id}
          value={current}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => update({ timezone: event.target.value })}
        >
          {choices.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="settings-hint">
          {S.hint}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </section>
  );
}
