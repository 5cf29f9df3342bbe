import { useId } from 'react';
import { useSettingsDraft } from '../draft';
import { SettingNumber } from '../fields';
import { SURVEYS_PER_VISIT } from './limits';
import { VISITORS_STRINGS as S } from './strings';

/**
 * "Limit surveys per visit": `surveys_per_visit` is 0 (no cap) while the box is clear; ticking it
 * sets 1 (the "default 1 once set") and shows the number. A number box that is emptied or
 * out of range holds NaN, not 0, so the box stays ticked and the field says what is wrong.
 */
export function SurveysPerVisit() {
  const { settings, update } = useSettingsDraft();
  const id = useId();
  const on = settings.surveys_per_visit !== 0;
  return (
    <>
      <div className="settings-checkbox">
        <input
          id={id}
          type="checkbox"
          checked={on}
          aria-describedby={`${id}-hint`}
          onChange={(event) => update({ surveys_per_visit: event.target.checked ? SURVEYS_PER_VISIT.min : 0 })}
        />
        <label htmlFor={id}>{S.perVisitToggle}</label>
        <p id={`${id}-hint`} className="settings-hint">
          {S.perVisitToggleHint}
        </p>
      </div>
      {on && (
        <div className="settings-per-visit">
          <SettingNumber name="surveys_per_visit" label={S.perVisit} {...SURVEYS_PER_VISIT} />
        </div>
      )}
    </>
  );
}
