import { describe, expect, it } from 'vitest';
import { checkOrigin, isPageOf, parseOrigins } from './origins';

describe('site origin check', () => {
  it('reads the setting as the host does: comma-separated, trimmed, no trailing slash', () => {
    expect(parseOrigins(' https://a.example/ ,, http://b.example:8080')).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(parseOrigins(undefined)).toEqual([]);
  });

  it('an empty list lets any site embed the widget', () => {
    expect(checkOrigin('', [])).toEqual({ kind: 'any' });
    expect(checkOrigin('https://shop.example', [])).toEqual({ kind: 'any' });
  });

  it('a site in the list is allowed, whatever its path or letter case', () => {
    expect(checkOrigin('https://Shop.example/cart', ['https://shop.example'])).toEqual({ kind: 'allowed', site: 'https://shop.example' });
  });

  it('a site missing from the list is named with the list', () => {
    expect(checkOrigin('http://shop.example', ['https://shop.example'])).toEqual({
      kind: 'missing',
      site: 'http://shop.example',
      origins: ['https://shop.example'],
    });
  });

  it('an address without http(s) is not a site', () => {
    expect(checkOrigin('shop.example', [])).toEqual({ kind: 'invalid' });
  });

  it('a reported page counts for the site only when its origin is the site', () => {
    expect(isPageOf('https://shop.example/a', 'https://shop.example', [])).toBe(true);
    expect(isPageOf('https://evil.example/?q=shop.example', 'https://shop.example', [])).toBe(false);
    expect(isPageOf('https://b.example/', null, ['https://a.example'])).toBe(false);
    expect(isPageOf('https://b.example/', null, [])).toBe(true);
  });
});
