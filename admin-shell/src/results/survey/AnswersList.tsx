import { Link } from 'react-router';
import { formatInstant } from '../dates';
import { AnswerValue } from '../responses/AnswerValue';
import { useSiteDays } from '../siteDays';
import { RESULTS_STRINGS } from '../strings';
import type { AnswerItem } from '../types';

const S = RESULTS_STRINGS.survey;

/**
 * Answers with their date and comment; a rating (the answer a star or NPS comment goes with) reads
 * as stars or as a score out of 10, as in the responses. Each links to its response only for Pro with a licence:
 * free users have no link to the single response (spec 001 §6).
 */
export function AnswersList({
  surveyId,
  type,
  answers,
  linkResponses,
}: {
  surveyId: number;
  /** The question's type. */
  type: string;
  answers: AnswerItem[];
  linkResponses: boolean;
}) {
  const zone = useSiteDays()?.zone ?? 'UTC';
  return (
    <ul className="rs-answers">
      {answers.map((answer) => (
        <li key={`${answer.response_id}-${answer.date}`}>
          <p className="rs-answer-value">
            <AnswerValue type={type} value={answer.value} />
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
