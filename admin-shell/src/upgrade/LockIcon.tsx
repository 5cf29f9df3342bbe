/**
 * The padlock shown on locked controls. An inline SVG, not an emoji: emoji fonts are missing on
 * many servers' and kiosks' browsers, where an emoji renders as an empty box. Decorative unless
 * given a `label`, which screen readers then read in its place (for a lock that is the only sign
 * that something is locked).
 */
export function LockIcon({ size = 14, label }: { size?: number; label?: string }) {
  const a11y = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg className="lock-icon" width={size} height={size} viewBox="0 0 24 24" focusable="false" {...a11y}>
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 1 1 6 0v3H9zm3 4a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14z"
      />
    </svg>
  );
}
