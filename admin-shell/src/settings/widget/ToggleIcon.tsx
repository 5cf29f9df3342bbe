/** The widget's toggle icons as small inline glyphs (the host's icon names, spec 002 §2.1). */
import type { ReactNode } from 'react';

export const TOGGLE_ICONS = [
  'field-hearken',
  'field-smile',
  'field-mail-open',
  'field-hand-star',
  'field-comments',
  'field-comment-star',
  'field-comment-heart',
  'field-comment-edit',
  'field-chevron-down',
] as const;

export type ToggleIconName = (typeof TOGGLE_ICONS)[number];

const BUBBLE = 'M4 4h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z';
const STAR = 'M12 6.5l1.5 3 3.3.5-2.4 2.3.6 3.3L12 14l-3 1.6.6-3.3-2.4-2.3 3.3-.5z';

const GLYPHS: Record<ToggleIconName, ReactNode> = {
  'field-hearken': (
    <>
      <path d={BUBBLE} />
      <path d="M9 7v6M15 7v6M9 10h6" />
    </>
  ),
  'field-smile': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14a5 5 0 0 0 8 0M9 9.5h.01M15 9.5h.01" />
    </>
  ),
  'field-mail-open': <path d="M3 10l9-6 9 6v10H3zM3 10l9 6 9-6" />,
  'field-hand-star': (
    <>
      <path d="M4 20v-6l4-2h5a2 2 0 0 1 0 4h-3M13 16l5-2a2 2 0 0 1 2 3l-7 3H4" />
      <path d="M15 3l1 2 2 .3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1L12 5.3l2-.3z" />
    </>
  ),
  'field-comments': (
    <>
      <path d="M3 4h12v8H8l-3 3v-3H3z" />
      <path d="M17 8h4v8h-2v3l-3-3h-5v-2" />
    </>
  ),
  'field-comment-star': (
    <>
      <path d={BUBBLE} />
      <path d={STAR} />
    </>
  ),
  'field-comment-heart': (
    <>
      <path d={BUBBLE} />
      <path d="M12 13.5l-3-3a1.8 1.8 0 0 1 3-2 1.8 1.8 0 0 1 3 2z" />
    </>
  ),
  'field-comment-edit': (
    <>
      <path d={BUBBLE} />
      <path d="M9 13l1-3 4-4 2 2-4 4z" />
    </>
  ),
  'field-chevron-down': <path d="M6 9l6 6 6-6" />,
};

/** An unknown name falls back to the chevron, as the spec's widget does. */
export function ToggleIcon({ name, size = 24 }: { name: string; size?: number }) {
  const glyph = GLYPHS[name as ToggleIconName] ?? GLYPHS['field-chevron-down'];
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {glyph}
    </svg>
  );
}
