import { describe, expect, it } from 'vitest';
import { webFontId, webFontUrl, webFontWeight } from './fonts.js';

describe('web fonts', () => {
  it("name the catalogue's files as the widget build writes them", () => {
    expect(webFontId('Open Sans')).toBe('open-sans');
    expect(webFontId('Source Sans 3')).toBe('source-sans-3');
    expect(webFontUrl('https://hk.test/', 'IBM Plex Sans', '300')).toBe('https://hk.test/widget/fonts/ibm-plex-sans/300.woff2');
    expect(webFontUrl('', 'Inter')).toBe('/widget/fonts/inter/400.woff2');
  });

  it("read 'regular', nothing or nonsense as 400", () => {
    expect(webFontWeight('regular')).toBe('400');
    expect(webFontWeight(null)).toBe('400');
    expect(webFontWeight('950')).toBe('400');
    expect(webFontWeight('100italic')).toBe('400');
    expect(webFontWeight('900')).toBe('900');
  });

  it('refuse a name that could leave the fonts folder or is not a family', () => {
    expect(webFontUrl('', '../../admin')).toBeNull();
    expect(webFontUrl('', "Inter'), url(https://evil.test/x")).toBeNull();
    expect(webFontUrl('', '')).toBeNull();
    expect(webFontUrl('', 'x'.repeat(65))).toBeNull();
  });
});
