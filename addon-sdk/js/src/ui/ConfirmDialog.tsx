import type { ReactNode } from 'react';
import { Dialog, type DialogProps } from './Dialog.js';
import { LIST_KIT_STRINGS } from './list/strings.js';

/** The props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps extends Pick<DialogProps, 'title' | 'role' | 'className'> {
  /** What will happen, e.g. '3 responses will be deleted. This cannot be undone.'. */
  text: ReactNode;
  /** The words of the button that goes ahead, e.g. 'Yes, delete'. */
  confirm: string;
  /** Default 'Cancel'. */
  cancel?: string;
  onConfirm(): void;
  /** Cancel, Escape, and a click on the backdrop where `dismissOnBackdrop` allows it. */
  onCancel(): void;
  /** The action runs: the button that goes ahead is off and says `busyLabel` (when given). */
  busy?: boolean;
  busyLabel?: string;
  /** Default false: a click beside the dialog does not cancel what destroys data. */
  dismissOnBackdrop?: boolean;
}

/**
 * Asks before an action that destroys something ('Delete permanently?'): a {@link Dialog} titled
 * with the question, described by `text`, with Cancel (which takes the focus) and a destructive
 * button that goes ahead.
 *
 * ```tsx
 * {pending && (
 *   <ConfirmDialog title="Delete permanently?" text="The post's ratings will be deleted." confirm="Yes, delete"
 *     onConfirm={remove} onCancel={() => setPending(false)} />
 * )}
 * ```
 */
export function ConfirmDialog({
  title,
  text,
  confirm,
  cancel = LIST_KIT_STRINGS.cancel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  dismissOnBackdrop = false,
  role,
  className,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      description={text}
      onClose={onCancel}
      dismissOnBackdrop={dismissOnBackdrop}
      {...(role ? { role } : {})}
      {...(className ? { className } : {})}
    >
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          {cancel}
        </button>
        <button type="button" className="button button-primary button-destructive" disabled={busy} onClick={onConfirm}>
          {busy && busyLabel ? busyLabel : confirm}
        </button>
      </div>
    </Dialog>
  );
}
