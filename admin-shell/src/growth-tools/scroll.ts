/**
 * Scrolls to a section of the page and moves focus to its heading, so keyboard and screen reader
 * users continue from there. Smooth unless the user asked the system for reduced motion.
 */
export function scrollToSection(section: HTMLElement, heading: HTMLElement): void {
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}
