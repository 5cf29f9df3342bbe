import { usePageSeen } from './queries';
import { EMBED_STRINGS as S } from './strings';

/**
 * "Waiting for the first page view…" until the widget has reported a page from the site (or from
 * any allowed origin when no site is given), then the success state with that page. Both are in
 * one polite live region, so the change is announced.
 */
export function FirstPageView({ site, origins, ready }: { site: string | null; origins: string[]; ready: boolean }) {
  // Not before the allowed origins are known: they say which site to wait for.
  const seen = usePageSeen(site, origins, ready);
  const page = seen.data;
  return (
    <div role="status" className={page ? 'embed-first-view embed-first-view-seen' : 'embed-first-view'}>
      {page ? (
        <>
          <p className="embed-first-view-title success-message">
            <span aria-hidden="true">✓</span>
            {site ? S.seen(site) : S.seenAnySite}
          </p>
          <p>
            {S.seenPage}{' '}
            <a href={page.url} target="_blank" rel="noopener noreferrer">
              {page.title || page.url}
            </a>
          </p>
        </>
      ) : seen.isError ? (
        <p>{S.seenError}</p>
      ) : (
        <>
          <p className="embed-first-view-title">
            <span className="embed-spinner" aria-hidden="true" />
            {S.waiting}
          </p>
          <p className="embed-hint">{S.waitingHint}</p>
        </>
      )}
    </div>
  );
}
