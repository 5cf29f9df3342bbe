/**
 * What one page view records (../../README.md, `POST /events`): clicks, with a `rage` event once
 * per burst of them, and the scroll depths reached. Each function here turns a browser event into
 * those, and reads nothing a visitor typed: no click on or in a form field is recorded at all.
 */
import { selectorOf } from './selector';
import { documentBox } from './viewport';

export interface ClickEvent {
  t: 'click' | 'rage';
  /** Relative to the document, CSS px. */
  x: number;
  y: number;
  selector: string;
  /** Where in the element, 0–1 from its left and top. */
  ex: number;
  ey: number;
}

export interface ScrollEvent {
  t: 'scroll';
  /** 5, 10 … 100 (percent of the document). */
  depth: number;
}

export type HeatEvent = ClickEvent | ScrollEvent;

/**
 * Clicks never recorded: the site's opt-out, the Hearken widget's own floating and inline surveys,
 * and form fields and controls, native or ARIA (the place of a click there may tell what was
 * typed or chosen).
 */
export const NOT_CAPTURED = [
  '[data-hearken-no-capture],[data-hearken-widget],[data-hearken-survey]',
  'input,textarea,select,option,optgroup,label,[contenteditable]:not([contenteditable=false])',
  ...['textbox', 'searchbox', 'combobox', 'listbox', 'option', 'checkbox', 'radio', 'switch', 'slider', 'spinbutton']
    .map((role) => `[role=${role}]`),
].join();

/** A rage burst: 3 clicks or more, each within 700 ms and 30 px of the burst's first. */
const RAGE_CLICKS = 3;
const RAGE_MS = 700;
const RAGE_PX = 30;

/** `d` of `size` as a share 0–1 with two decimals. */
const share = (d: number, size: number) => (size > 0 ? Math.round(Math.min(1, Math.max(0, d / size)) * 100) / 100 : 0);

/** The listener for the document's clicks: each click recorded, and a rage event on a burst's third. */
export function clickRecorder(record: (event: ClickEvent) => void): (e: MouseEvent) => void {
  let burst = { at: -Infinity, x: 0, y: 0, clicks: 0 };
  return (e) => {
    const target = e.target;
    // `detail` 0: a click from the keyboard or a script, which has no place on the page.
    if (!e.detail || !(target instanceof Element) || target.closest(NOT_CAPTURED)) return;
    // A click on an icon's shape counts for the icon.
    const el = (target as Partial<SVGElement>).ownerSVGElement ?? target;
    const box = el.getBoundingClientRect();
    const click: ClickEvent = {
      t: 'click',
      x: Math.max(0, Math.round(e.pageX)),
      y: Math.max(0, Math.round(e.pageY)),
      selector: selectorOf(el),
      ex: share(e.clientX - box.left, box.width),
      ey: share(e.clientY - box.top, box.height),
    };
    record(click);
    const now = Date.now();
    if (now - burst.at <= RAGE_MS && Math.hypot(click.x - burst.x, click.y - burst.y) <= RAGE_PX) {
      if (++burst.clicks == RAGE_CLICKS) record({ ...click, t: 'rage' });
    } else {
      burst = { at: now, x: click.x, y: click.y, clicks: 1 };
    }
  };
}

/**
 * Measures how far down the document the window's bottom edge has been, and records each multiple
 * of 5 percent newly reached. Reads only `scrollY`, `innerHeight` and the document's height.
 */
export function scrollRecorder(record: (event: ScrollEvent) => void): () => void {
  let reached = 0;
  return () => {
    const depth = Math.min(100, ((Math.ceil(scrollY) + innerHeight) / documentBox().scrollHeight) * 100);
    while (reached + 5 <= depth) record({ t: 'scroll', depth: (reached += 5) });
  };
}
