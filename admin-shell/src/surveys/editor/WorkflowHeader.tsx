/**
 * The editor's header (spec 000 §2): the steps as an ordered list, Save with its progress, and
 * Close. Earlier steps open after a save; later ones are locked while the current step cannot continue.
 */
import type { ReactNode } from 'react';
import type { StepKey } from '../rules/steps';
import { EDITOR_STRINGS as S } from './strings';
import { LockIcon } from '../../upgrade/LockIcon';

export interface WorkflowHeaderProps {
  steps: readonly StepKey[];
  /** Steps done for good (a new survey's setup once it is saved): numbered, not links. */
  settled?: readonly StepKey[];
  current: StepKey;
  reachable(step: StepKey): boolean;
  onStep(step: StepKey): void;
  saveDisabled: boolean;
  saving: boolean;
  onSave(): void;
  onClose(): void;
  /** Before Save: the way into the survey's translations (issue 34). */
  languages?: ReactNode;
}

export function WorkflowHeader({
  steps,
  settled = [],
  current,
  reachable,
  onStep,
  saveDisabled,
  saving,
  onSave,
  onClose,
  languages,
}: WorkflowHeaderProps) {
  return (
    <header className="editor-header">
      <nav aria-label={S.workflow}>
        <ol className="editor-steps">
          {steps.map((step, index) => {
            const title = S.stepTitles[step];
            if (step === current) {
              return (
                <li key={step} className="editor-step is-current" aria-current="step">
                  <span className="editor-step-number">{index + 1}</span> {title}
                </li>
              );
            }
            if (settled.includes(step)) {
              return (
                <li key={step} className="editor-step is-settled">
                  <span className="editor-step-number">{index + 1}</span> {title}
                  <span className="visually-hidden"> ({S.stepDone})</span>
                </li>
              );
            }
            const locked = !reachable(step);
            return (
              <li key={step} className={`editor-step${locked ? ' is-locked' : ''}`}>
                <button
                  type="button"
                  className="editor-step-button"
                  aria-disabled={locked || undefined}
                  aria-label={locked ? S.stepLocked(title) : undefined}
                  onClick={() => {
                    if (!locked) onStep(step);
                  }}
                >
                  <span className="editor-step-number" aria-hidden="true">
                    {locked ? <LockIcon size={12} /> : index + 1}
                  </span>{' '}
                  {title}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="editor-actions">
        {languages}
        {saving && <span role="progressbar" aria-label={S.saving} className="editor-progress" />}
        <button type="button" className="button button-primary" disabled={saveDisabled} onClick={onSave}>
          {saving ? S.saving : S.save}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {S.close}
        </button>
      </div>
    </header>
  );
}
