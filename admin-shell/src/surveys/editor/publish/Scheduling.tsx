/**
 * Scheduling (spec 000 §2, §4, §5): a date from today on, a half-hour time and AM/PM set
 * `publish_at`. Turning it on makes a draft publish (applySchedule).
 */
import { useId, useState } from 'react';
import { HALF_HOURS, isBeforeToday, minScheduleDate, scheduleComplete, type Meridiem } from '../../rules/schedule';
import { useEditorFrame } from '../FrameContext';
import { EDITOR_STRINGS as S } from '../strings';

export function Scheduling() {
  const { schedule, setSchedule } = useEditorFrame();
  const [refused, setRefused] = useState(false);
  const id = useId();
  const incomplete = schedule.enabled && !scheduleComplete(schedule);

  return (
    <fieldset className="scheduling">
      <legend>{S.scheduling}</legend>
      <label className="checkbox">
        <input type="checkbox" checked={schedule.enabled} onChange={(e) => setSchedule({ ...schedule, enabled: e.target.checked })} />
        {S.enableScheduling}
      </label>
      {schedule.enabled && (
        <div className="schedule-controls">
          <div className="field">
            <label htmlFor={`${id}-date`}>{S.scheduleDate}</label>
            <input
              id={`${id}-date`}
              type="date"
              min={minScheduleDate()}
              value={schedule.date}
              aria-invalid={refused || undefined}
              aria-describedby={refused ? `${id}-refused` : undefined}
              onChange={(e) => {
                // A date before today is refused: the control keeps its previous date.
                const tooEarly = e.target.value !== '' && isBeforeToday(e.target.value);
                setRefused(tooEarly);
                if (!tooEarly) setSchedule({ ...schedule, date: e.target.value });
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-time`}>{S.scheduleTime}</label>
            <select id={`${id}-time`} value={schedule.time} onChange={(e) => setSchedule({ ...schedule, time: e.target.value })}>
              <option value="">{S.chooseOption}</option>
              {HALF_HOURS.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-meridiem`}>{S.scheduleMeridiem}</label>
            <select id={`${id}-meridiem`} value={schedule.meridiem} onChange={(e) => setSchedule({ ...schedule, meridiem: e.target.value as Meridiem })}>
              <option value="AM">AM</option>
              <option value="PM">PM</option>
            </select>
          </div>
          {refused && (
            <p id={`${id}-refused`} className="field-error" role="alert">
              {S.scheduleBeforeToday}
            </p>
          )}
          {!refused && incomplete && <p className="editor-note">{S.scheduleIncomplete}</p>}
        </div>
      )}
    </fieldset>
  );
}
