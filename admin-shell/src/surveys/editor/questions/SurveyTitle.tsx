import { useRef, useState, type KeyboardEvent } from 'react';
import { useEditor } from '../EditorContext';
import { QUESTIONS_STRINGS as S } from './strings';

/**
 * The survey title as a heading that becomes an input (spec 000 §4): Enter keeps the text, Escape
 * cancels, and keeping empty text reverts to the previous title.
 */
export function SurveyTitle() {
  const { survey, update } = useEditor();
  const [draft, setDraft] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The input's blur may follow Enter or Escape; only the first ending counts.
  const editing = useRef(false);

  function start() {
    editing.current = true;
    setDraft(survey.title);
  }

  function finish(keep: boolean) {
    if (draft === null || !editing.current) return;
    editing.current = false;
    const text = draft.trim();
    if (keep && text !== '' && text !== survey.title) update((s) => ({ ...s, title: text }));
    setDraft(null);
    // Back to the heading's button, once it is rendered again.
    requestAnimationFrame(() => button.current?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  }

  if (draft !== null) {
    return (
      <div className="qs-title">
        <label className="visually-hidden" htmlFor="qs-survey-title">
          {S.surveyTitle}
        </label>
        <input
          id="qs-survey-title"
          className="qs-title-input"
          value={draft}
          autoFocus
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => finish(true)}
        />
      </div>
    );
  }

  return (
    <h2 className="qs-title">
      <button ref={button} type="button" className="qs-title-button" onClick={start}>
        {survey.title}
        <span className="visually-hidden"> ({S.editTitle})</span>
        <span aria-hidden="true" className="qs-title-pencil">
          ✎
        </span>
      </button>
    </h2>
  );
}
