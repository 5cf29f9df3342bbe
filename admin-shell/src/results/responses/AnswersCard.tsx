import type { ResponsesList, SurveyResponse } from '../types';
import { AnswerValue } from './AnswerValue';
import { answerText } from './format';
import { RESPONSES_STRINGS as S } from './strings';

type Question = ResponsesList['survey']['questions'][number];

function Answer({ question, response }: { question: Question; response: SurveyResponse }) {
  const answer = response.answers.find((a) => String(a.question_id) === String(question.id));
  const text = answerText(answer?.value);
  const name = question.type === 'email' ? answer?.extra?.name?.trim() : undefined;
  const comments = answer?.extra?.comments?.trim();
  return (
    <li className="rr-answer">
      <h2 className="rr-question">{question.title}</h2>
      {text === null ? (
        <p>
          <small>
            <em className="rr-skipped">{S.single.skipped}</em>
          </small>
        </p>
      ) : (
        <p>
          <AnswerValue type={question.type} value={answer?.value} />
          {name && <span className="rr-answer-name"> ({name})</span>}
        </p>
      )}
      {comments && (
        <div className="rr-comments">
          <h3>{S.single.comments}</h3>
          <p>{comments}</p>
        </div>
      )}
    </li>
  );
}

/** Every question of the survey with this response's answer (spec 001 §2 main card). */
export function AnswersCard({ questions, response }: { questions: Question[]; response: SurveyResponse }) {
  return (
    <section className="rr-card rr-answers-card" aria-label={S.single.answers}>
      <ol className="rr-answers">
        {questions.map((question) => (
          <Answer key={String(question.id)} question={question} response={response} />
        ))}
      </ol>
    </section>
  );
}
