import { Children, type ReactNode } from 'react';

/** The props of {@link AreaHeader}. */
export interface AreaHeaderProps {
  /** The document title, e.g. 'Pages ‹ Heatmaps ‹ Hearken'. */
  documentTitle: string;
  /** The area's heading: its menu label. */
  heading: string;
  /** The tabs' accessible name, e.g. 'Heatmaps pages'. */
  tabsLabel: string;
  /**
   * The tabs: one link per page of the area, e.g. React Router's `<NavLink>`, which marks the
   * current one with `aria-current="page"`.
   */
  children: ReactNode;
}

/**
 * The top of every page of an add-on's own area (a `route` remote): the document title, the
 * area's heading and its tabs. The tabs are links to pages, so they are a navigation with the
 * current one marked, as the shell's Settings tabs are.
 *
 * ```tsx
 * <AreaHeader documentTitle="Results ‹ Post Ratings ‹ Hearken" heading="Post Ratings" tabsLabel="Post Ratings pages">
 *   <NavLink to="../settings">Settings</NavLink>
 *   <NavLink to="../results">Results</NavLink>
 * </AreaHeader>
 * ```
 */
export function AreaHeader({ documentTitle, heading, tabsLabel, children }: AreaHeaderProps) {
  return (
    <>
      <title>{documentTitle}</title>
      <h1>{heading}</h1>
      <nav aria-label={tabsLabel} className="area-tabs">
        <ul>
          {Children.map(children, (tab) => (
            <li>{tab}</li>
          ))}
        </ul>
      </nav>
    </>
  );
}
