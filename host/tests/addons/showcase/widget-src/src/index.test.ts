import type { WidgetLook, WidgetPageContext, WidgetSurvey } from '@hearken/addon-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import module, { ACCENT, EMBED_TEXT, NEXT_TEXT, THANKS_PATH, TRIGGER } from './index';

const survey: WidgetSurvey = { id: 3, type: null, questions: [] };

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the Showcase widget module', () => {
  it('registers its trigger under its own name and starts the survey on a click on #showcase-open, not before', () => {
    vi.useFakeTimers();
    expect(Object.keys(module.triggers ?? {})).toEqual([TRIGGER]);
    document.body.innerHTML = '<p>Text</p><button id="showcase-open"><span>Open</span></button>';
    const start = vi.fn();
    const unmounted = new AbortController();
    module.triggers?.[TRIGGER]?.({ survey, start, signal: unmounted.signal, delaySeconds: 0 });
    vi.advanceTimersByTime(60_000);
    document.querySelector('p')?.click();
    expect(start).not.toHaveBeenCalled();
    document.querySelector('span')?.click();
    expect(start).toHaveBeenCalledOnce();
  });

  it('no longer starts once unmounted', () => {
    const start = vi.fn();
    const unmounted = new AbortController();
    module.triggers?.[TRIGGER]?.({ survey, start, signal: unmounted.signal, delaySeconds: 0 });
    unmounted.abort();
    document.body.innerHTML = '<button id="showcase-open">Open</button>';
    document.querySelector('button')?.click();
    expect(start).not.toHaveBeenCalled();
  });

  it('colours the Next button, renames it, and redirects after a stored response only', async () => {
    const look = { button: '#2D87F1', nextText: 'Next', skipText: 'Skip' } as WidgetLook;
    expect(module.appearance?.(look, { survey, inline: false, preview: false })).toMatchObject({
      button: ACCENT,
      nextText: NEXT_TEXT,
      skipText: 'Skip',
    });
    expect(await module.afterSubmit?.({ survey, answers: [], responseId: 41 })).toEqual({ redirect: `${THANKS_PATH}?response=41` });
    expect(await module.afterSubmit?.({ survey, answers: [], responseId: null })).toBeUndefined();
  });

  it('writes into its embed and takes it out again', () => {
    const el = document.createElement('div');
    const cleanup = module.embeds?.showcase?.(el, {} as WidgetPageContext);
    expect(el).toHaveProperty('textContent', EMBED_TEXT);
    if (typeof cleanup === 'function') cleanup();
    expect(el).toHaveProperty('textContent', '');
  });
});
