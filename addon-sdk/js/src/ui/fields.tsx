/**
 * Labelled form controls with the shell's look (`field`, `field-hint`, `field-error`): the label
 * names the control, and the hint and the error are tied to it with `aria-describedby`, the error
 * also with `aria-invalid`. Every other prop goes to the control itself.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useFieldIds } from './fieldIds.js';

/** What every field takes besides its control's own attributes. */
export interface FieldProps {
  label: ReactNode;
  /** A sentence under the control that helps fill it in. */
  hint?: ReactNode;
  /** The message to show, e.g. the host's field error; the control is invalid while it is set. */
  error?: string | undefined;
  /** Added to the wrapper's classes. */
  className?: string;
}

/** A labelled text input (any `type` but checkbox and radio). */
export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const { id, hintId, errorId, aria } = useFieldIds(hint, error);
  return (
    <div className={wrapper('field', className)}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" {...aria} {...input} />
      <FieldText hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A labelled select; the options are its children. */
export type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

export function SelectField({ label, hint, error, className, children, ...select }: SelectFieldProps) {
  const { id, hintId, errorId, aria } = useFieldIds(hint, error);
  return (
    <div className={wrapper('field', className)}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...aria} {...select}>
        {children}
      </select>
      <FieldText hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A checkbox with its label after it. */
export type CheckboxFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>;

export function CheckboxField({ label, hint, error, className, ...input }: CheckboxFieldProps) {
  const { id, hintId, errorId, aria } = useFieldIds(hint, error);
  return (
    <div className={wrapper('field-checkbox', className)}>
      <input id={id} type="checkbox" {...aria} {...input} />
      <label htmlFor={id}>{label}</label>
      <FieldText hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

function wrapper(base: string, extra: string | undefined) {
  return extra ? `${base} ${extra}` : base;
}

/**
 * The hint and the error under a control, with the ids its `aria-describedby` names
 * ({@link useFieldIds}). Exported for the SDK's other controls (`SearchSelect`), not from the package.
 */
export function FieldText({ hint, hintId, error, errorId }: { hint: ReactNode; hintId: string; error: string | undefined; errorId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
