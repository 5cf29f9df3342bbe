import { useId, type ReactNode } from 'react';
import { useDialogFocus } from '@hearken/addon-sdk/ui';

/**
 * A modal dialog: backdrop, `role=dialog` (or `alertdialog`) with `aria-modal`, labelled by its
 * heading and described by `description`, focus kept inside, Escape closes. A click on the
 * backdrop closes it unless `dismissOnBackdrop` is false (confirmations that destroy data).
 */
export function Modal({
  title,
  description,
  onClose,
  children,
  className = '',
  width,
  role = 'dialog',
  dismissOnBackdrop = true,
}: {
  title: ReactNode;
  /** A sentence shown under the title and read as the dialog's description. */
  description?: ReactNode;
  onClose(): void;
  children?: ReactNode;
  className?: string;
  /** In pixels; the modal never grows wider than the window. */
  width?: number;
  role?: 'dialog' | 'alertdialog';
  dismissOnBackdrop?: boolean;
}) {
  const ref = useDialogFocus<HTMLDivElement>(onClose);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div className="modal-backdrop" onClick={dismissOnBackdrop ? onClose : undefined}>
      <div
        ref={ref}
        className={`modal ${className}`.trim()}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        style={width ? { width, maxWidth: '100%' } : undefined}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId}>{title}</h2>
        {description && <p id={descriptionId}>{description}</p>}
        {children}
      </div>
    </div>
  );
}
