/**
 * One rating block (class `hearken-post-ratings`): the question, the instruction, a radiogroup of
 * five icons, a live status line (the thank-you, or why a rating did not go through), the average
 * and vote count, and "Powered by Hearken". Every text is set with `textContent`. The block sits in
 * the site's page: its colours and font are the settings', inline, and the site styles the rest.
 *
 * The icons are `radio` buttons with one tab stop: arrows (wrapping), Home and End move the focus,
 * Enter, Space or a click choose. Hovering or focusing an icon lights it and those before it;
 * otherwise the rating being sent is lit. Once the post is rated the icons and the instruction
 * leave the block for good and the thank-you takes their place.
 *
 * The block's own words are in the widget's language, and its element says so with `lang` and
 * `dir`: it sits in the site's page, outside the widget's root, which says them for the rest of
 * the widget. Its margins are the same on both inline sides, so right to left only the row of
 * icons changes (flex follows `dir`): the first icon is on the right, and the left arrow moves to
 * the next one.
 */
import type { WidgetDirection } from '@hearken/addon-sdk';
import type { Settings } from './api';
import { icon } from './icons';
import { STEPS, wordsOf } from './strings';

/** What the blocks of a page show; the same for each of them. */
export interface View {
  /** This visitor rated the post (now, earlier in this browser, or as the add-on says). */
  rated: boolean;
  /** The rating being sent; 0 when none is. */
  sending: number;
  /** The last rating was not counted. */
  failed: boolean;
  total: number;
  average: number;
}

export interface Block {
  el: HTMLElement;
  show(view: View): void;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
/** Right to left, the next icon is on the left. */
const STEP_RTL: Record<string, number> = { ...STEP, ArrowRight: -1, ArrowLeft: 1 };

let blocks = 0;

function part<K extends keyof HTMLElementTagNameMap>(tag: K, name: string, text = ''): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = `hearken-post-ratings-${name}`;
  el.textContent = text;
  return el;
}

/** The widget's language on this page view (`WidgetPageContext`'s); absent, English left to right. */
export interface Language {
  lang?: string | undefined;
  dir?: WidgetDirection | undefined;
}

/** A block drawn with `settings`, speaking `language`; `onRate(n)` when the visitor chooses n of 5. */
export function ratingBlock(
  settings: Settings,
  font: string,
  onRate: (rating: number) => void,
  { lang, dir }: Language = {},
): Block {
  const t = wordsOf(lang);
  const id = `hearken-post-ratings-${++blocks}`;
  const el = document.createElement('div');
  el.className = 'hearken-post-ratings';
  if (lang) el.lang = lang;
  if (dir) el.dir = dir;
  Object.assign(el.style, { padding: '16px', margin: '16px 0' });
  if (settings.background_color) el.style.background = settings.background_color;
  if (settings.text_color) el.style.color = settings.text_color;
  if (font) el.style.fontFamily = font;

  const question = part('p', 'question', settings.rating_question);
  question.id = id;
  Object.assign(question.style, { margin: '0', fontWeight: '600' });
  const instruction = part('p', 'instruction', settings.rating_instruction_message);
  instruction.id = `${id}-hint`;
  instruction.style.margin = '4px 0 0';
  const group = part('div', 'icons');
  group.setAttribute('role', 'radiogroup');
  group.setAttribute('aria-labelledby', id);
  group.setAttribute('aria-describedby', instruction.id);
  Object.assign(group.style, { display: 'flex', gap: '4px', margin: '8px 0' });
  const status = part('p', 'status');
  status.setAttribute('aria-live', 'polite');
  status.tabIndex = -1;
  status.style.margin = '8px 0 0';
  const summary = part('p', 'summary');
  summary.style.margin = '4px 0 0';

  const color = settings.icon_color || 'currentColor';
  const buttons = Array.from({ length: STEPS }, (_, i) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('role', 'radio');
    button.setAttribute('aria-label', t.rateLabel(i + 1));
    button.tabIndex = i ? -1 : 0;
    Object.assign(button.style, { background: 'none', border: '0', padding: '2px', cursor: 'pointer', lineHeight: '0' });
    button.append(icon(settings.icon_id, color));
    button.addEventListener('click', () => onRate(i + 1));
    return button;
  });
  group.append(...buttons);

  let chosen = 0;
  const light = (n: number) => buttons.forEach((b, i) => b.firstElementChild?.setAttribute('fill', i < n ? color : 'none'));
  // The button an event is about (the target may be its icon), or -1 (the gap between two).
  const indexOf = (e: Event) => buttons.indexOf((e.target as Element).closest('button') as HTMLButtonElement);
  const lit = (e: Event) => indexOf(e) >= 0 && light(indexOf(e) + 1);
  const unlit = () => light(chosen);
  group.addEventListener('mouseover', lit);
  group.addEventListener('focusin', lit);
  group.addEventListener('mouseleave', unlit);
  group.addEventListener('focusout', unlit);
  group.addEventListener('keydown', (e) => {
    const at = indexOf(e);
    if (at < 0) return;
    if (e.key == 'Enter' || e.key == ' ') {
      // Handled here rather than by the button's own click, which Space fires only on release.
      e.preventDefault();
      onRate(at + 1);
      return;
    }
    const step = (dir == 'rtl' ? STEP_RTL : STEP)[e.key];
    const next = e.key == 'Home' ? 0 : e.key == 'End' ? STEPS - 1 : step && (at + step + STEPS) % STEPS;
    const target = next === undefined ? undefined : buttons[next];
    if (!target) return;
    e.preventDefault();
    buttons.forEach((b) => (b.tabIndex = b == target ? 0 : -1));
    target.focus();
  });

  el.append(question, instruction, group, status);
  if (settings.show_rating == 'yes' || settings.show_vote_count == 'yes') el.append(summary);
  if (settings.show_uf_logo == 'yes') {
    const logo = part('p', 'logo', t.poweredBy);
    Object.assign(logo.style, { margin: '8px 0 0', fontSize: '12px', opacity: '0.7' });
    el.append(logo);
  }

  return {
    el,
    show(view) {
      chosen = view.sending;
      buttons.forEach((b, i) => {
        b.setAttribute('aria-checked', String(i + 1 == chosen));
        b.setAttribute('aria-disabled', String(chosen > 0));
      });
      light(chosen);
      if (view.rated && group.parentNode) {
        const focused = group.contains(document.activeElement);
        group.remove();
        instruction.remove();
        if (focused) status.focus();
      }
      status.textContent = view.rated ? settings.thank_you_message : view.failed ? t.failed : '';
      summary.textContent = [
        settings.show_rating == 'yes' ? t.averageText(view.average) : '',
        settings.show_vote_count == 'yes' ? t.countText(view.total) : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  };
}
