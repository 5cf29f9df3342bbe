import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useNpsComments } from '../api';
import { formatInstant } from '../dates';
import { useSiteDays } from '../siteDays';
import { RESULTS_STRINGS } from '../strings';

const S = RESULTS_STRINGS.nps;

/** The NPS comments, 10 a page (spec 001 §9), with Previous and Next. */
export function NpsComments({ surveyId, linkResponses }: { surveyId: number; linkResponses: boolean }) {
  const [page, setPage] = useState(1);
  const comments = useNpsComments(surveyId, page);
  const zone = useSiteDays()?.zone ?? 'UTC';
  const data = comments.data;
  const pages = Math.max(1, data?.pagination.pages ?? 1);

  return (
    <section className="rs-card" aria-labelledby="rs-nps-comments">
      <h2 id="rs-nps-comments">{S.commentsHeading}</h2>
      {comments.isPending && <p role="status">{RESULTS_STRINGS.loading}</p>}
      <ErrorMessage error={comments.error} />
      {data && data.items.length === 0 && <p className="rs-muted">{S.noComments}</p>}
      {data && data.items.length > 0 && (
        <ul className="rs-answers" aria-busy={comments.isPlaceholderData}>
          {data.items.map((item) => (
            <li key={item.response_id}>
              <p className="rs-answer-value">{item.comment}</p>
              <p className="rs-answer-meta">
                <span>{S.score(item.score)}</span>
                {' · '}
                <time dateTime={item.date}>{formatInstant(item.date, zone)}</time>
                {linkResponses && (
                  <>
                    {' · '}
                    <Link
                      to={`/results/survey/${surveyId}/responses/${item.response_id}`}
                      aria-label={RESULTS_STRINGS.survey.viewResponseLabel(item.response_id)}
                    >
                      {RESULTS_STRINGS.survey.viewResponse}
                    </Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={S.pagination} className="rs-pagination">
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {S.previous}
          </button>
          <span aria-live="polite">{S.pageOf(page, pages)}</span>
          <button type="button" className="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {S.next}
          </button>
        </nav>
      )}
    </section>
  );
}
