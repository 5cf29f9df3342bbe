/**
 * The Behavior card of the editor's settings step (spec 000 §2, §5), in place of the shell's card
 * of that title: display timing and its delay, display length, run time with its expiry month and
 * day, and start minimized. It edits `settings.behavior`, which this add-on owns (../addon.toml),
 * and holds the step back while an expiring run time lacks its month or day.
 */
import { defineRemote, type EditorCardProps, type Survey } from '@hearken/addon-sdk';
import { CheckboxField, SelectField, TextField } from '@hearken/addon-sdk/ui';
import { useEffect, useId } from 'react';
import { behaviorOf, clampDelay, DISPLAY_LENGTHS, expiryComplete, MAX_DELAY, RUN_TIMES, TIMINGS, type Behavior } from './behavior';
import { STRINGS as S } from './strings';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

function withBehavior(survey: Survey, behavior: Behavior): Survey {
  return { ...survey, settings: { ...survey.settings, behavior } };
}

function BehaviorCard({ survey, onChange, locked, reportValid }: EditorCardProps) {
  const titleId = useId();
  const behavior = behaviorOf(survey.settings);
  const set = (patch: Partial<Behavior>) => onChange(withBehavior(survey, { ...behavior, ...patch }));
  const setExpiry = (patch: Partial<Behavior['expire_at']>) => set({ expire_at: { ...behavior.expire_at, ...patch } });

  const valid = expiryComplete(behavior);
  useEffect(() => {
    reportValid?.(valid);
  }, [reportValid, valid]);

  return (
    <section className="editor-card behavior-card" aria-labelledby={titleId} data-addon="behavior">
      <h3 id={titleId}>{S.title}</h3>
      <SelectField label={S.timing} value={behavior.timing} disabled={locked} onChange={(e) => set({ timing: pick(TIMINGS, e.currentTarget.value) })}>
        {TIMINGS.map((value) => (
          <option key={value} value={value}>
            {S.timingNames[value]}
          </option>
        ))}
      </SelectField>
      {behavior.timing === 'delay' && (
        <TextField
          label={S.delaySeconds}
          type="number"
          min={0}
          max={MAX_DELAY}
          step={1}
          value={behavior.timing_delay}
          disabled={locked}
          onChange={(e) => set({ timing_delay: clampDelay(e.currentTarget.value) })}
        />
      )}
      <SelectField
        label={S.displayLength}
        value={behavior.display_length}
        disabled={locked}
        onChange={(e) => set({ display_length: pick(DISPLAY_LENGTHS, e.currentTarget.value) })}
      >
        {DISPLAY_LENGTHS.map((value) => (
          <option key={value} value={value}>
            {S.displayLengthNames[value]}
          </option>
        ))}
      </SelectField>
      <SelectField label={S.runTime} value={behavior.run_time} disabled={locked} onChange={(e) => set({ run_time: pick(RUN_TIMES, e.currentTarget.value) })}>
        {RUN_TIMES.map((value) => (
          <option key={value} value={value}>
            {S.runTimeNames[value]}
          </option>
        ))}
      </SelectField>
      {behavior.run_time === 'expire' && (
        <div className="expiry">
          <SelectField
            label={S.expireMonth}
            value={behavior.expire_at.month ?? ''}
            disabled={locked}
            error={behavior.expire_at.month === null ? S.expiryNeeded : undefined}
            onChange={(e) => setExpiry({ month: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          >
            <option value="">{S.chooseOption}</option>
            {S.months.map((month, i) => (
              <option key={month} value={i + 1}>
                {month}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={S.expireDay}
            value={behavior.expire_at.day ?? ''}
            disabled={locked}
            error={behavior.expire_at.day === null ? S.expiryNeeded : undefined}
            onChange={(e) => setExpiry({ day: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          >
            <option value="">{S.chooseOption}</option>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <CheckboxField
        label={S.startMinimized}
        checked={behavior.start_minimized}
        disabled={locked}
        onChange={(e) => set({ start_minimized: e.currentTarget.checked })}
      />
    </section>
  );
}

/** The select's value as one of `values` (it only offers those). */
function pick<T extends string>(values: readonly T[], value: string): T {
  return values.find((v) => v === value) ?? (values[0] as T);
}

export default defineRemote('editor-card', BehaviorCard);
