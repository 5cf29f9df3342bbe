/**
 * renderer.js: `mount(target, init)` draws a survey inside an open Shadow DOM on `target`, so
 * the page's CSS and the widget's do not touch. Used by the loader (widget.js) and by the admin
 * editor's Preview (`preview: true`).
 */
import { h, render } from 'preact';
import type { WidgetQuestionRenderer } from '@hearken/addon-sdk';
import type { MountInit, Mounted } from '../protocol';
import { Widget } from './Widget';
import css from './widget.css?inline';

export type { MountInit, Mounted } from '../protocol';

/** What is mounted on each shadow root, so a second mount replaces the first. */
const mounted = new WeakMap<ShadowRoot, () => void>();

/**
 * Mounts the survey of `init` on `target`. Mounting again on the same element replaces what was
 * there. Returns `unmount()`, which removes the widget and undoes its timers and listeners.
 */
export function mount(target: HTMLElement, init: MountInit): Mounted {
  const renderers: Record<string, WidgetQuestionRenderer> = {};
  for (const module of init.modules ?? []) Object.assign(renderers, module.questionTypes);

  const root = target.shadowRoot ?? target.attachShadow({ mode: 'open' });
  mounted.get(root)?.();
  root.replaceChildren();
  const style = document.createElement('style');
  if (init.nonce) style.setAttribute('nonce', init.nonce);
  style.textContent = css;
  const box = document.createElement('div');
  root.append(style, box);
  render(h(Widget, { init, renderers }), box);

  const unmount = () => {
    render(null, box);
    root.replaceChildren();
    mounted.delete(root);
  };
  mounted.set(root, unmount);
  return { unmount };
}
