/**
 * /results/{postId} (spec 001 §2, post-ratings-results-details): one post's ratings in the order the
 * add-on answers them, 10 a page, with a 'Go Back' link to the results.
 */
import { HearkenApiError, type HearkenApi } from '@hearken/addon-sdk';
import { Pagination } from '@hearken/addon-sdk/ui';
import { Link, useParams } from 'react-router';
import { LINKS } from '../area';
import { AreaHeader } from '../AreaHeader';
import { pageStrings, STRINGS } from '../strings';
import { averageOf, dateTimeOf } from './format';
import { usePageParam } from './page';
import { usePostRatings } from './queries';

const D = STRINGS.details;

export function ResultsDetailsPage({ api }: { api: HearkenApi }) {
  const { postId = '' } = useParams();
  const [page, setPage] = usePageParam();
  const ratings = usePostRatings(api, postId, page);
  const data = ratings.data;
  const notFound = ratings.error instanceof HearkenApiError && ratings.error.status === 404;
  const title = data ? data.post.post_title || D.untitled(postId) : D.untitled(postId);
  return (
    <>
      <AreaHeader page={title} />
      <Link to={LINKS.results} className="post-ratings-back">
        {D.goBack}
      </Link>
      {ratings.isPending && <p role="status">{STRINGS.loading}</p>}
      {notFound && <p role="alert">{D.notFound}</p>}
      {ratings.isError && !notFound && <p role="alert">{STRINGS.results.loadFailed}</p>}
      {data && (
        <>
          <h2>{title}</h2>
          <p>
            {D.summary(data.post.total_ratings, averageOf(data.post.average_rating))}{' '}
            {data.post.url && (
              <a href={data.post.url} target="_blank" rel="noopener noreferrer">
                {D.viewPost} <span className="visually-hidden">{D.opensInNewTab}</span>
              </a>
            )}
          </p>
          <table className="post-ratings-table" aria-busy={ratings.isPlaceholderData || undefined}>
            <caption>{D.caption(title)}</caption>
            <thead>
              <tr>
                <th scope="col">{D.columns.created_at}</th>
                <th scope="col" className="post-ratings-number">
                  {D.columns.rating}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((rating, i) => (
                <tr key={`${rating.created_at}-${i}`}>
                  <td>
                    <time dateTime={rating.created_at}>{dateTimeOf(rating.created_at)}</time>
                  </td>
                  <td className="post-ratings-number">{STRINGS.results.outOfFive(rating.rating)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination info={data.pagination} onPage={setPage} strings={pageStrings(D.caption(title))} />
        </>
      )}
    </>
  );
}
