import type { PageSubmitted } from '../types';
import { safeHref } from './safeHref';

/** The page a response came from: a link opening in a new tab when it has a url, else its name. */
export function PageSubmittedLink({ page }: { page: PageSubmitted | null | undefined }) {
  if (!page) return null;
  const href = safeHref(page.url);
  const name = page.name || page.title || href || '';
  if (!href) return <>{name}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {name}
    </a>
  );
}
