import type { WidgetLook, WidgetPageContext, WidgetSurvey } from '@hearken/addon-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import module, { ACCENT, EMBED_TEXT, NEXT_TEXT, THANKS_PATH } from './index';

const survey: WidgetSurvey = { id: 3, type: null, questions: [] };

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the Showcase widget module', () => {
  it('starts the survey on a click on #showcase-open, not before', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p>Text</p><button id="showcase-open"><span>Open</span></button>';
    const start = vi.fn();
    const unmounted = new AbortController();
    module.triggers?.delay?.({ survey, start, signal: unmounted.signal, delaySeconds: 60 });
    document.querySelector('p')?.click();
    expect(start).not.toHaveBeenCalled();
    document.querySelector('span')?.click();
    expect(start).toHaveBeenCalledOnce();
  });

  it('still starts once the survey’s delay is over, and no more once unmounted', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    const unmounted = new AbortController();
    module.triggers?.delay?.({ survey, start, signal: unmounted.signal, delaySeconds: 5 });
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledOnce();
    unmounted.abort();
    document.body.innerHTML = '<button id="showcase-open">Open</button>';
    document.querySelector('button')?.click();
    expect(start).toHaveBeenCalledOnce();
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
