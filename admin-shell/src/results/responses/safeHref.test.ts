import { describe, expect, it } from 'vitest';
import { safeHref } from './safeHref';

describe('safeHref', () => {
  it('keeps ordinary web addresses as they are', () => {
    expect(safeHref('https://shop.example/pricing?a=1#top')).toBe('https://shop.example/pricing?a=1#top');
    expect(safeHref('/blog/hello-world')).toBe('/blog/hello-world');
  });

  it("removes 'javascript:' up to the next angle bracket or quote, whatever its case", () => {
    expect(safeHref('https://a.example/?next=javascript:alert(1)"x')).toBe('https://a.example/?next="x');
    expect(safeHref("/p?x=JavaScript:evil()'rest")).toBe("/p?x='rest");
    expect(safeHref('/p?x=javascript:a()<b>javascript:c()>d')).toBe('/p?x=<b>>d');
  });

  it('gives no link when only script was there, hidden by case, spaces or tabs', () => {
    expect(safeHref('javascript:alert(document.cookie)')).toBeNull();
    expect(safeHref('  JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('java\tscript:alert(1)')).toBeNull();
    expect(safeHref('java\nscript:alert(1)')).toBeNull();
  });

  it('gives no link for other script-capable schemes or nothing at all', () => {
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHref('vbscript:msgbox(1)')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
