import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetSurvey } from '@hearken/addon-sdk';
import { beforeAbandon, delay, delaySecondsOf, halfPage, triggers } from './timing';

const survey = (behavior: unknown): WidgetSurvey => ({ id: 12, type: null, questions: [], settings: { behavior } });
const s = survey({ timing: 'delay', timing_delay: 2 });
/** What the renderer gives a trigger for survey `s` (the old `delaySeconds` is always 0 now). */
const ctx = (start: () => void, of: WidgetSurvey = s) => ({ survey: of, start, signal: new AbortController().signal, delaySeconds: 0 });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('registers the three timings under the names the manifest declares', () => {
  expect(triggers).toEqual({ delay, before_abandon: beforeAbandon, half_page: halfPage });
});

describe('delay', () => {
  it('starts after the delay in seconds, and not once undone', () => {
    const start = vi.fn();
    delay(ctx(start));
    vi.advanceTimersByTime(1999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    const undo = delay(ctx(later));
    undo?.();
    vi.advanceTimersByTime(5000);
    expect(later).not.toHaveBeenCalled();
  });

  it('reads the delay from the survey: 20 s by default, kept within 0 to 60', () => {
    expect(delaySecondsOf(survey({ timing: 'delay' }))).toBe(20);
    expect(delaySecondsOf(survey({ timing_delay: 0 }))).toBe(0);
    expect(delaySecondsOf(survey({ timing_delay: 600 }))).toBe(60);
    expect(delaySecondsOf(survey({ timing_delay: 'soon' }))).toBe(20);
    const start = vi.fn();
    delay(ctx(start, survey({})));
    vi.advanceTimersByTime(19_999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('before_abandon', () => {
  const move = (clientY: number) => document.dispatchEvent(new MouseEvent('mousemove', { clientY }));

  it('starts when the mouse comes within 150 px of the top after being below it', () => {
    const start = vi.fn();
    beforeAbandon(ctx(start));
    move(100);
    expect(start).not.toHaveBeenCalled();
    move(400);
    move(151);
    expect(start).not.toHaveBeenCalled();
    move(150);
    expect(start).toHaveBeenCalledTimes(1);
    move(400);
    move(10);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts off the desktop', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' });
    const start = vi.fn();
    beforeAbandon(ctx(start));
    move(400);
    move(10);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('half_page', () => {
  it('starts once the page is scrolled half its scrollable height', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
    vi.stubGlobal('innerHeight', 1000);
    const start = vi.fn();
    const undo = halfPage(ctx(start));
    vi.stubGlobal('scrollY', 999);
    window.dispatchEvent(new Event('scroll'));
    expect(start).not.toHaveBeenCalled();
    vi.stubGlobal('scrollY', 1000);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
    undo?.();
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });
});
