/**
 * Web fonts of the font catalogue (spec 002 §3), served by the Hearken server itself at
 * `/widget/fonts/{id}/{weight}.woff2`, so a visitor's browser asks no third-party font service.
 * The widget loads the site's custom font with these; an add-on with a font setting of its own
 * (post-ratings) can do the same.
 */

/** A family's file id: lower case, hyphens for anything else ('Open Sans' → 'open-sans'). */
export function webFontId(family: string): string {
  return family.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A catalogue weight as CSS says it: 'regular' (or none) is 400; other values are kept when they are 100–900. */
export function webFontWeight(weight?: string | null): string {
  return weight && /^[1-9]00$/.test(weight) ? weight : '400';
}

/**
 * The URL of a family's upright weight on the Hearken server at `host` ('' for this page's
 * origin), or null for a name that cannot be a catalogue family (letters, digits and spaces only).
 */
export function webFontUrl(host: string, family: string, weight?: string | null): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9 ]{0,63}$/.test(family)) return null;
  return `${host.replace(/\/+$/, '')}/widget/fonts/${webFontId(family)}/${webFontWeight(weight)}.woff2`;
}

const added = new Set<string>();

/**
 * Adds the family's weight to `document.fonts` (once per page) and starts loading it. Text drawn
 * in it, in the page or in a Shadow DOM, swaps to it when it arrives. A family outside the
 * catalogue, a browser without the CSS Font Loading API or a file that fails to load changes
 * nothing: the text keeps its fallback font. Returns whether a face was added.
 */
export function loadWebFont(host: string, family: string, weight?: string | null): boolean {
  const url = webFontUrl(host, family, weight);
  if (!url || typeof FontFace === 'undefined' || typeof document === 'undefined' || added.has(url)) return false;
  added.add(url);
  const face = new FontFace(family, `url("${url}") format("woff2")`, { weight: webFontWeight(weight), display: 'swap' });
  document.fonts.add(face);
  face.load().catch(() => added.delete(url));
  return true;
}
