import { useState, type ChangeEvent } from 'react';

/** The values of a form's text inputs: one string each. */
export type FormValues<V> = { [K in keyof V]: string };

/**
 * The values of a form's inputs, starting from `empty`, and `bind(name)`: the `name`, `value` and
 * `onChange` of the input that holds `name`, to spread on a TextField.
 */
export function useFormValues<V extends FormValues<V>>(empty: V) {
  const [values, setValues] = useState<V>(empty);
  const set = (name: keyof V, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return {
    values,
    set,
    bind: <K extends keyof V & string>(name: K) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
    }),
    reset: () => setValues(empty),
  };
}
