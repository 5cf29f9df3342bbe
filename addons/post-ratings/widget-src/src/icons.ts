/**
 * The four rating icons (`icon_id`), drawn inline so the block needs no icon font or image on the
 * visitor's page. Paths on a 24×24 grid; an icon is outlined in `icon_color` and filled with it
 * when lit. The smiley's eyes and mouth are holes (even-odd), so they show when it is filled.
 */

export const ICONS: Record<string, string> = {
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9Z',
  heart:
    'M12 20.5l-1.3-1.2C5.6 14.7 2.5 11.9 2.5 8.4c0-2.8 2.2-4.9 4.9-4.9 1.8 0 3.5.8 4.6 2.1 1.1-1.3 2.8-2.1 4.6-2.1 2.7 0 4.9 2.1 4.9 4.9 0 3.5-3.1 6.3-8.2 10.9Z',
  'thumbs-up':
    'M2.5 10h4v10.5h-4ZM8.5 20.5V10l4-7.5c1.4 0 2.5 1.1 2.5 2.5v3.5h5c1.3 0 2.2 1.2 1.9 2.4l-1.8 7.9c-.2.9-1 1.7-2 1.7Z',
  smiley:
    'M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19ZM9 8.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm6 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6ZM7.5 13.5h9a4.5 4.5 0 0 1-9 0Z',
};

const NS = 'http://www.w3.org/2000/svg';

/** The icon `id` (a star for one this module does not know), decorative: its button has the name. */
export function icon(id: string, color: string): SVGSVGElement {
  const svg = document.createElementNS(NS, 'svg');
  const attributes = {
    viewBox: '0 0 24 24',
    width: '24',
    height: '24',
    'aria-hidden': 'true',
    focusable: 'false',
    fill: 'none',
    stroke: color,
    'stroke-width': '1.5',
    'stroke-linejoin': 'round',
    'fill-rule': 'evenodd',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  const path = document.createElementNS(NS, 'path');
  path.setAttribute('d', ICONS[id] ?? ICONS['star']!);
  svg.append(path);
  return svg;
}
