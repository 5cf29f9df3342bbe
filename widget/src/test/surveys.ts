/** Surveys and mounting for the widget's tests: only what each test needs, the rest defaulted. */
import { within } from '@testing-library/dom';
import { vi } from 'vitest';
import { act } from 'preact/test-utils';
import type { MountInit, Mounted, WidgetQuestion, WidgetSurvey } from '../protocol';
import { mount } from '../renderer';

export function question(id: string, type: string, more: Partial<WidgetQuestion> = {}): WidgetQuestion {
  return {
    id,
    type,
    title: `Question ${id}`,
    config: { options: type === 'radio-button' || type === 'checkbox' ? ['Yes', 'No', 'Maybe'] : [] },
    settings: { required: false, randomize: false, comment_box: false },
    logic: { enabled: false, action: 'show', conditions: [] },
    ...more,
  };
}

export function survey(questions: WidgetQuestion[], more: Partial<WidgetSurvey> = {}): WidgetSurvey {
  return {
    id: 12,
    title: 'Site survey',
    type: null,
    questions,
    cookie_name: 'hearken_survey_12',
    nonces: { impression: 'imp-nonce', submission: 'sub-nonce' },
    settings: { thank_you: { type: 'message', message: '' } },
    ...more,
  };
}

let steps = 0;

/**
 * jsdom does not drop its computed-style cache when a Shadow DOM changes (its elements never
 * count as attached), so a panel once hidden would stay hidden to role queries. Any change to
 * the page's own DOM drops the cache.
 */
export function refreshStyles(): void {
  document.body.setAttribute('data-test-step', String(++steps));
}

/** Runs `fn` (a click, a timer step) and draws what it changed. */
export function step(fn: () => void): void {
  void act(fn);
  refreshStyles();
}

/** Testing Library queries inside a Shadow DOM (they take a ShadowRoot as they take an element). */
export function inShadow(root: ShadowRoot | null | undefined): ReturnType<typeof within> {
  return within(root as unknown as HTMLElement);
}

export interface Shown {
  host: HTMLElement;
  root: ShadowRoot;
  /** Testing Library queries inside the widget's Shadow DOM. */
  screen: ReturnType<typeof within>;
  widget: Mounted;
}

/** Mounts the renderer on a new element of the page and lets the first effects run. */
export function show(init: MountInit, target?: HTMLElement): Shown {
  const host = target ?? document.body.appendChild(document.createElement('div'));
  let widget: Mounted | undefined;
  step(() => {
    widget = mount(host, init);
  });
  const root = host.shadowRoot as ShadowRoot;
  return { host, root, screen: inShadow(root), widget: widget as Mounted };
}

/** Mounts and opens the panel (past the 100 ms open delay and the 150 ms waiting mark). */
export function showOpen(init: MountInit): Shown {
  const shown = show(init);
  step(() => vi.advanceTimersByTime(150));
  return shown;
}

/** Clears every cookie of the test page. */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=;path=/;expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** The fetch calls made to `path` (a suffix of the URL), with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof vi.fn>, path: string): { url: string; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([url, init]) => ({
      url: String(url),
      body: (init as RequestInit | undefined)?.body ? JSON.parse(String((init as RequestInit).body)) : undefined,
    }));
}
