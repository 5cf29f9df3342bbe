import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GROWTH_STRINGS as S } from './strings';

/** A tool's button: an admin route through the router, anything else in a new tab. */
export function ToolLink({ url, className, children }: { url: string; className: string; children: ReactNode }) {
  if (url.startsWith('/')) {
    return (
      <Link className={className} to={url}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {children}{' '}
      <span className="visually-hidden">{S.newTab}</span>
    </a>
  );
}
