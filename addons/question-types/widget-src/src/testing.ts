/**
 * Test helpers: a question as the widget receives it (the type's default config from
 * ../../definitions.json) and a renderer mounted the way the widget mounts it, with real Preact's
 * createElement as `h`, into a Shadow DOM.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { within } from '@testing-library/dom';
import { createElement, render, type VNode } from 'preact';
import { afterEach, vi } from 'vitest';
import type {
  Question,
  QuestionTypeDefinition,
  WidgetDirection,
  WidgetElementFactory,
  WidgetQuestionRenderer,
} from '@hearken/addon-sdk';

const definitions = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../definitions.json'), 'utf8'),
) as QuestionTypeDefinition[];

/** A question of type `key` with the type's default title and config, `config` laid over them. */
export function question(key: string, config: Record<string, unknown> = {}, settings: Partial<Question['settings']> = {}): Question {
  const type = definitions.find((d) => d.key === key);
  if (!type) throw new Error(`definitions.json has no type ${key}`);
  return {
    id: 'q1',
    type: key,
    title: type.default_title || 'Which one?',
    config: { ...(structuredClone(type.default_config) as Question['config']), ...config },
    settings: { required: false, randomize: false, comment_box: false, ...settings },
    logic: { enabled: false, action: 'show', conditions: [] },
  };
}

const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) {
    render(null, host.shadowRoot as unknown as Element);
    host.remove();
  }
});

/**
 * Renders `renderer` for `q` as the widget does (widget/src/renderer/QuestionForm.tsx): called as a
 * plain function with Preact's createElement as `h`, inside an open shadow root. The widget keeps
 * what onAnswer gets as the new value and renders again, and so does this. With `lang`, the
 * widget speaks that language (and `dir`, its direction, which the host element says as the
 * widget's root does); without, the props have neither, as from a widget older than them.
 */
export function mount(
  renderer: WidgetQuestionRenderer,
  q: Question,
  options: { value?: unknown; disabled?: boolean; lang?: string; dir?: WidgetDirection } = {},
) {
  const host = document.createElement('div');
  if (options.dir) host.dir = options.dir;
  document.body.append(host);
  hosts.push(host);
  const root = host.attachShadow({ mode: 'open' });
  let value = options.value;
  const onAnswer = vi.fn((answer: unknown) => {
    value = answer;
    draw();
  });
  const draw = () =>
    render(
      renderer({
        question: q,
        value,
        onAnswer,
        disabled: options.disabled ?? false,
        h: createElement as unknown as WidgetElementFactory,
        ...(options.lang === undefined ? {} : { lang: options.lang }),
        ...(options.dir === undefined ? {} : { dir: options.dir }),
      }) as VNode,
      root as unknown as Element,
    );
  draw();
  return {
    onAnswer,
    view: within(root as unknown as HTMLElement),
    /** The focused element inside the shadow root (the document sees only the host). */
    focused: () => root.activeElement,
    root,
  };
}
