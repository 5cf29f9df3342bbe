/**
 * The start checklist of a new install, on the landing screen (the surveys list): license →
 * add-ons → first survey → embed → first answer, each ticked from the host's state and linked to
 * the screen that does it. Dismissing hides it for good in this browser. A checklist that cannot
 * be read shows nothing: it is a guide, not a screen of its own.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useStartState } from './queries';
import { checklistDismissed, dismissChecklist, startSteps } from './steps';
import { START_STRINGS as S } from './strings';
import './start.css';

export function StartChecklist({ onDismiss }: { onDismiss?: () => void }) {
  const [dismissed, setDismissed] = useState(checklistDismissed);
  const { state } = useStartState(!dismissed);
  const titleId = useId();
  if (dismissed || !state) return null;
  const steps = startSteps(state);
  const done = steps.filter((s) => s.done).length;

  return (
    <section className="start-checklist" aria-labelledby={titleId}>
      <div className="start-checklist-header">
        <h2 id={titleId}>{S.heading}</h2>
        <button
          type="button"
          className="button button-link"
          onClick={() => {
            dismissChecklist();
            setDismissed(true);
            onDismiss?.();
          }}
        >
          {S.dismiss}
        </button>
      </div>
      <p className="start-checklist-progress">{done === steps.length ? S.allDone : S.progress(done, steps.length)}</p>
      <ol className="start-checklist-steps">
        {steps.map((step) => (
          <li key={step.key} className={step.done ? 'is-done' : undefined}>
            <span className="start-checklist-mark" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <span className="start-checklist-label">
              <span className="visually-hidden">{step.done ? S.done : S.toDo}: </span>
              {S.steps[step.key].label}
            </span>
            {!step.done && <Link to={step.to}>{S.steps[step.key].link}</Link>}
          </li>
        ))}
      </ol>
    </section>
  );
}
