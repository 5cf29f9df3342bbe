import { Link } from 'react-router';
import { formatInstant } from '../dates';
import { useSiteDays } from '../siteDays';
import { RESULTS_STRINGS } from '../strings';
import type { AnswerItem } from '../types';

const S = RESULTS_STRINGS.survey;

export function answerText(value: AnswerItem['value']): string {
  if (value === null) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * Answers with their date and comment. Each links to its response only for Pro with a licence:
 * free users have no link to the single response (spec 001 §6).
 */
export function AnswersList({
  surveyId,
  answers,
  linkResponses,
}: {
  surveyId: number;
  answers: AnswerItem[];
  linkResponses: boolean;
}) {
  const zone = useSiteDays()?.zone ?? 'UTC';
  return (
    <ul className="rs-answers">
      {answers.map((answer) => (
        <li key={`${answer.response_id}-${answer.date}`}>
          <p className="rs-answer-value">
            {answerText(answer.value)}
            {/* An e-mail answer with the visitor's first name shows it after the address (spec 001 §2). */}
            {answer.extra?.name ? ` (${answer.extra.name})` : ''}
          </p>
          {answer.extra?.comments && <p className="rs-answer-comment">{answer.extra.comments}</p>}
          <p className="rs-answer-meta">
            <time dateTime={answer.date}>{formatInstant(answer.date, zone)}</time>
            {linkResponses && (
              <>
                {' · '}
                <Link to={`/results/survey/${surveyId}/responses/${answer.response_id}`} aria-label={S.viewResponseLabel(answer.response_id)}>
                  {S.viewResponse}
                </Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
