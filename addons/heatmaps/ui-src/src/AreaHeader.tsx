/**
 * The top of every page of the area: its stylesheet, the document title, the heading and the two
 * tabs, Pages and Settings. The tabs are links to pages, so they are a navigation with the current
 * one marked (`aria-current="page"`), as the shell's Settings tabs are; one page's view belongs to
 * Pages.
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
      <nav aria-label={S.tabsLabel} className="heatmaps-tabs">
        <ul>
          <li>
            <NavLink to={LINKS.pages()}>{S.tabs.pages}</NavLink>
          </li>
          <li>
            <NavLink to={LINKS.settings}>{S.tabs.settings}</NavLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
