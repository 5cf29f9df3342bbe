import { useId, type ReactNode } from 'react';
import type { Question, Survey } from '../../model/types';
import { idKey } from '../../rules/logic';
import { optionLabel } from '../../rules/questions';
import { QUESTIONS_STRINGS as S } from './strings';

/**
 * The questions as a visitor sees them, read-only: a stand-in until the widget itself can be shown
 * here. Every control is disabled.
 */
export function SurveyPreview({ survey }: { survey: Survey }) {
  return (
    <section className="qs-preview" aria-label={S.preview}>
      <p className="inline-notice">{S.previewNotice}</p>
      <ol className="qs-preview-list">
        {survey.questions.map((question) => (
          <li key={idKey(question.id)} className="qs-preview-question">
            <PreviewQuestion question={question} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function PreviewQuestion({ question }: { question: Question }) {
  const id = useId();
  const titleId = `${id}-title`;
  const title = (
    <p id={titleId} className="qs-preview-title">
      {question.title}
      {question.settings.required && <span aria-hidden="true"> *</span>}
    </p>
  );
  switch (question.type) {
    case 'checkbox':
    case 'radio-button':
    case 'image-radio':
    case 'icon-choice':
      return (
        <fieldset disabled aria-labelledby={titleId}>
          {title}
          {question.config.options.map((option, i) => (
            <label key={i} className="qs-preview-option">
              <input type={question.type === 'checkbox' ? 'checkbox' : 'radio'} name={id} /> {optionLabel(option)}
            </label>
          ))}
        </fieldset>
      );
    case 'star-rating':
      return <Scale titleId={titleId} title={title} max={5} star />;
    case 'nps':
      return <Scale titleId={titleId} title={title} max={10} low={S.npsLow} high={S.npsHigh} />;
    case 'long-text':
      return (
        <>
          {title}
          <textarea aria-labelledby={titleId} disabled rows={3} />
        </>
      );
    case 'email':
      return (
        <>
          {title}
          {question.config.include_name === true && <input aria-label={S.firstName} placeholder={S.firstName} disabled />}
          <input type="email" aria-labelledby={titleId} placeholder={S.email} disabled />
        </>
      );
    default:
      return (
        <>
          {title}
          <input aria-labelledby={titleId} disabled />
        </>
      );
  }
}

function Scale({
  titleId,
  title,
  max,
  star = false,
  low,
  high,
}: {
  titleId: string;
  title: ReactNode;
  max: number;
  star?: boolean;
  low?: string;
  high?: string;
}) {
  return (
    <div role="group" aria-labelledby={titleId}>
      {title}
      <div className="qs-preview-scale">
        {Array.from({ length: max }, (_, i) => (
          <button key={i} type="button" disabled aria-label={String(i + 1)}>
            {star ? '☆' : i + 1}
          </button>
        ))}
      </div>
      {low && high && (
        <p className="qs-preview-labels">
          <span>{low}</span>
          <span>{high}</span>
        </p>
      )}
    </div>
  );
}
