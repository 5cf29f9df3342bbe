import type { ReactNode } from 'react';
import { sectionAnchor, sectionHeading } from './SectionNav';
import type { SectionId } from './tools';

/** A section the tab anchors scroll to; its heading takes focus when reached that way. */
export function GrowthSection({ id, title, children }: { id: SectionId; title: string; children: ReactNode }) {
  return (
    <section id={sectionAnchor(id)} className="growth-section" aria-labelledby={sectionHeading(id)}>
      <h2 id={sectionHeading(id)} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
