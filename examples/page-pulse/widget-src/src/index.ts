/**
 * Page Pulse's widget module: renders "Was this page helpful?" with Yes and No into each
 * `<div data-hearken-embed="page-pulse"></div>` of the page, and posts the visitor's choice to
 * the add-on's public endpoint `/vote`. A page module, so it loads on every page view; it does
 * nothing on a page without the embed. The markup is plain and unstyled (classes `page-pulse`,
 * `page-pulse-question`, `page-pulse-status`): it sits in the site's page, which styles it.
 *
 * The vote is remembered in the site's localStorage, so a reload does not ask again, only where
 * the widget allows client storage (`mayStore(ctx)`): a site with "no client storage" gets no key
 * written or read, and the embed asks again on the next page view.
 */
import { defineWidgetModule, mayStore, type WidgetPageContext } from '@hearken/addon-sdk';

/** What the embed says, in one place so the tests can import it. */
export const TEXT = {
  question: 'Was this page helpful?',
  yes: 'Yes',
  no: 'No',
  thanks: 'Thank you for your feedback!',
  failed: 'Sorry, your answer could not be sent. Please try again.',
} as const;

/** The page a vote counts under, as the add-on counts it: the address without query or fragment. */
export function pageOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? url;
}

/** Where the embed remembers that this browser voted on a page, so a reload does not ask again. */
const rememberKey = (page: string) => `page-pulse:voted:${page}`;

/**
 * The vote this browser gave on `page`, if it remembers one: none where the module may not store
 * (`store` false; reading what the browser keeps needs the same consent) or storage fails.
 */
export function rememberedVote(page: string, store: boolean): boolean | null {
  if (!store) return null;
  try {
    const v = localStorage.getItem(rememberKey(page));
    return v === 'yes' ? true : v === 'no' ? false : null;
  } catch {
    return null;
  }
}

/** Keeps the vote on `page` for the next page views, where the module may store (`store`). */
function remember(page: string, helpful: boolean, store: boolean): void {
  if (!store) return;
  try {
    localStorage.setItem(rememberKey(page), helpful ? 'yes' : 'no');
  } catch {
    // Without storage the vote still counts; the embed just asks again on the next view.
  }
}

/** Sends one vote; true when the add-on counted it. */
export async function sendVote(ctx: WidgetPageContext, helpful: boolean): Promise<boolean> {
  if (!ctx.public) return false;
  try {
    const res = await ctx.public.post('/vote', { helpful, url: ctx.url });
    return res.ok;
  } catch {
    return false;
  }
}

let embeds = 0;

/**
 * Draws the question into `el`; once a vote is counted (in this page view, or in an earlier one
 * this browser remembers) it only thanks.
 */
export function renderEmbed(el: HTMLElement, ctx: WidgetPageContext): void {
  if (!ctx.public) return;
  const page = pageOf(ctx.url);
  const store = mayStore(ctx);
  const id = `page-pulse-${++embeds}`;

  const group = document.createElement('div');
  group.className = 'page-pulse';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-labelledby', id);
  const question = document.createElement('p');
  question.id = id;
  question.className = 'page-pulse-question';
  question.textContent = TEXT.question;
  // Announced politely when it changes: the thanks, or why the vote did not go through.
  const status = document.createElement('p');
  status.className = 'page-pulse-status';
  status.setAttribute('aria-live', 'polite');

  let settled = false;
  let sending = false;
  const buttons = ([true, false] as const).map((helpful) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = helpful ? TEXT.yes : TEXT.no;
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', () => void choose(helpful));
    return { helpful, button };
  });

  // aria-disabled rather than disabled: the button keeps the focus the visitor clicked it with.
  const show = (chosen: boolean | null, busy: boolean) => {
    for (const { helpful, button } of buttons) {
      button.setAttribute('aria-pressed', String(chosen === helpful));
      button.setAttribute('aria-disabled', String(busy || settled));
    }
  };

  async function choose(helpful: boolean) {
    if (settled || sending) return;
    sending = true;
    status.textContent = '';
    show(helpful, true);
    const counted = await sendVote(ctx, helpful);
    sending = false;
    if (counted) {
      settled = true;
      remember(page, helpful, store);
      status.textContent = TEXT.thanks;
      show(helpful, false);
    } else {
      status.textContent = TEXT.failed;
      show(null, false);
    }
  }

  const earlier = rememberedVote(page, store);
  if (earlier !== null) {
    settled = true;
    status.textContent = TEXT.thanks;
  }
  show(earlier, false);
  group.append(question, ...buttons.map((b) => b.button), status);
  el.replaceChildren(group);
}

export default defineWidgetModule({
  features: ['page-pulse'],
  embeds: { 'page-pulse': renderEmbed },
});
