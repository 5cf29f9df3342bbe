/**
 * The icon list icon-choice options pick from (../../assets/icons.json, the file the editor's
 * picker reads): `{name, style, path}`, `path` being SVG path data on a 24×24 grid. It is bundled
 * whole (about 9 KB, 3 KB gzipped) so a question draws at once, without a second request.
 */
import type { WidgetElementFactory } from '@hearken/addon-sdk';
import list from '../../assets/icons.json';

const paths = new Map<string, string>(list.map((icon) => [`${icon.style}/${icon.name}`, icon.path]));

/** Spec 000 §3, §9: the icon colour defaults to #1579EF; sizes small 16, medium 20 (default), large 24 px. */
export const DEFAULT_ICON_COLOR = '#1579EF';
const SIZES: Record<string, number> = { small: 16, medium: 20, large: 24 };
const DEFAULT_SIZE = 20;

export function iconColor(setting: unknown): string {
  return typeof setting === 'string' && /^#[0-9a-f]{6}$/i.test(setting) ? setting : DEFAULT_ICON_COLOR;
}

export function iconPixels(setting: unknown): number {
  return (typeof setting === 'string' ? SIZES[setting] : undefined) ?? DEFAULT_SIZE;
}

/**
 * The icon as inline SVG, or null when the list has no such icon. "regular" icons are a 2 px
 * outline, "solid" ones filled, as the editor draws them. Decorative: the button carries the name.
 */
export function iconGlyph(h: WidgetElementFactory, name: string, style: string, px: number, color: string): unknown {
  const path = paths.get(`${style}/${name}`);
  if (path === undefined) return null;
  const solid = style === 'solid';
  return h(
    'svg',
    {
      class: 'qtw-icon',
      width: px,
      height: px,
      viewBox: '0 0 24 24',
      'aria-hidden': 'true',
      focusable: 'false',
      fill: solid ? color : 'none',
      stroke: color,
      'stroke-width': solid ? 1 : 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'fill-rule': 'evenodd',
    },
    h('path', { d: path }),
  );
}
