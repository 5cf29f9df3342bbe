import type { ResponsesList, SurveyResponse } from '../types';
import { AnswerValue } from './AnswerValue';
import { answerText } from './format';
import { RESPONSES_STRINGS as S } from './strings';

type Question = ResponsesList['survey']['questions'][number];

/** A row shows this many answers; the rest are counted. */
const SHOWN = 3;
/** Long answers are cut to this many characters in the list; the single response has them whole. */
const ANSWER_LENGTH = 80;
const QUESTION_LENGTH = 40;

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/**
 * The first answers of a response, in the survey's order, each under its question's title (a line
 * of its own: a title often ends in '?', which a colon after it would make awkward).
 */
export function AnswerExcerpts({ questions, response }: { questions: Question[]; response: SurveyResponse }) {
  const answered = questions.flatMap((question) => {
    const answer = response.answers.find((a) => String(a.question_id) === String(question.id));
    return answer && answerText(answer.value) !== null ? [{ question, value: answer.value }] : [];
  });
  if (answered.length === 0) return <span className="rr-skipped">{S.noAnswers}</span>;
  const rest = answered.length - SHOWN;
  return (
    <ul className="rr-excerpts">
      {answered.slice(0, SHOWN).map(({ question, value }) => (
        <li key={String(question.id)}>
          <span className="rr-excerpt-question">{cut(question.title, QUESTION_LENGTH)}</span>
          <span className="rr-excerpt-answer">
            <AnswerValue type={question.type} value={value} maxLength={ANSWER_LENGTH} />
          </span>
        </li>
      ))}
      {rest > 0 && <li className="rr-excerpt-more">{S.moreAnswers(rest)}</li>}
    </ul>
  );
}
