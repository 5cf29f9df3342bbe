import type { ReactNode } from 'react';
import './tableScroll.css';

/**
 * A table wider than a phone's screen scrolls sideways inside this box instead of being clipped.
 * The box is a labelled region that takes focus, so a keyboard can scroll it too (arrow keys).
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `table-scroll ${className}` : 'table-scroll'} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
