import type { WidgetPageContext, WidgetPublicApi } from '@hearken/addon-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import module, { TEXT, pageOf, rememberedVote, renderEmbed } from './index';

const URL = 'https://bakery.example/blog/hello-world.html?utm_source=mail#comments';

function context(post?: WidgetPublicApi['post'], more: Partial<WidgetPageContext> = {}): WidgetPageContext {
  return {
    url: URL,
    title: 'Hello, world',
    referrer: '',
    page_type: 'post',
    post_type: 'post',
    post_id: '12',
    terms: [],
    logged_in: null,
    role: null,
    host: 'https://hearken.example',
    public: post ? { base: 'https://hearken.example/api/v1/public/addons/page-pulse', nonce: 'n', get: vi.fn(), post } : null,
    ...more,
  };
}

function embed(post?: WidgetPublicApi['post'], more: Partial<WidgetPageContext> = {}) {
  const el = document.createElement('div');
  el.dataset.hearkenEmbed = 'page-pulse';
  document.body.append(el);
  renderEmbed(el, context(post, more));
  const button = (name: string) => [...el.querySelectorAll('button')].find((b) => b.textContent === name)!;
  return { el, yes: button(TEXT.yes), no: button(TEXT.no), status: el.querySelector('[aria-live="polite"]')! };
}

/** Lets the click's promise chain (post, then the answer) run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('Page Pulse embed', () => {
  it('asks the question as a labelled group with two buttons and a live region', () => {
    const { el, yes, no, status } = embed(vi.fn());
    const group = el.querySelector('[role="group"]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toBe(TEXT.question);
    expect(yes.type).toBe('button');
    expect(no.getAttribute('aria-pressed')).toBe('false');
    expect(status.textContent).toBe('');
  });

  it('posts the vote with the page address and thanks the visitor once it is counted', async () => {
    const post = vi.fn(async () => new Response('{"counted":true}'));
    const { yes, no, status } = embed(post);
    yes.click();
    await settle();
    expect(post).toHaveBeenCalledWith('/vote', { helpful: true, url: URL });
    expect(status.textContent).toBe(TEXT.thanks);
    expect(yes.getAttribute('aria-pressed')).toBe('true');
    expect(no.getAttribute('aria-disabled')).toBe('true');
  });

  it('sends one vote however often the buttons are clicked', async () => {
    const post = vi.fn(async () => new Response('{}'));
    const { yes, no } = embed(post);
    no.click();
    yes.click();
    await settle();
    no.click();
    await settle();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/vote', { helpful: false, url: URL });
  });

  it('remembers the vote for the page, so the next view only thanks', async () => {
    embed(vi.fn(async () => new Response('{}'))).no.click();
    await settle();
    expect(rememberedVote(pageOf(URL), true)).toBe(false);
    document.body.replaceChildren();

    const post = vi.fn();
    const again = embed(post);
    expect(again.status.textContent).toBe(TEXT.thanks);
    expect(again.no.getAttribute('aria-pressed')).toBe('true');
    again.yes.click();
    await settle();
    expect(post).not.toHaveBeenCalled();
  });

  it('without client storage (ctx.storage false) writes and reads no localStorage: it thanks for this page view only', async () => {
    const stored = vi.spyOn(Storage.prototype, 'setItem');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const post = vi.fn(async () => new Response('{}'));
    const first = embed(post, { storage: false });
    first.yes.click();
    await settle();
    expect(first.status.textContent).toBe(TEXT.thanks);
    first.no.click();
    await settle();
    expect(post).toHaveBeenCalledTimes(1);
    expect(localStorage).toHaveLength(0);
    document.body.replaceChildren();

    const again = embed(post, { storage: false });
    expect(again.status.textContent).toBe('');
    expect(again.yes.getAttribute('aria-disabled')).toBe('false');
    expect(stored).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });

  it.each([
    ['storage: true', { storage: true }],
    ['a widget that says nothing of storage', {}],
  ])('with %s remembers the vote in localStorage, as before', async (_, more) => {
    embed(vi.fn(async () => new Response('{}')), more).yes.click();
    await settle();
    expect(localStorage.getItem(`page-pulse:voted:${pageOf(URL)}`)).toBe('yes');
    document.body.replaceChildren();
    expect(embed(vi.fn(), more).status.textContent).toBe(TEXT.thanks);
  });

  it('says so when the vote is refused or cannot be sent, and lets the visitor try again', async () => {
    const post = vi
      .fn<WidgetPublicApi['post']>()
      .mockResolvedValueOnce(new Response('{}', { status: 429 }))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('{}'));
    const { yes, status } = embed(post);
    yes.click();
    await settle();
    expect(status.textContent).toBe(TEXT.failed);
    expect(yes.getAttribute('aria-disabled')).toBe('false');
    yes.click();
    await settle();
    expect(status.textContent).toBe(TEXT.failed);
    yes.click();
    await settle();
    expect(status.textContent).toBe(TEXT.thanks);
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('draws nothing when the host sent no public endpoint', () => {
    expect(embed().el.childElementCount).toBe(0);
  });
});

describe('Page Pulse widget module', () => {
  it('is a page module with the page-pulse embed', () => {
    expect(module.features).toEqual(['page-pulse']);
    expect(module.embeds?.['page-pulse']).toBe(renderEmbed);
  });

  it('counts a page by its address without query or fragment', () => {
    expect(pageOf(URL)).toBe('https://bakery.example/blog/hello-world.html');
    expect(pageOf('https://bakery.example/')).toBe('https://bakery.example/');
  });
});
