/**
 * Focus helpers for a remote's own overlays: what can take focus inside an element, and the
 * keyboard behaviour of a modal dialog (the shell's dialogs behave the same way).
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Elements that take focus with Tab. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements inside `container` that Tab reaches, in document order. */
export function focusableIn(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Keyboard behaviour of a modal dialog, for the element the returned ref is put on: on mount,
 * focus moves to its first focusable element (or to itself, which then needs `tabIndex={-1}`);
 * Tab and Shift+Tab cycle inside it; Escape calls `onClose`; on unmount, focus returns to the
 * element that had it before (the button that opened the dialog).
 *
 * Escape stops there: a dialog opened from inside a shell card or drawer closes alone.
 */
export function useDialogFocus<T extends HTMLElement>(onClose: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  // The latest onClose without re-running the effect: re-running would move focus again.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(dialog)[0] ?? dialog).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = focusableIn(dialog);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const outside = !dialog.contains(document.activeElement) || document.activeElement === dialog;
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, []);

  return ref;
}
