/**
 * Behavior (spec 000 §2, §5, §6): timing, delay, display length, run time and start minimized.
 * Edited here when the add-on is licensed and active; otherwise the current values, locked. An
 * add-on's editor card titled 'Behavior' on the settings step replaces this card (StepCards).
 */
import { useTier } from '../../../upgrade/useTier';
import type { SurveySettings } from '../../model/types';
import { useEditor } from '../EditorContext';
import { FeatureLock } from '../FeatureLock';
import { EDITOR_STRINGS as S, MONTHS } from '../strings';
import { ReadOnlyValues } from './ReadOnlyValues';
import { behaviorRows } from './summaries';

type Behavior = SurveySettings['behavior'];

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

export function BehaviorCard() {
  const { survey } = useEditor();
  const tier = useTier();
  const editable = tier?.feature('behavior') ?? false;
  return (
    <section className="editor-card" aria-labelledby="behavior-title">
      <h3 id="behavior-title">{S.behavior}</h3>
      {editable ? (
        <BehaviorControls />
      ) : (
        <>
          <ReadOnlyValues rows={behaviorRows(survey.settings.behavior)} />
          <FeatureLock feature={S.behaviorFeature} addon="behavior" />
        </>
      )}
    </section>
  );
}

/** Keeps the delay a whole number of seconds from 0 to 60 (spec 000 §5). */
function clampDelay(value: string): number {
  const seconds = Math.round(Number(value));
  return Number.isFinite(seconds) ? Math.min(60, Math.max(0, seconds)) : 0;
}

function BehaviorControls() {
  const { survey, update } = useEditor();
  const behavior = survey.settings.behavior;
  const set = (patch: Partial<Behavior>) =>
    update((s) => ({ ...s, settings: { ...s.settings, behavior: { ...s.settings.behavior, ...patch } } }));
  const setExpiry = (patch: Partial<Behavior['expire_at']>) => set({ expire_at: { ...behavior.expire_at, ...patch } });
  const expiryMissing = behavior.run_time === 'expire' && (behavior.expire_at.month === null || behavior.expire_at.day === null);

  return (
    <div className="behavior-controls">
      <label className="field">
        {S.timing}
        <select value={behavior.timing} onChange={(e) => set({ timing: e.target.value as Behavior['timing'] })}>
          {Object.entries(S.timingNames).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {behavior.timing === 'delay' && (
        <label className="field">
          {S.delaySeconds}
          <input type="number" min={0} max={60} step={1} value={behavior.timing_delay} onChange={(e) => set({ timing_delay: clampDelay(e.target.value) })} />
        </label>
      )}
      <label className="field">
        {S.displayLength}
        <select value={behavior.display_length} onChange={(e) => set({ display_length: e.target.value as Behavior['display_length'] })}>
          {Object.entries(S.displayLengthNames).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {S.runTime}
        <select value={behavior.run_time} onChange={(e) => set({ run_time: e.target.value as Behavior['run_time'] })}>
          {Object.entries(S.runTimeNames).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {behavior.run_time === 'expire' && (
        <div className="expiry">
          <label className="field">
            {S.expireMonth}
            <select
              value={behavior.expire_at.month ?? ''}
              aria-invalid={behavior.expire_at.month === null || undefined}
              onChange={(e) => setExpiry({ month: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">{S.chooseOption}</option>
              {MONTHS.map((month, i) => (
                <option key={month} value={i + 1}>
                  {month}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {S.expireDay}
            <select
              value={behavior.expire_at.day ?? ''}
              aria-invalid={behavior.expire_at.day === null || undefined}
              onChange={(e) => setExpiry({ day: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">{S.chooseOption}</option>
              {DAYS.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </select>
          </label>
          {expiryMissing && <p className="field-error">{S.expiryNeeded}</p>}
        </div>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={behavior.start_minimized} onChange={(e) => set({ start_minimized: e.target.checked })} />
        {S.startMinimized}
      </label>
    </div>
  );
}
