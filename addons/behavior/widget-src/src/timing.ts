/**
 * The behavior add-on's timings (spec 002 §4, §9): delay, before_abandon and half_page, the
 * triggers its manifest declares (`widget.triggers`). The widget starts a survey whose `trigger`
 * names one of them through the module's `triggers`.
 */
import type { WidgetSurvey, WidgetTrigger } from '@hearken/addon-sdk';

/** Exit intent: the pointer came within this many pixels of the top after being further down. */
export const EXIT_ZONE_PX = 150;
/** Scroll trigger: this share of the scrollable height. */
export const SCROLL_SHARE = 0.5;

/** The delay a survey's settings give: `behavior.timing_delay`, 0 to 60 seconds (spec default 20). */
export function delaySecondsOf(survey: WidgetSurvey): number {
  const settings = survey.settings as { behavior?: { timing_delay?: unknown } } | undefined;
  const value = Number(settings?.behavior?.timing_delay ?? 20);
  return Number.isFinite(value) ? Math.min(60, Math.max(0, value)) : 20;
}

/** Starts after the survey's `behavior.timing_delay` seconds. */
export const delay: WidgetTrigger = ({ start, survey }) => {
  const timer = setTimeout(start, delaySecondsOf(survey) * 1000);
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

/** The triggers by the names the manifest declares. */
export const triggers: Record<string, WidgetTrigger> = {
  delay,
  before_abandon: beforeAbandon,
  half_page: halfPage,
};
