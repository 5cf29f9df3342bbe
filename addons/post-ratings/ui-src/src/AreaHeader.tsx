/**
 * The top of every page of the area: its stylesheet, then the SDK's AreaHeader with the document
 * title, the heading and the two tabs (spec 001 §2, "Tabs Settings and Results").
 */
import { AreaHeader as Header } from '@hearken/addon-sdk/ui';
import { NavLink } from 'react-router';
import { LINKS } from './area';
import { STRINGS as S } from './strings';
import { useAreaStyles } from './styles';

export function AreaHeader({ page }: { page: string }) {
  useAreaStyles();
  return (
    <Header documentTitle={S.documentTitle(page)} heading={S.title} tabsLabel={S.tabsLabel}>
      <NavLink to={LINKS.settings}>{S.tabs.settings}</NavLink>
      <NavLink to={LINKS.results}>{S.tabs.results}</NavLink>
    </Header>
  );
}
