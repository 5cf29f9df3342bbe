/**
 * The editor around the current step (spec 000 §2): the workflow header, the step, and Back /
 * Next Step. Moving to another step saves first, except to or from the setup step, where a new
 * survey has nothing to save yet.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotices } from '../../notices/NoticesContext';
import { returnFrom } from '../list/returnFocus';
import { scheduleComplete } from '../rules/schedule';
import { backTarget, canContinue, nextTarget, stepReachable, stepsFor, type StepKey } from '../rules/steps';
import { useEditor } from './EditorContext';
import { useEditorFrame } from './FrameContext';
import { NotificationsStep } from './notifications/NotificationsStep';
import { stepPath, SURVEYS_PATH } from './paths';
import { PublishStep } from './publish/PublishStep';
import { SettingsStep } from './settings/SettingsStep';
import { SetupStep } from './setup/SetupStep';
import { StepFooter } from './StepFooter';
import { EDITOR_STRINGS as S } from './strings';
import { LanguageSwitcher } from './translations/LanguageSwitcher';
import { TranslationsPanel } from './translations/TranslationsPanel';
import { useTranslationView } from './translations/useTranslationView';
import { WorkflowHeader } from './WorkflowHeader';
import './editor.css';

const QuestionsStep = lazy(() => import('./questions/QuestionsStep'));

export function EditorFrame({ isNewRoute, step }: { isNewRoute: boolean; step: StepKey }) {
  const { survey, save, saving, questionTypes, previewing, setPreviewing } = useEditor();
  const { schedule, saveOutcome, cardsValid, startedNew, requestValidation } = useEditorFrame();
  const navigate = useNavigate();
  const { notify, close } = useNotices();
  const top = useRef<HTMLDivElement>(null);
  const [responses] = useState(survey.responses_count ?? 0);
  const translations = useTranslationView();

  useEffect(() => {
    if (responses <= 0) return;
    const id = notify({ type: 'warning', title: S.hasResponses, timeout: 0 });
    return () => close(id);
  }, [responses, notify, close]);

  // The route's steps, where Back and Next go: a saved survey has no setup step to return to.
  const steps = stepsFor(isNewRoute);
  // The header keeps the steps the editor opened with, so a new survey's first save (which moves
  // it to its edit URL) does not renumber them; its setup step then stays, done, as step 1.
  const shownSteps = stepsFor(isNewRoute || startedNew);
  const settled = shownSteps.filter((s) => !steps.includes(s));
  const currentCanContinue = canContinue(step, { survey, types: questionTypes, schedule, saving, cardsValid });
  const back = backTarget(steps, step, isNewRoute || startedNew);
  const next = nextTarget(steps, step);
  // The questions step names its errors when Next Step is pressed, rather than greying it out.
  const nextExplains = step === 'questions';

  // After moving to a step, focus goes to its heading (not to <body> with the old step's button).
  const focusHeading = useRef(false);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusHeading.current || !body.current) return;
    focusHeading.current = false;
    return focusWhenDrawn(body.current, 'h2');
  }, [step]);

  async function goTo(target: StepKey): Promise<boolean> {
    let id = survey.id;
    if (step !== 'setup' && target !== 'setup') {
      const saved = await save();
      if (!saved) return false;
      id = saved.id;
    }
    focusHeading.current = true;
    navigate(stepPath(id, target));
    return true;
  }

  async function manualSave() {
    requestValidation();
    const outcome = await saveOutcome();
    // A manual save that published from the last step is the end of the workflow; the list then
    // focuses this survey's row (the saved banner, a polite live region, says it was saved).
    if (outcome?.published && step === 'publish') navigate(SURVEYS_PATH, returnFrom(outcome.survey.id));
  }

  function onBack() {
    if (step === 'questions' && previewing) setPreviewing(false);
    else if (back === 'list') navigate(SURVEYS_PATH, returnFrom(survey.id));
    else if (back) void goTo(back);
  }

  async function onNext() {
    if (!next) return;
    if (!currentCanContinue) {
      if (nextExplains && !saving) requestValidation();
      return;
    }
    if (await goTo(next)) top.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <div className="survey-editor" ref={top}>
      <WorkflowHeader
        steps={shownSteps}
        settled={settled}
        current={step}
        reachable={(target) => stepReachable(steps, step, target, currentCanContinue)}
        onStep={(target) => void goTo(target)}
        saveDisabled={step === 'setup' || saving || !scheduleComplete(schedule)}
        saving={saving}
        onSave={() => void manualSave()}
        onClose={() => navigate(SURVEYS_PATH, returnFrom(survey.id))}
        languages={<LanguageSwitcher view={translations} />}
      />
      <TranslationsPanel view={translations} />
      <div className="editor-step-body" ref={body}>
        {step === 'setup' && (
          <SetupStep
            onChosen={() => {
              focusHeading.current = true;
              navigate(stepPath(null, 'questions'));
            }}
          />
        )}
        {step === 'questions' && (
          <Suspense fallback={<p className="loading">{S.loading}</p>}>
            <QuestionsStep />
          </Suspense>
        )}
        {step === 'settings' && <SettingsStep />}
        {step === 'notifications' && <NotificationsStep />}
        {step === 'publish' && <PublishStep onSave={() => void manualSave()} />}
      </div>
      <StepFooter
        showBack={back !== null || (step === 'questions' && previewing)}
        showNext={next !== null}
        nextDisabled={nextExplains ? saving : !currentCanContinue}
        onBack={onBack}
        onNext={() => void onNext()}
      />
    </div>
  );
}

/**
 * Focuses the first `selector` in `root` once it is drawn (a lazy step may take a moment), making
 * a heading focusable by script only, unless the step has put focus somewhere in itself already
 * (the first question of a blank survey takes it in its title). Returns a cleanup that stops waiting.
 */
function focusWhenDrawn(root: HTMLElement, selector: string): () => void {
  const attempt = () => {
    if (root.contains(document.activeElement)) return true;
    const target = root.querySelector<HTMLElement>(selector);
    if (!target) return false;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    return true;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
