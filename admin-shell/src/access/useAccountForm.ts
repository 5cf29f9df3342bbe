/**
 * The Access screen's forms (add a user, change your password, reset someone's): each sends one
 * call with its values and shows what the host refuses at the field it names.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormValues, type FormValues } from '../ui/useFormValues';
import { fieldErrorsOf, type FieldErrors } from './formErrors';
import { passwordTooShort } from './password';
import { useOutcome } from './useOutcome';

interface Options<V> {
  /** Every field of the form, empty (or with its default); the form holds a password. */
  empty: V;
  send(values: V): Promise<unknown>;
  /** The success notice. */
  done: string;
  /** After the success notice, e.g. to close a dialog. */
  onSent?(): void;
}

/**
 * A short password is refused before any call, with the host's own message; a call the host
 * refuses for some fields shows its messages there, any other failure as a notice; success empties
 * the form. Each time there are new messages, the focus moves to the first invalid field, so its
 * message is read out and the person is where the fix goes.
 */
export function useAccountForm<V extends FormValues<V> & { password: string }>({ empty, send, done, onSent }: Options<V>) {
  const form = useRef<HTMLFormElement>(null);
  const { values, set, bind, reset } = useFormValues(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const outcome = useOutcome();

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tooShort = passwordTooShort(values.password);
    if (tooShort) {
      setErrors({ password: tooShort } as FieldErrors<keyof V & string>);
      return;
    }
    setErrors({});
    try {
      await send(values);
      reset();
      outcome.succeeded(done);
      onSent?.();
    } catch (error) {
      const fields = fieldErrorsOf(error, Object.keys(empty) as (keyof V & string)[]);
      if (fields) setErrors(fields);
      else outcome.failed(error);
    }
  }

  return {
    form,
    values,
    errors,
    set,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    /** The props of the TextField for `name`: its name, value, change and the host's message. */
    field: <K extends keyof V & string>(name: K) => ({ ...bind(name), error: errors[name] }),
  };
}
