import { afterEach, describe, expect, it, vi } from 'vitest';
import module, { showRatings } from './index';
import { SCHEMA_SELECTOR } from './schema';
import { WORDS } from './strings';

const TEXT = WORDS.en;
import { PAGE_URL, SETTINGS, clearPage, icons, json, page, pageView, postAnswer, settle } from './testing';

const POST = '<article><div data-hearken-post-content>Post</div></article><div data-hearken-comments></div>';

const block = () => document.querySelector<HTMLElement>('.hearken-post-ratings');
const text = (name: string) => document.querySelector(`.hearken-post-ratings-${name}`)?.textContent;
const status = () => document.querySelector('.hearken-post-ratings [aria-live="polite"]');
const schema = () => {
  const scripts = document.head.querySelectorAll(SCHEMA_SELECTOR);
  expect(scripts.length).toBeLessThanOrEqual(1);
  return scripts[0] ? JSON.parse(scripts[0].textContent ?? '') : null;
};
const key = (el: Element, key: string) =>
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

afterEach(() => {
  clearPage();
  vi.unstubAllGlobals();
});

describe('the post ratings page module', () => {
  it('is the page hook of the post-ratings feature', () => {
    expect(module.features).toEqual(['post-ratings']);
    expect(module.embeds).toBeUndefined();
    expect(typeof module.page).toBe('function');
  });

  it('does nothing and asks nothing on a page without a post id', async () => {
    page(POST);
    const { ctx, get } = pageView(postAnswer(), undefined, { post_id: null });
    module.page?.(ctx);
    await showRatings(ctx);
    expect(get).not.toHaveBeenCalled();
    expect(block()).toBeNull();
  });

  it('asks the add-on for the post through the page view’s public API (its nonce, no cookies)', async () => {
    page(POST);
    const { ctx, get } = pageView(postAnswer(), undefined, { post_id: 'a b&c' });
    await showRatings(ctx);
    expect(get).toHaveBeenCalledWith('/post', { post_id: 'a b&c' });
  });

  it('draws nothing when the add-on cannot answer, and throws nothing', async () => {
    page(POST);
    await showRatings(pageView(json({ code: 'x' }, 500)).ctx);
    expect(block()).toBeNull();
    const { ctx, get } = pageView();
    get.mockRejectedValue(new TypeError('offline'));
    expect(() => module.page?.(ctx)).not.toThrow();
    await settle();
    expect(block()).toBeNull();
  });

  it('draws the block where display_settings says', async () => {
    page(POST);
    await showRatings(pageView(postAnswer({ display_settings: 'before_comments' })).ctx);
    expect(block()?.nextElementSibling?.hasAttribute('data-hearken-comments')).toBe(true);
    clearPage();
    page(`${POST}<div data-hearken-post-ratings></div>`);
    await showRatings(pageView(postAnswer({ display_settings: 'manual' })).ctx);
    expect(block()?.parentElement?.hasAttribute('data-hearken-post-ratings')).toBe(true);
    expect(document.querySelectorAll('.hearken-post-ratings')).toHaveLength(1);
  });

  it('waits for the page to be parsed before looking for the place', async () => {
    const { ctx } = pageView();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const drawn = showRatings(ctx);
    await settle();
    page(POST);
    delete (document as { readyState?: unknown }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await drawn;
    expect(block()?.previousElementSibling?.hasAttribute('data-hearken-post-content')).toBe(true);
  });

  it('draws nothing, and writes no schema, on a page with no place for the block', async () => {
    page('<p>No article here</p>');
    await showRatings(pageView(postAnswer({ use_review_schema: 'yes' })).ctx);
    expect(block()).toBeNull();
    expect(schema()).toBeNull();
  });
});

describe('the rating block', () => {
  it('asks the question with five labelled icons in the settings’ colours, then the average and count', async () => {
    page(POST);
    await showRatings(pageView(postAnswer({ show_uf_logo: 'yes', font: 'Open Sans' })).ctx);
    const el = block()!;
    expect(el.previousElementSibling?.hasAttribute('data-hearken-post-content')).toBe(true);
    expect(el.style.background).toBe('rgb(255, 255, 255)');
    expect(el.style.color).toBe('rgb(35, 40, 45)');
    expect(el.style.fontFamily).toBe('"Open Sans", sans-serif');
    const group = el.querySelector('[role="radiogroup"]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toBe(SETTINGS.rating_question);
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      SETTINGS.rating_instruction_message,
    );
    expect(icons().map((b) => b.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5].map((n) => `Rate ${n} out of 5`));
    expect(icons().map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(icons()[0]?.querySelector('svg')?.getAttribute('stroke')).toBe('#F5A623');
    expect(text('summary')).toBe('Average rating 4.3/5. Vote count: 12');
    expect(text('logo')).toBe(TEXT.poweredBy);
    expect(status()?.textContent).toBe('');
  });

  it('shows the average and the count only as show_rating and show_vote_count say', async () => {
    const summary = async (show_rating: string, show_vote_count: string) => {
      clearPage();
      page(POST);
      await showRatings(pageView(postAnswer({ show_rating, show_vote_count }, { average_rating: 5, total_ratings: 200 })).ctx);
      return text('summary');
    };
    expect(await summary('yes', 'yes')).toBe('Average rating 5/5. Vote count: 200');
    expect(await summary('yes', 'no')).toBe('Average rating 5/5.');
    expect(await summary('no', 'yes')).toBe('Vote count: 200');
    expect(await summary('no', 'no')).toBeUndefined();
    expect(text('logo')).toBeUndefined();
  });

  it('draws each icon the settings may name, and a star for any other', async () => {
    const path = async (icon_id: string) => {
      clearPage();
      page(POST);
      await showRatings(pageView(postAnswer({ icon_id })).ctx);
      return icons()[0]?.querySelector('path')?.getAttribute('d');
    };
    const star = await path('star');
    const drawn = [star, await path('heart'), await path('thumbs-up'), await path('smiley')];
    expect(new Set(drawn).size).toBe(4);
    expect(await path('rocket')).toBe(star);
  });

  it('shows the administrator’s texts as text, never as markup', async () => {
    page(POST);
    await showRatings(pageView(postAnswer({ rating_question: '<img src=x onerror=alert(1)>' })).ctx);
    expect(text('question')).toBe('<img src=x onerror=alert(1)>');
    expect(block()?.querySelector('img')).toBeNull();
  });

  it('speaks the widget’s language, with its numbers, and says which language on the block', async () => {
    page(POST);
    await showRatings(pageView(postAnswer({ show_uf_logo: 'yes' }, { total_ratings: 1234 }), undefined, { lang: 'de', dir: 'ltr' }).ctx);
    expect(block()?.lang).toBe('de');
    expect(icons().map((b) => b.getAttribute('aria-label'))[2]).toBe('Mit 3 von 5 bewerten');
    expect(text('summary')).toBe('Durchschnittliche Bewertung 4,3/5. Anzahl der Stimmen: 1.234');
    expect(text('logo')).toBe('Bereitgestellt von Hearken');
    expect(text('question')).toBe(SETTINGS.rating_question);
  });

  it('speaks English, its numbers too, to a widget that gives no language', async () => {
    page(POST);
    await showRatings(pageView(postAnswer({}, { total_ratings: 1234 })).ctx);
    expect(block()?.hasAttribute('lang')).toBe(false);
    expect(block()?.hasAttribute('dir')).toBe(false);
    expect(text('summary')).toBe('Average rating 4.3/5. Vote count: 1,234');
  });

  it('right to left, is marked so and moves to the next icon with the left arrow', async () => {
    page(POST);
    await showRatings(pageView(postAnswer(), undefined, { lang: 'ar', dir: 'rtl' }).ctx);
    expect(block()?.dir).toBe('rtl');
    expect(icons()[0]?.getAttribute('aria-label')).toBe('تقييم 1 من 5');
    icons()[0]?.focus();
    key(icons()[0]!, 'ArrowLeft');
    expect(document.activeElement).toBe(icons()[1]);
    key(icons()[1]!, 'ArrowRight');
    key(icons()[0]!, 'ArrowRight');
    expect(document.activeElement).toBe(icons()[4]);
  });

  it('lights the icons up to the one hovered or focused', async () => {
    page(POST);
    await showRatings(pageView().ctx);
    const fills = () => icons().map((b) => b.querySelector('svg')?.getAttribute('fill'));
    icons()[2]?.querySelector('path')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(fills()).toEqual(['#F5A623', '#F5A623', '#F5A623', 'none', 'none']);
    block()?.querySelector('[role="radiogroup"]')?.dispatchEvent(new MouseEvent('mouseleave'));
    expect(fills()).toEqual(['none', 'none', 'none', 'none', 'none']);
    icons()[1]?.focus();
    expect(fills()).toEqual(['#F5A623', '#F5A623', 'none', 'none', 'none']);
  });
});

describe('rating a post', () => {
  it('posts the rating of the page’s post and thanks the visitor with the new average and count', async () => {
    page(POST);
    const { ctx, post } = pageView();
    await showRatings(ctx);
    icons()[3]?.click();
    expect(icons()[3]?.getAttribute('aria-checked')).toBe('true');
    await settle();
    expect(post).toHaveBeenCalledExactlyOnceWith('/rate', {
      post_id: '12',
      post_title: 'Hello, world',
      url: PAGE_URL,
      rating: 4,
    });
    expect(status()?.textContent).toBe(SETTINGS.thank_you_message);
    expect(icons()).toEqual([]);
    expect(text('instruction')).toBeUndefined();
    expect(text('summary')).toBe('Average rating 4.4/5. Vote count: 13');
    expect(document.cookie).toContain('hearken_post_rated_12=1');
  });

  it('sends the page’s title while the add-on has none for the post', async () => {
    page(POST);
    const { ctx, post } = pageView(postAnswer({}, { post_title: '', total_ratings: 0, average_rating: 0 }));
    await showRatings(ctx);
    icons()[4]?.click();
    await settle();
    expect(post).toHaveBeenCalledWith('/rate', expect.objectContaining({ post_title: 'Hello, world | Bakery', rating: 5 }));
  });

  it('thanks the visitor the add-on already has a rating from (409)', async () => {
    page(POST);
    const { ctx } = pageView(postAnswer(), async () =>
      json({ code: 'already_rated', message: 'You have already rated this post.' }, 409),
    );
    await showRatings(ctx);
    icons()[0]?.click();
    await settle();
    expect(status()?.textContent).toBe(SETTINGS.thank_you_message);
    expect(icons()).toEqual([]);
    expect(text('summary')).toBe('Average rating 4.3/5. Vote count: 12');
    expect(document.cookie).toContain('hearken_post_rated_12=1');
  });

  it('says so when a rating is not counted, keeps the icons, and lets the visitor try again', async () => {
    page(POST);
    const rate = vi
      .fn<(path: string, body: unknown) => Promise<Response>>()
      .mockResolvedValueOnce(json({ code: 'too_many_requests' }, 429))
      .mockResolvedValueOnce(json({ code: 'internal' }, 500))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json({ total_ratings: 13, average_rating: 4.4 }));
    const { ctx, post } = pageView(postAnswer(), rate);
    await showRatings(ctx);
    for (let attempt = 0; attempt < 3; attempt++) {
      icons()[1]?.click();
      await settle();
      expect(status()?.textContent).toBe(TEXT.failed);
      expect(icons()).toHaveLength(5);
      expect(icons()[1]?.getAttribute('aria-checked')).toBe('false');
    }
    expect(document.cookie).not.toContain('hearken_post_rated_12');
    icons()[1]?.click();
    await settle();
    expect(status()?.textContent).toBe(SETTINGS.thank_you_message);
    expect(post).toHaveBeenCalledTimes(4);
  });

  it('sends one rating however often the icons are clicked', async () => {
    page(POST);
    const { ctx, post } = pageView();
    await showRatings(ctx);
    icons()[1]?.click();
    icons()[4]?.click();
    await settle();
    expect(post).toHaveBeenCalledExactlyOnceWith('/rate', expect.objectContaining({ rating: 2 }));
  });

  it('a browser that rated the post sees the thank-you instead of the icons', async () => {
    document.cookie = 'hearken_post_rated_12=1; path=/';
    page(POST);
    await showRatings(pageView().ctx);
    expect(icons()).toEqual([]);
    expect(status()?.textContent).toBe(SETTINGS.thank_you_message);
    expect(text('summary')).toBe('Average rating 4.3/5. Vote count: 12');
  });

  it('a visitor the add-on knows to have rated sees the thank-you instead of the icons', async () => {
    page(POST);
    await showRatings(pageView(postAnswer({}, { rated: true })).ctx);
    expect(icons()).toEqual([]);
    expect(status()?.textContent).toBe(SETTINGS.thank_you_message);
  });

  it('another post’s rating does not count for this one', async () => {
    document.cookie = 'hearken_post_rated_120=1; path=/';
    page(POST);
    await showRatings(pageView().ctx);
    expect(icons()).toHaveLength(5);
  });

  it('rating in one placeholder thanks the visitor in every one', async () => {
    page('<div data-hearken-post-ratings></div><p>Post</p><div data-hearken-post-ratings></div>');
    await showRatings(pageView(postAnswer({ display_settings: 'manual' })).ctx);
    expect(icons()).toHaveLength(10);
    icons()[7]?.click();
    await settle();
    expect(icons()).toEqual([]);
    expect([...document.querySelectorAll('.hearken-post-ratings-status')].map((s) => s.textContent)).toEqual([
      SETTINGS.thank_you_message,
      SETTINGS.thank_you_message,
    ]);
  });
});

describe('without client storage (ctx.storage false)', () => {
  const manual = () => {
    page('<div data-hearken-post-ratings></div><p>Post</p><div data-hearken-post-ratings></div>');
    return postAnswer({ display_settings: 'manual' });
  };
  const thanks = () => [...document.querySelectorAll('.hearken-post-ratings-status')].map((s) => s.textContent);

  it('remembers the rating for the page view only: every block thanks, and no cookie is written', async () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    const { ctx, post } = pageView(manual(), undefined, { storage: false });
    await showRatings(ctx);
    icons()[2]?.click();
    await settle();
    expect(icons()).toEqual([]);
    expect(thanks()).toEqual([SETTINGS.thank_you_message, SETTINGS.thank_you_message]);
    icons()[0]?.click();
    expect(post).toHaveBeenCalledTimes(1);
    expect(written).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
  });

  it('thanks, without a cookie, the visitor the add-on already has a rating from (409)', async () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    const { ctx } = pageView(manual(), async () => json({ code: 'already_rated' }, 409), { storage: false });
    await showRatings(ctx);
    icons()[0]?.click();
    await settle();
    expect(thanks()).toEqual([SETTINGS.thank_you_message, SETTINGS.thank_you_message]);
    expect(written).not.toHaveBeenCalled();
  });

  it('does not read a cookie an earlier page view left: the add-on alone says whether the post was rated', async () => {
    document.cookie = 'hearken_post_rated_12=1; path=/';
    const read = vi.spyOn(Document.prototype, 'cookie', 'get');
    page(POST);
    await showRatings(pageView(postAnswer(), undefined, { storage: false }).ctx);
    expect(icons()).toHaveLength(5);
    expect(read).not.toHaveBeenCalled();
  });

  it.each([
    ['storage: true', { storage: true }],
    ['a widget that says nothing of storage', {}],
  ])('with %s, keeps the rating in the cookie for a year, as before', async (_, more) => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    page(POST);
    await showRatings(pageView(postAnswer(), undefined, more).ctx);
    icons()[3]?.click();
    await settle();
    expect(written).toHaveBeenCalledExactlyOnceWith('hearken_post_rated_12=1; max-age=31536000; path=/; SameSite=Lax');
    expect(document.cookie).toContain('hearken_post_rated_12=1');
  });
});

