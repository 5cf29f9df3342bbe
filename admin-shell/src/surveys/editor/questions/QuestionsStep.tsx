/**
 * The Questions step of the survey editor (spec 000 §2): the editable survey title, Build |
 * Preview, the draggable question cards, Add Question, the Thank You Message card and the add-ons'
 * cards. The frame around it (Back, Next Step, saving) is the editor's.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Question } from '../../model/types';
import { deleteQuestion, idKey, reorderQuestions, retypeQuestion, sameId } from '../../rules/logic';
import { newQuestion, questionErrors, type QuestionErrors } from '../../rules/questions';
import { useEditor } from '../EditorContext';
import { AddQuestionMenu } from './AddQuestionMenu';
import { QuestionList } from './QuestionList';
import { SurveyPreview } from './QuestionPreview';
import { QUESTIONS_STRINGS as S } from './strings';
import { StepCards } from '../StepCards';
import { remapOptionTranslations, type OptionMoves } from '../translations/model';
import { SurveyTitle } from './SurveyTitle';
import { ThankYouCard } from './ThankYouCard';
import { useSaveSoon } from './useSaveSoon';
import './questions.css';

type Field = keyof QuestionErrors;

export default function QuestionsStep() {
  const { survey, update, save, questionTypes, previewing, setPreviewing, validationRequests, isNew } = useEditor();
  const saveSoon = useSaveSoon();
  const isNps = survey.type === 'nps';
  // null until the admin opens or closes a card: then only the last card is open.
  const [openIds, setOpenIds] = useState<string[] | null>(null);
  const last = survey.questions.at(-1);
  const open = openIds ?? (last ? [idKey(last.id)] : []);
  // The fields of questions added here that nobody has left yet: their errors wait for a blur,
  // a Save or a Next Step, so a new question does not open in its error state.
  const [quiet, setQuiet] = useState<ReadonlyMap<string, ReadonlySet<Field>>>(() => new Map());
  // The question whose title takes focus once its card is drawn (the one just added).
  const [focusId, setFocusId] = useState<string | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);

  const hush = useCallback((key: string) => setQuiet((q) => new Map(q).set(key, new Set<Field>(['title', 'options']))), []);
  const afterRelease = useAfterPointerRelease();
  const touch = useCallback(
    (key: string, field: Field) =>
      afterRelease(() =>
        setQuiet((q) => {
          const fields = q.get(key);
          if (!fields?.has(field)) return q;
          const next = new Map(q);
          next.set(key, new Set([...fields].filter((f) => f !== field)));
          return next;
        }),
      ),
    [afterRelease],
  );

  // A survey without questions starts with one text question. The questions of a survey not yet
  // saved (the template's just chosen) are new too; an untitled last one takes focus in its title.
  const entered = useRef(false);
  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    const last = survey.questions.at(-1);
    if (last) {
      if (isNew) survey.questions.forEach((q) => hush(idKey(q.id)));
      if (isNew && last.title.trim() === '') setFocusId(idKey(last.id));
      return;
    }
    const question = newQuestion('text', questionTypes);
    hush(idKey(question.id));
    setFocusId(idKey(question.id));
    update((s) => (s.questions.length > 0 ? s : { ...s, questions: [question] }));
  }, [update, questionTypes, survey.questions, isNew, hush]);

  // Save or Next Step on an incomplete survey: every error shows, the cards holding one open, and
  // the first invalid field takes focus.
  const [reveal, setReveal] = useState(validationRequests);
  if (reveal !== validationRequests) {
    setReveal(validationRequests);
    setQuiet(new Map());
    const invalid = survey.questions.filter((q) => {
      const e = questionErrors(q, questionTypes);
      return e.title || e.options;
    });
    if (invalid.length > 0) setOpenIds([...new Set([...open, ...invalid.map((q) => idKey(q.id))])]);
  }
  // Only requests made while the step is shown move focus, not one made before it was entered.
  const focusedFor = useRef(validationRequests);
  useEffect(() => {
    if (focusedFor.current === validationRequests) return;
    focusedFor.current = validationRequests;
    stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [validationRequests]);

  async function addQuestion(key: string) {
    if (isNps) return;
    if (survey.questions.length > 0) await save();
    const question = newQuestion(key, questionTypes);
    hush(idKey(question.id));
    update((s) => ({ ...s, questions: [...s.questions, question] }));
    setOpenIds([idKey(question.id)]);
    setFocusId(idKey(question.id));
  }

  function shownErrors(question: Question): QuestionErrors {
    const errors = questionErrors(question, questionTypes);
    const held = quiet.get(idKey(question.id));
    if (!held) return errors;
    return Object.fromEntries(Object.entries(errors).filter(([field]) => !held.has(field as Field)));
  }

  function cardProps(question: Question) {
    const id = question.id;
    const key = idKey(id);
    return {
      errors: shownErrors(question),
      deletable: !isNps,
      focusTitle: focusId === key,
      onTouch: (field: Field) => touch(key, field),
      onToggle: () => {
        setFocusId(null);
        setOpenIds(open.includes(key) ? open.filter((k) => k !== key) : [...open, key]);
      },
      onChange: (next: Question, moves?: OptionMoves) =>
        update((s) => {
          const changed = { ...s, questions: s.questions.map((q) => (sameId(q.id, id) ? next : q)) };
          return moves ? remapOptionTranslations(changed, id, moves) : changed;
        }),
      onRetype: (type: string) =>
        update((s) => {
          const before = s.questions.find((q) => sameId(q.id, id));
          const retyped = retypeQuestion(s, id, type, questionTypes);
          const after = retyped.questions.find((q) => sameId(q.id, id));
          // A type change that resets the config replaces the options: their translations go.
          if (!before || !after || before.config.options === after.config.options) return retyped;
          return remapOptionTranslations(retyped, id, before.config.options.map(() => null));
        }),
      onDelete: () => {
        update((s) => deleteQuestion(s, id));
        setOpenIds(open.filter((k) => k !== key));
        saveSoon();
      },
    };
  }

  function moveQuestion(from: number, to: number) {
    update((s) => reorderQuestions(s, from, to));
    saveSoon();
  }

  return (
    <div className="qs-step" ref={stepRef}>
      <div className="qs-step-header">
        <SurveyTitle />
        <div role="group" aria-label={S.mode} className="qs-mode">
          <button type="button" aria-pressed={!previewing} onClick={() => setPreviewing(false)}>
            {S.build}
          </button>
          <button type="button" aria-pressed={previewing} onClick={() => setPreviewing(true)}>
            {S.preview}
          </button>
        </div>
      </div>
      {previewing ? (
        <SurveyPreview survey={survey} />
      ) : (
        <>
          <QuestionList questions={survey.questions} openIds={open} cardProps={cardProps} onMove={moveQuestion} />
          <AddQuestionMenu types={questionTypes} disabled={isNps} onAdd={(key) => void addQuestion(key)} />
          <StepCards step="questions" core={[{ label: S.thankYou, card: <ThankYouCard /> }]} />
        </>
      )}
    </div>
  );
}

/**
 * Runs a change once the pointer pressed now is released and its click handled, or at once when
 * none is: an error that appears when a field is left by clicking a button (Next Step, Add Option)
 * must not push that button from under the pointer before the click lands.
 */
function useAfterPointerRelease(): (run: () => void) => void {
  const pressed = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    const down = () => (pressed.current = true);
    const up = () => {
      pressed.current = false;
      // The click follows pointerup in the same task: run after it.
      setTimeout(() => waiting.current.splice(0).forEach((run) => run()));
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);
  return useCallback((run: () => void) => {
    if (pressed.current) waiting.current.push(run);
    else run();
  }, []);
}
