import { h } from 'preact';

/** The toggle's icons, drawn inline so the widget needs no icon font on the visitor's page. */
const PATHS: Record<string, string> = {
  'field-userfeedback': 'M4 4h16v11H8l-4 4z',
  'field-chevron-down': 'M6 9l6 6 6-6',
  close: 'M6 6l12 12M18 6 6 18',
};

/** `name` when known; the default icon (spec 002 §9: field-userfeedback) otherwise. */
export function Icon({ name }: { name: string }) {
  return (
    <svg class="hk-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name] ?? PATHS['field-userfeedback']} />
    </svg>
  );
}
