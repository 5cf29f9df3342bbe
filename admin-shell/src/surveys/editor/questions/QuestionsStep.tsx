/**
 * The Questions step of the survey editor (spec 000 §2): the editable survey title, Build |
 * Preview, the draggable question cards, Add Question, the Thank You Message card and the add-ons'
 * cards. The frame around it (Back, Next Step, saving) is the editor's.
 */
import { useEffect, useRef, useState } from 'react';
import type { Question } from '../../model/types';
import { deleteQuestion, idKey, reorderQuestions, retypeQuestion, sameId } from '../../rules/logic';
import { newQuestion, questionErrors } from '../../rules/questions';
import { useEditor } from '../EditorContext';
import { AddQuestionMenu } from './AddQuestionMenu';
import { QuestionList } from './QuestionList';
import { SurveyPreview } from './QuestionPreview';
import { QUESTIONS_STRINGS as S } from './strings';
import { StepCards } from '../StepCards';
import { SurveyTitle } from './SurveyTitle';
import { ThankYouCard } from './ThankYouCard';
import { useSaveSoon } from './useSaveSoon';
import './questions.css';

export default function QuestionsStep() {
  const { survey, update, save, questionTypes, previewing, setPreviewing } = useEditor();
  const saveSoon = useSaveSoon();
  const isNps = survey.type === 'nps';
  // null until the admin opens or closes a card: then only the last card is open.
  const [openIds, setOpenIds] = useState<string[] | null>(null);
  const last = survey.questions.at(-1);
  const open = openIds ?? (last ? [idKey(last.id)] : []);

  // A survey without questions starts with one text question.
  const entered = useRef(false);
  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    update((s) => (s.questions.length > 0 ? s : { ...s, questions: [newQuestion('text', questionTypes)] }));
  }, [update, questionTypes]);

  async function addQuestion(key: string) {
    if (isNps) return;
    if (survey.questions.length > 0) await save();
    const question = newQuestion(key, questionTypes);
    update((s) => ({ ...s, questions: [...s.questions, question] }));
    setOpenIds([idKey(question.id)]);
  }

  function cardProps(question: Question) {
    const id = question.id;
    const key = idKey(id);
    return {
      errors: questionErrors(question, questionTypes),
      deletable: !isNps,
      onToggle: () => setOpenIds(open.includes(key) ? open.filter((k) => k !== key) : [...open, key]),
      onChange: (next: Question) => update((s) => ({ ...s, questions: s.questions.map((q) => (sameId(q.id, id) ? next : q)) })),
      onRetype: (type: string) => update((s) => retypeQuestion(s, id, type, questionTypes)),
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
    <div className="qs-step">
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
