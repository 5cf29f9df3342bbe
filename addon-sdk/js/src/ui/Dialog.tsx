import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './focus.js';

/** The props of {@link Dialog}. */
export interface DialogProps {
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Called on Escape and on a click on the backdrop (unless `dismissOnBackdrop` is false). */
  onClose(): void;
  children?: ReactNode;
  /** Added to the dialog's own classes (`modal`). */
  className?: string;
  /** `alertdialog` for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog';
  /** False for confirmations that destroy data: only a button closes them. */
  dismissOnBackdrop?: boolean;
  /** In pixels; the dialog never grows wider than the window. Default: as wide as its content. */
  width?: number;
}

/**
 * A modal dialog with the shell's look (its `modal-backdrop`, `modal` and `modal-actions`
 * classes): `role="dialog"` with `aria-modal`, labelled by its title, focus moved in, kept in
 * with Tab and given back to the opener on close, Escape closes. Rendered on `document.body`, so
 * a transformed ancestor (a card being dragged) cannot pull the fixed overlay out of place.
 *
 * ```tsx
 * {open && (
 *   <Dialog title="Rename" onClose={() => setOpen(false)}>
 *     <TextField label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
 *     <div className="modal-actions"><button type="button" onClick={save}>Save</button></div>
 *   </Dialog>
 * )}
 * ```
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  className,
  role = 'dialog',
  dismissOnBackdrop = true,
  width,
}: DialogProps) {
  const ref = useDialogFocus<HTMLDivElement>(onClose);
  const titleId = useId();
  const descriptionId = useId();
  return createPortal(
    <div
      className="modal-backdrop"
      // mousedown, not click: a text selection that ends on the backdrop does not close the dialog.
      onMouseDown={(event) => {
        if (dismissOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={className ? `modal ${className}` : 'modal'}
        style={width ? { width, maxWidth: '100%' } : undefined}
      >
        <h2 id={titleId}>{title}</h2>
        {description && <p id={descriptionId}>{description}</p>}
        {children}
      </div>
    </div>,
    document.body,
  );
}
