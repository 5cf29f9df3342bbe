import type { IconDefinition } from './iconList';

interface Props {
  icon: IconDefinition;
  /** Pixels; the list is drawn on a 24×24 grid and scales. */
  size: number;
  color?: string;
}

/** One icon of the list as inline SVG. Decorative: the control around it carries the name. */
export function IconGlyph({ icon, size, color = 'currentColor' }: Props) {
  const solid = icon.style === 'solid';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={solid ? color : 'none'}
      stroke={color}
      strokeWidth={solid ? 1 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      fillRule="evenodd"
    >
      <path d={icon.path} />
    </svg>
  );
}
