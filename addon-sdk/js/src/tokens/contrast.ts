/**
 * WCAG 2.x contrast arithmetic over sRGB hex colours ('#rgb' or '#rrggbb'): what the token test
 * checks every pair with, and what an add-on may use to warn about a colour a site picked.
 */

function channels(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** The WCAG relative luminance of a colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color-mix(in srgb, a p%, b)` as a hex colour: what a browser draws for a mix the widget's
 * stylesheet computes from the site's theme colours.
 */
export function mix(a: string, b: string, p: number): string {
  const x = channels(a);
  const y = channels(b);
  return `#${x.map((c, i) => Math.round(c * p + y[i]! * (1 - p)).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * White or black, whichever reads better on `background`: what the widget's stylesheet picks for
 * the words on a button in the site's own colour (its `lch(from …)` rule). Either reaches at least
 * 4.58:1 on any colour.
 */
export function readableOn(background: string): '#ffffff' | '#000000' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}
