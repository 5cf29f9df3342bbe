/**
 * /results (spec 001 §2, post-ratings-results): the rated posts, 10 a page, each title leading to
 * that post's ratings; 'No Results Found' while no post has one.
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { Pagination } from '@hearken/addon-sdk/ui';
import { Link } from 'react-router';
import { LINKS } from '../area';
import { AreaHeader } from '../AreaHeader';
import { pageStrings, STRINGS } from '../strings';
import { averageOf } from './format';
import { usePageParam } from './page';
import { usePostRatingsResults } from './queries';

const R = STRINGS.results;

export function ResultsPage({ api }: { api: HearkenApi }) {
  const [page, setPage] = usePageParam();
  const results = usePostRatingsResults(api, page);
  const data = results.data;
  return (
    <>
      <AreaHeader page={R.title} />
      {results.isPending && <p role="status">{STRINGS.loading}</p>}
      {results.isError && <p role="alert">{R.loadFailed}</p>}
      {data && data.items.length === 0 && <p>{R.empty}</p>}
      {data && data.items.length > 0 && (
        <>
          <table className="post-ratings-table" aria-busy={results.isPlaceholderData || undefined}>
            <caption>{R.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{R.columns.post_id}</th>
                <th scope="col">{R.columns.post_title}</th>
                <th scope="col" className="post-ratings-number">
                  {R.columns.total_ratings}
                </th>
                <th scope="col" className="post-ratings-number">
                  {R.columns.average_rating}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((post) => (
                <tr key={post.post_id}>
                  <td>{post.post_id}</td>
                  <th scope="row">
                    <Link to={LINKS.post(post.post_id)}>{post.post_title || STRINGS.details.untitled(String(post.post_id))}</Link>
                  </th>
                  <td className="post-ratings-number">{post.total_ratings}</td>
                  <td className="post-ratings-number">{averageOf(post.average_rating)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination info={data.pagination} onPage={setPage} strings={pageStrings(R.caption)} />
        </>
      )}
    </>
  );
}
