import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickRecorder, type ClickEvent, type HeatEvent, scrollRecorder } from './events';
import { layout, resetPage } from './testing';

afterEach(resetPage);

/**
 * A pointer click at (x, y) of the window, the page scrolled down by `scrolled` px, its element
 * `width`×`height` at (left, top) of the window.
 */
function click(el: Element, x: number, y: number, box = { left: 0, top: 0, width: 100, height: 20 }, detail = 1, scrolled = 0) {
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ ...box, right: 0, bottom: 0, x: 0, y: 0, toJSON: () => {} });
  const event = new MouseEvent('click', { bubbles: true, clientX: x, clientY: y, detail });
  // jsdom's pages do not scroll.
  Object.defineProperties(event, { pageX: { value: x }, pageY: { value: y + scrolled } });
  el.dispatchEvent(event);
}

/** The clicks the document's listener records. */
function recordClicks() {
  const events: ClickEvent[] = [];
  const listener = clickRecorder((e) => events.push(e));
  document.addEventListener('click', listener, { capture: true });
  return {
    events,
    stop: () => document.removeEventListener('click', listener, { capture: true }),
  };
}

describe('clicks', () => {
  let recorded: ReturnType<typeof recordClicks>;
  beforeEach(() => {
    recorded = recordClicks();
  });
  afterEach(() => recorded.stop());

  it('records where in the document and in the element the click was, and the element’s selector', () => {
    document.body.innerHTML = '<main><p>Text <a href="#">link</a></p></main>';
    click(document.querySelector('a')!, 131.4, 30.6, { left: 100, top: 20, width: 100, height: 20 }, 1, 1000);
    expect(recorded.events).toEqual([{ t: 'click', x: 131, y: 1031, selector: 'main > p > a', ex: 0.31, ey: 0.53 }]);
  });

  it('keeps the position in the element between 0 and 1', () => {
    document.body.innerHTML = '<button>Go</button>';
    click(document.querySelector('button')!, 500, -5, { left: 0, top: 0, width: 100, height: 20 });
    click(document.querySelector('button')!, 5, 5, { left: 0, top: 0, width: 0, height: 0 });
    expect(recorded.events.map((e) => [e.ex, e.ey])).toEqual([
      [1, 0],
      [0, 0],
    ]);
  });

  it('counts a click on an icon’s shape for the icon', () => {
    document.body.innerHTML = '<button><svg><path d="M0 0h1"></path></svg></button>';
    click(document.querySelector('path')!, 1, 1);
    expect(recorded.events[0]?.selector).toBe('button > svg');
  });

  it('records nothing inside what the site marks data-hearken-no-capture', () => {
    document.body.innerHTML = '<div data-hearken-no-capture><p><a href="#">private</a></p></div><a id="pub" href="#">public</a>';
    click(document.querySelector('[data-hearken-no-capture] a')!, 1, 1);
    expect(recorded.events).toEqual([]);
    click(document.querySelector('#pub')!, 1, 1);
    expect(recorded.events.map((e) => e.selector)).toEqual(['#pub']);
  });

  it('records nothing on or in a form field or control, and reads nothing typed', () => {
    document.body.innerHTML = `
      <form>
        <input name="email" value="me@example.com"><textarea>secret</textarea>
        <select><option>One</option></select>
        <label><span>Agree</span> <input type="checkbox"></label>
        <div contenteditable="true"><b>typed</b></div>
        <div role="textbox"><i>typed</i></div>
        <div role="radio" aria-checked="false"><span>5 stars</span></div>
        <button type="button">Send</button>
      </form>`;
    const value = vi.spyOn(HTMLInputElement.prototype, 'value', 'get');
    for (const selector of ['input', 'textarea', 'select', 'option', 'label span', 'b', 'i', '[role=radio] span']) {
      click(document.querySelector(selector)!, 1, 1);
    }
    expect(recorded.events).toEqual([]);
    expect(value).not.toHaveBeenCalled();
    click(document.querySelector('button')!, 1, 1);
    expect(recorded.events.map((e) => e.selector)).toEqual(['form > button']);
  });

  it('records nothing in the Hearken widget’s floating or inline surveys', () => {
    document.body.innerHTML =
      '<div data-hearken-survey="12"><p><button>Next</button></p></div><div data-hearken-widget></div>';
    const floating = document.querySelector('[data-hearken-widget]')!;
    // Clicks inside the widget's shadow root reach the document as clicks on its host.
    floating.attachShadow({ mode: 'open' }).innerHTML = '<button>Close</button>';
    click(document.querySelector('[data-hearken-survey] button')!, 1, 1);
    click(floating.shadowRoot!.querySelector('button')!, 1, 1);
    expect(recorded.events).toEqual([]);
  });

  it('records no click from the keyboard or a script, which has no place on the page', () => {
    document.body.innerHTML = '<button>Go</button>';
    click(document.querySelector('button')!, 0, 0, undefined, 0);
    document.querySelector('button')!.click();
    expect(recorded.events).toEqual([]);
  });
});

describe('rage clicks', () => {
  let recorded: ReturnType<typeof recordClicks>;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button>Buy</button>';
    recorded = recordClicks();
  });
  afterEach(() => recorded.stop());
  const at = (x: number, y: number, after = 0) => {
    vi.advanceTimersByTime(after);
    click(document.querySelector('button')!, x, y);
  };
  const kinds = () => recorded.events.map((e) => e.t);

  it('adds one rage event, like the third click, to a burst of 3 clicks or more within 700 ms and 30 px', () => {
    at(10, 10);
    at(20, 15, 200);
    at(30, 30, 200);
    at(12, 10, 200);
    at(12, 10, 50);
    expect(kinds()).toEqual(['click', 'click', 'click', 'rage', 'click', 'click']);
    const [, , third, rage] = recorded.events;
    expect(rage).toEqual({ ...third, t: 'rage' });
  });

  it('counts a burst from its first click: slower or farther clicks start a new one', () => {
    at(10, 10);
    at(10, 10, 400);
    at(10, 10, 400); // 800 ms after the first: a new burst
    at(10, 10, 100);
    at(50, 10, 100); // 40 px from this burst's first: a new burst
    at(50, 10, 100);
    expect(kinds()).toEqual(Array(6).fill('click'));
    at(50, 10, 100);
    expect(kinds().at(-1)).toBe('rage');
  });
});

describe('scroll depth', () => {
  const depths = (events: HeatEvent[]) => events.map((e) => (e.t == 'scroll' ? e.depth : e.t));

  it('records each multiple of 5 percent the window’s bottom edge reaches, once', () => {
    layout({ height: 800, docHeight: 4000 });
    const events: HeatEvent[] = [];
    const measure = scrollRecorder((e) => events.push(e));
    measure();
    expect(depths(events)).toEqual([5, 10, 15, 20]);
    vi.stubGlobal('scrollY', 1000);
    measure();
    expect(depths(events)).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45]);
    vi.stubGlobal('scrollY', 0);
    measure();
    vi.stubGlobal('scrollY', 1100);
    measure();
    expect(depths(events).slice(9)).toEqual([]);
  });

  it('reaches 100 at the bottom, and at once on a page shorter than the window', () => {
    layout({ height: 800, docHeight: 3000, scrollY: 2200 });
    const events: HeatEvent[] = [];
    scrollRecorder((e) => events.push(e))();
    expect(depths(events)).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 5));
    layout({ height: 800, docHeight: 500 });
    const short: HeatEvent[] = [];
    scrollRecorder((e) => short.push(e))();
    expect(depths(short)).toHaveLength(20);
  });
});
