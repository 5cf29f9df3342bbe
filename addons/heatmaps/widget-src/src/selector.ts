/**
 * The clicked element's stable CSS selector (../../README.md, `POST /events`): the same element
 * gets the same selector on every page view and every build of the site, so the add-on can add its
 * clicks up. Ids and classes a framework or a build made up, or that say a state a click may
 * change, are left out; a selector reads at most 5 levels up, stops at a stable id, and keeps at
 * most 200 characters (the levels nearest the element).
 */
const MAX_LENGTH = 200;
const MAX_LEVELS = 5;
const MAX_CLASSES = 2;
/** Longer ids are data, not names (and would leave no room for the levels below them). */
const MAX_ID_LENGTH = 80;

/** Made up by a framework or a build: 4 digits in a row, a hex hash, React's `useId` (`:r1:`, `«r1»`, `_r_1_`). */
const MADE_UP = /\d{4}|(?=[a-f]*\d)[\da-f]{8}|[:«»]|^_r_/i;
/**
 * Classes that need no escaping and say no state (`active`, `is-open`…), and are not a CSS-in-JS
 * prefix (`css-1kd8a7q`, `sc-bdVaJa`) or digits-heavy (`col-100-3`).
 */
const PLAIN_CLASS = /^-?[_a-z][\w-]{0,39}$/i;
const UNSTABLE_CLASS = /^(css|sc|jsx|svelte|emotion)-|\d\D*\d\D*\d|active|hover|focus|open|select|show|hidden|visible|^(is|has)-/i;

const stableClass = (name: string) =>
  PLAIN_CLASS.test(name) &&
  !MADE_UP.test(name) &&
  !UNSTABLE_CLASS.test(name) &&
  // A CSS-modules hash (`title__9Xy3z`): a word of letters and digits mixed.
  !name.split(/[-_]/).some((word) => word.length > 4 && /\d/.test(word) && /[a-z]/i.test(word));

/** `:nth-of-type(n)` when a sibling has the element's tag, else ''. */
function nthOfType(el: Element): string {
  let n = 1;
  for (let s = el.previousElementSibling; s; s = s.previousElementSibling) if (s.localName == el.localName) n++;
  let shared = n > 1;
  for (let s = el.nextElementSibling; s && !shared; s = s.nextElementSibling) shared = s.localName == el.localName;
  return shared ? `:nth-of-type(${n})` : '';
}

/** `main > article > p:nth-of-type(2) > a`; `body` or `html` for a click on those themselves. */
export function selectorOf(el: Element): string {
  const parts: string[] = [];
  for (
    let node: Element | null = el;
    node && parts.length < MAX_LEVELS && node != document.body && node != document.documentElement;
    node = node.parentElement
  ) {
    const id = node.id;
    if (id && id.length <= MAX_ID_LENGTH && !MADE_UP.test(id) && document.getElementById(id) == node) {
      parts.unshift(`#${CSS.escape(id)}`);
      break;
    }
    const classes = [...node.classList].filter(stableClass).slice(0, MAX_CLASSES);
    parts.unshift(node.localName + classes.map((c) => `.${c}`).join('') + nthOfType(node));
  }
  while (parts.length > 1 && parts.join(' > ').length > MAX_LENGTH) parts.shift();
  return (parts.join(' > ') || el.localName).slice(-MAX_LENGTH);
}