describe('rating with the keyboard', () => {
  it('moves between the icons with the arrow keys, Home and End, and chooses with Enter or Space', async () => {
    page(POST);
    const { ctx, post } = pageView();
    await showRatings(ctx);
    const [first] = icons();
    first?.focus();
    key(first!, 'ArrowRight');
    expect(document.activeElement).toBe(icons()[1]);
    expect(icons().map((b) => b.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
    key(document.activeElement!, 'End');
    expect(document.activeElement).toBe(icons()[4]);
    key(document.activeElement!, 'ArrowRight');
    expect(document.activeElement).toBe(icons()[0]);
    key(document.activeElement!, 'ArrowLeft');
    key(document.activeElement!, 'ArrowUp');
    expect(document.activeElement).toBe(icons()[3]);
    key(document.activeElement!, 'Home');
    key(document.activeElement!, 'ArrowDown');
    key(document.activeElement!, 'ArrowDown');
    expect(post).not.toHaveBeenCalled();
    key(document.activeElement!, ' ');
    await settle();
    expect(post).toHaveBeenCalledExactlyOnceWith('/rate', expect.objectContaining({ rating: 3 }));
    expect(document.activeElement).toBe(status());
  });

  it('chooses with Enter', async () => {
    page(POST);
    const { ctx, post } = pageView();
    await showRatings(ctx);
    icons()[4]?.focus();
    key(icons()[4]!, 'Enter');
    await settle();
    expect(post).toHaveBeenCalledExactlyOnceWith('/rate', expect.objectContaining({ rating: 5 }));
  });
});

describe('the schema.org rating', () => {
  const RATING = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: 'Hello, world',
    url: PAGE_URL,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, ratingCount: 12, bestRating: 5, worstRating: 1 },
  };

  it('is in the head when use_review_schema is yes and the post has ratings', async () => {
    page(POST);
    await showRatings(pageView(postAnswer({ use_review_schema: 'yes' })).ctx);
    expect(schema()).toEqual(RATING);
  });

  it('is absent when use_review_schema is no, or the post has no ratings yet', async () => {
    page(POST);
    await showRatings(pageView().ctx);
    expect(schema()).toBeNull();
    clearPage();
    page(POST);
    await showRatings(pageView(postAnswer({ use_review_schema: 'yes' }, { total_ratings: 0, average_rating: 0 })).ctx);
    expect(schema()).toBeNull();
  });

  it('names the post by the page’s title while the add-on has no title for it', async () => {
    page(POST);
    await showRatings(pageView(postAnswer({ use_review_schema: 'yes' }, { post_title: '' })).ctx);
    expect(schema().name).toBe('Hello, world | Bakery');
  });

  it('is updated, not repeated, after the visitor’s rating', async () => {
    page(POST);
    await showRatings(pageView(postAnswer({ use_review_schema: 'yes' })).ctx);
    icons()[4]?.click();
    await settle();
    expect(schema().aggregateRating).toEqual({ ...RATING.aggregateRating, ratingValue: 4.4, ratingCount: 13 });
  });

  it('appears with the first rating of a post', async () => {
    page(POST);
    const first = async () => json({ total_ratings: 1, average_rating: 5 });
    await showRatings(pageView(postAnswer({ use_review_schema: 'yes' }, { total_ratings: 0, average_rating: 0 }), first).ctx);
    icons()[4]?.click();
    await settle();
    expect(schema().aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: 1 });
  });

  it('keeps a title with markup inside its script', async () => {
    page(POST);
    await showRatings(pageView(postAnswer({ use_review_schema: 'yes' }, { post_title: '</script><b>x' })).ctx);
    expect(document.head.querySelector(SCHEMA_SELECTOR)?.textContent).not.toContain('</script>');
    expect(schema().name).toBe('</script><b>x');
  });
});
