import { useId } from 'react';
import { Link } from 'react-router';
import { stepPath } from '../../surveys/editor/paths';
import type { DayRange } from '../dates';
import { RESULTS_STRINGS } from '../strings';
import type { QuestionStats } from '../types';
import { AnswersList } from './AnswersList';
import { QuestionExport } from './ExportButtons';
import { ChoiceResult } from './ChoiceResult';
import { npsOf } from '../figures';
import { NpsScore } from './NpsScore';
import { RatingResult } from './RatingResult';

const S = RESULTS_STRINGS.survey;

/**
 * One question's statistics (spec 001 §2) in the chart its type calls for: an NPS question's score
 * and segments, a star rating's average and distribution, a choice's bars of shares; the answers of
 * a text question. Its total and skipped, its export, and the invalid-options warning.
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
      <QuantitativeChart question={question} title={title} />
      {(!question.is_quantitative || question.answers.length > 0) && (
        <h4>{question.is_quantitative ? S.commentsHeading : S.answersHeading}</h4>
      )}
      {question.answers.length > 0 ? (
        <AnswersList surveyId={surveyId} type={question.type} answers={question.answers} linkResponses={proLicensed} />
      ) : (
        !question.is_quantitative && <p className="rs-muted">{S.noAnswers}</p>
      )}
    </article>
  );
}

function QuantitativeChart({ question, title }: { question: QuestionStats; title: string }) {
  if (!question.is_quantitative) return null;
  if (question.type === 'nps') return <NpsScore overview={npsOf(question.options)} title={title} />;
  if (question.type === 'star-rating') return <RatingResult question={question} title={title} />;
  return <ChoiceResult question={question} title={title} />;
}
