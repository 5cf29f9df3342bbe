/**
 * The overlay's controls, fixed at the window's top right above the page: the heatmap's numbers,
 * the viewport switch (Desktop, Tablet, Mobile; `aria-pressed`) and Close. A `role="toolbar"` with
 * one tab stop, whose buttons the arrow keys, Home and End move between; each has a visible focus
 * ring. It lives in a shadow root, so that the site's stylesheets neither hide nor restyle it.
 */
import type { Viewport } from '../viewport';
import { TEXT, VIEWPORT_NAMES } from './strings';

const STYLE = `
:host{all:initial;position:fixed;z-index:2147483647;top:12px;right:12px;max-width:calc(100vw - 24px)}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;border-radius:8px;background:#1d2327;color:#fff;font:14px/1.4 system-ui,sans-serif;box-shadow:0 2px 12px rgba(0,0,0,.35)}
strong{font-weight:600}
p{margin:0;flex-basis:100%}
[role=group]{display:flex;gap:4px}
button{font:inherit;color:inherit;background:transparent;border:1px solid #a7aaad;border-radius:4px;padding:4px 10px;cursor:pointer}
button:hover{background:#3c434a}
button[aria-pressed=true]{background:#fff;color:#1d2327;border-color:#fff}
button:focus-visible{outline:3px solid #72aee6;outline-offset:2px}
`;

/** A fixed box in its own shadow root, marked `data-hearken-heatmap-<name>` in the page. */
function panel(name: string): { host: HTMLElement; box: HTMLElement } {
  const host = document.createElement('div');
  host.setAttribute(`data-hearken-heatmap-${name}`, '');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const box = document.createElement('div');
  box.className = 'bar';
  root.append(style, box);
  return { host, box };
}

function button(text: string, onClick: () => void): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.textContent = text;
  el.addEventListener('click', onClick);
  return el;
}

/** A notice in place of the heatmap (the add-on refused the token, or could not be reached), with Close. */
export function notice(message: string): HTMLElement {
  const { host, box } = panel('notice');
  const text = document.createElement('span');
  text.setAttribute('role', 'alert');
  text.textContent = message;
  box.append(text, button(TEXT.close, () => host.remove()));
  return host;
}

export interface Toolbar {
  /** The element to put in the page. */
  el: HTMLElement;
  /** The heatmap's numbers, or what went wrong; read out by screen readers as it changes. */
  status(text: string, detail?: string): void;
  /** Marks the viewport class whose heatmap is shown. */
  press(viewport: Viewport): void;
}

export function toolbar(shown: Viewport, onSwitch: (viewport: Viewport) => void, onClose: () => void): Toolbar {
  const { host, box } = panel('toolbar');
  box.setAttribute('role', 'toolbar');
  box.setAttribute('aria-label', TEXT.title);

  const title = document.createElement('strong');
  title.textContent = TEXT.title;
  const status = document.createElement('span');
  status.setAttribute('aria-live', 'polite');
  const detail = document.createElement('p');
  detail.hidden = true;

  const group = document.createElement('div');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', TEXT.viewports);
  const switches = (Object.keys(VIEWPORT_NAMES) as Viewport[]).map((viewport) => {
    const el = button(VIEWPORT_NAMES[viewport], () => {
      if (el.getAttribute('aria-pressed') != 'true') onSwitch(viewport);
    });
    el.dataset.viewport = viewport;
    return el;
  });
  group.append(...switches);
  const buttons = [...switches, button(TEXT.close, onClose)];

  // One tab stop: the button last focused keeps it; the arrows wrap around.
  const rove = (to: HTMLButtonElement) => {
    for (const b of buttons) b.tabIndex = b == to ? 0 : -1;
  };
  for (const b of buttons) b.addEventListener('focus', () => rove(b));
  box.addEventListener('keydown', (e) => {
    const at = buttons.indexOf(e.target as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: -1,
    };
    const to = moves[e.key];
    if (at < 0 || to === undefined) return;
    e.preventDefault();
    buttons.at(to % buttons.length)?.focus();
  });

  box.append(title, status, group, buttons.at(-1)!, detail);
  const press = (viewport: Viewport) => {
    for (const b of switches) b.setAttribute('aria-pressed', String(b.dataset.viewport == viewport));
  };
  press(shown);
  rove(buttons[0]!);
  return {
    el: host,
    status(text, more = '') {
      status.textContent = text;
      detail.textContent = more;
      detail.hidden = !more;
    },
    press,
  };
}
