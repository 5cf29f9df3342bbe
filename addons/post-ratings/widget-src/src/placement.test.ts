import { afterEach, describe, expect, it } from 'vitest';
import { placesFor } from './placement';
import { clearPage, page } from './testing';

/** Places a marker where the block would go; answers the markup around it. */
function draw(display: string): string {
  for (const place of placesFor(display)) {
    const block = document.createElement('b');
    place(block);
  }
  return document.body.innerHTML;
}

const THEME = '<article><div class="entry-content">Post</div><footer>Tags</footer></article><section id="comments">Comments</section>';

afterEach(clearPage);

describe('where the rating block goes', () => {
  it('after_content: right after the element marked as the post content', () => {
    page('<main><div data-hearken-post-content>Post</div><aside>More</aside></main><div data-hearken-comments></div>');
    expect(draw('after_content')).toBe(
      '<main><div data-hearken-post-content="">Post</div><b></b><aside>More</aside></main><div data-hearken-comments=""></div>',
    );
  });

  it('after_content without a mark: after the article’s .entry-content, else after the article', () => {
    page(THEME);
    expect(draw('after_content')).toContain('<div class="entry-content">Post</div><b></b><footer>');
    page('<article>Post</article><p>Next</p>');
    expect(draw('after_content')).toBe('<article>Post</article><b></b><p>Next</p>');
  });

  it('before_comments and after_comments: beside the element marked as the comments, else #comments', () => {
    page('<div data-hearken-comments>Comments</div><section id="comments"></section>');
    expect(draw('before_comments')).toMatch(/^<b><\/b><div data-hearken-comments="">Comments<\/div>/);
    page('<div data-hearken-comments>Comments</div>');
    expect(draw('after_comments')).toBe('<div data-hearken-comments="">Comments</div><b></b>');
    page(THEME);
    expect(draw('before_comments')).toContain('</article><b></b><section id="comments">');
    page(THEME);
    expect(draw('after_comments')).toMatch(/<section id="comments">Comments<\/section><b><\/b>$/);
  });

  it('manual: inside every shortcode placeholder, and nowhere else', () => {
    page(`${THEME}<div data-hearken-post-ratings>old</div><p>x</p><div data-hearken-post-ratings></div>`);
    expect(draw('manual')).toBe(
      `${THEME}<div data-hearken-post-ratings=""><b></b></div><p>x</p><div data-hearken-post-ratings=""><b></b></div>`,
    );
  });

  it('a page without the anchor gets the block in its placeholders', () => {
    page('<p>Post</p><div data-hearken-post-ratings></div>');
    expect(draw('after_content')).toBe('<p>Post</p><div data-hearken-post-ratings=""><b></b></div>');
    page('<p>Post</p><div data-hearken-post-ratings></div>');
    expect(draw('before_comments')).toBe('<p>Post</p><div data-hearken-post-ratings=""><b></b></div>');
  });

  it('a page with neither anchor nor placeholder gets no block', () => {
    page('<p>Post</p>');
    expect(placesFor('after_content')).toEqual([]);
    expect(placesFor('after_comments')).toEqual([]);
    expect(placesFor('manual')).toEqual([]);
  });

  it('the schema.org script in the head is not a placeholder', () => {
    document.head.innerHTML = '<script type="application/ld+json" data-hearken-post-ratings>{}</script>';
    page('<p>Post</p>');
    expect(placesFor('manual')).toEqual([]);
  });
});
