import type { MouseEvent } from 'react';
import { scrollToSection } from './scroll';
import { GROWTH_STRINGS as S } from './strings';
import type { SectionId } from './tools';

export const sectionAnchor = (id: SectionId) => `growth-${id}`;
export const sectionHeading = (id: SectionId) => `growth-${id}-heading`;

const ORDER: SectionId[] = ['featured', 'traffic', 'engagement', 'revenue', 'guides'];

/**
 * The tab anchors. Each is a real in-page link (it still works without script); with script the
 * page scrolls smoothly and focus follows. The address is left alone: the router owns it.
 */
export function SectionNav() {
  function follow(event: MouseEvent<HTMLAnchorElement>, id: SectionId) {
    const section = document.getElementById(sectionAnchor(id));
    const heading = document.getElementById(sectionHeading(id));
    if (!section || !heading) return;
    event.preventDefault();
    scrollToSection(section, heading);
  }

  return (
    <nav className="growth-nav" aria-label={S.navLabel}>
      <ul>
        {ORDER.map((id) => (
          <li key={id}>
            <a href={`#${sectionAnchor(id)}`} onClick={(event) => follow(event, id)}>
              {S.sections[id]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
