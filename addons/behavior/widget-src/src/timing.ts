/**
 * The behavior add-on's timings (spec 002 §4, §9): delay, before_abandon and half_page. A widget
 * module like any other, registered through the same `triggers` registry (src/renderer/triggers.ts),
 * but not in renderer.js: built as dist/timing.js, which the renderer imports only when the host's
 * `features.triggers` allows the survey's timing and no module the host sent has it.
 */
import type { WidgetModule, WidgetTrigger } from '@hearken/addon-sdk';

/** Exit intent: the pointer came within this many pixels of the top after being further down. */
export const EXIT_ZONE_PX = 150;
/** Scroll trigger: this share of the scrollable height. */
export const SCROLL_SHARE = 0.5;

/** Starts after `behavior.timing_delay` seconds. */
export const delay: WidgetTrigger = ({ start, delaySeconds }) => {
  const timer = setTimeout(start, delaySeconds * 1000);
  return () => clearTimeout(timer);
};

function isDesktop(): boolean {
  return !/Mobi|Android|iPad|iPhone|Tablet/i.test(navigator.userAgent);
}

/** Desktop only: starts when the mouse moves up into the top 150 px after having been below it. */
export const beforeAbandon: WidgetTrigger = ({ start }) => {
  if (!isDesktop()) return;
  let below = false;
  const onMove = (e: MouseEvent) => {
    if (e.clientY > EXIT_ZONE_PX) below = true;
    else if (below) {
      stop();
      start();
    }
  };
  const stop = () => document.removeEventListener('mousemove', onMove);
  document.addEventListener('mousemove', onMove, { passive: true });
  return stop;
};

/** Starts once the page is scrolled at least half of its scrollable height. */
export const halfPage: WidgetTrigger = ({ start }) => {
  const onScroll = () => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    if (scrollable > 0 && window.scrollY / scrollable >= SCROLL_SHARE) {
      stop();
      start();
    }
  };
  const stop = () => window.removeEventListener('scroll', onScroll);
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
  return stop;
};

const timings: WidgetModule = {
  features: ['delay', 'before_abandon', 'half_page'],
  triggers: { delay, before_abandon: beforeAbandon, half_page: halfPage },
};

export default timings;
