import { INTEGRATIONS_STRINGS as S } from '../strings';
import { activeStep } from './activeStep';

/**
 * The page pitching an automation tool, in three steps. Hearken cannot install other software or
 * see whether it runs, so the tool counts as not active: step 1 is current and links out, and
 * steps 2 and 3 stay disabled as the spec's rule says.
 */
export default function IntegrationsTab() {
  const current = activeStep({ active: false, setupComplete: false });
  return (
    <section className="settings-card" aria-labelledby="settings-integrations-title">
      <h2 id="settings-integrations-title">{S.title}</h2>
      <p>{S.intro}</p>
      <ol className="settings-steps">
        {S.steps.map((step, index) => {
          const number = index + 1;
          const isCurrent = number === current;
          return (
            <li key={step.title} className={isCurrent ? 'settings-step settings-step-current' : 'settings-step'} aria-current={isCurrent ? 'step' : undefined}>
              <p className="settings-step-number">
                {S.stepLabel(number)}
                {isCurrent && <span className="visually-hidden"> ({S.current})</span>}
              </p>
              <h3>{step.title}</h3>
              {number === 1 ? (
                <a className="button button-primary" href={S.toolUrl} target="_blank" rel="noreferrer">
                  {step.action}
                </a>
              ) : (
                <button type="button" className="button" disabled={number > current}>
                  {step.action}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <p className="settings-hint">{S.notDetected}</p>
    </section>
  );
}
