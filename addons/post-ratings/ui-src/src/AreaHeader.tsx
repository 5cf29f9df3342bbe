/**
 * The top of every page of the area: its stylesheet, the document title, the heading and the two tabs
 * (spec 001 §2, "Tabs Settings and Results"). The tabs are links to pages, so they are a
 * navigation with the current one marked (`aria-current="page"`), as the shell's Settings tabs are.
 */
import { NavLink } from 'react-router';
import { LINKS } from './area';
import { STRINGS as S } from './strings';
import { useAreaStyles } from './styles';

export function AreaHeader({ page }: { page: string }) {
  useAreaStyles();
  return (
    <>
      <title>{S.documentTitle(page)}</title>
      <h1>{S.title}</h1>
      <nav aria-label={S.tabsLabel} className="post-ratings-tabs">
        <ul>
          <li>
            <NavLink to={LINKS.settings}>{S.tabs.settings}</NavLink>
          </li>
          <li>
            <NavLink to={LINKS.results}>{S.tabs.results}</NavLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
