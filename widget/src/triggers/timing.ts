/**
 * The behavior add-on's timings (spec 002 §4, §9): delay, before_abandon and half_page. Not in
 * renderer.js: built as dist/timing.js, which the renderer imports only when the host's
 * `features.triggers` allows one of them and no widget module registered it first.
 */
import type { Trigger } from '../protocol';

/** Exit intent: the pointer came within this many pixels of the top after being further down. */
export const EXIT_ZONE_PX = 150;
/** Scroll trigger: this share of the scrollable height. */
export const SCROLL_SHARE = 0.5;

/** Starts after `behavior.timing_delay` seconds. */
export const delay: Trigger = (start, survey) => {
  const timer = setTimeout(start, (Number(survey.settings?.behavior?.timing_delay) || 0) * 1000);
  return () => clearTimeout(timer);
};

function isDesktop(): boolean {
  return !/Mobi|Android|iPad|iPhone|Tablet/i.test(navigator.userAgent);
}

/** Desktop only: starts when the mouse moves up into the top 150 px after having been below it. */
export const beforeAbandon: Trigger = (start) => {
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
export const halfPage: Trigger = (start) => {
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

export const TIMING_TRIGGERS: Record<string, Trigger> = {
  delay,
  before_abandon: beforeAbandon,
  half_page: halfPage,
};
