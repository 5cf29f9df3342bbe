import { useId } from 'react';
import { Link } from 'react-router';
import { stepPath } from '../../surveys/editor/paths';
import type { DayRange } from '../dates';
import { RESULTS_STRINGS } from '../strings';
import type { QuestionStats } from '../types';
import { AnswersList } from './AnswersList';
import { QuestionExport } from './ExportButtons';
import { OptionsPie } from './OptionsPie';

const S = RESULTS_STRINGS.survey;

/**
 * One question's statistics (spec 001 §2): counts per option for a quantitative question, the
 * answers otherwise; its total and skipped, its export, and the invalid-options warning.
 */
export function QuestionResult({
  surveyId,
  question,
  range,
  proLicensed,
}: {
  surveyId: number;
  question: QuestionStats;
  range: DayRange;
  proLicensed: boolean;
}) {
  const headingId = useId();
  const title = question.title || RESULTS_STRINGS.untitled;
  return (
    <article className="rs-question" aria-labelledby={headingId}>
      <header className="rs-question-header">
        <h3 id={headingId}>{title}</h3>
        <QuestionExport request={{ surveyId, range }} questionId={question.id} title={title} allowed={proLicensed} />
      </header>
      {question.invalid_options && (
        <p className="inline-notice inline-notice-warning rs-invalid">
          {S.invalidOptions}
          <Link to={stepPath(surveyId, 'questions')}>{S.invalidOptionsLink}</Link>
        </p>
      )}
      <p className="rs-question-stats">
        <span>{S.total(question.total_answers)}</span>
        <span>{S.skipped(question.skipped)}</span>
      </p>
      {question.is_quantitative && <OptionsPie question={question} />}
      {(!question.is_quantitative || question.answers.length > 0) && (
        <h4>{question.is_quantitative ? S.commentsHeading : S.answersHeading}</h4>
      )}
      {question.answers.length > 0 ? (
        <AnswersList surveyId={surveyId} answers={question.answers} linkResponses={proLicensed} />
      ) : (
        !question.is_quantitative && <p className="rs-muted">{S.noAnswers}</p>
      )}
    </article>
  );
}
