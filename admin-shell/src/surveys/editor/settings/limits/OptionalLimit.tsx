import type { ReactNode } from 'react';
import { FIRST_LIMIT } from '../../../rules/limits';
import { LimitNumber, type LimitNumberProps } from './LimitNumber';

/**
 * A limit that is off (null) until its box is ticked: ticking sets 100 and shows the number,
 * clearing sets null. An emptied number is NaN, not null, so the limit stays on and says so.
 */
export function OptionalLimit({
  legend,
  toggle,
  value,
  onChange,
  children,
  ...number
}: Omit<LimitNumberProps, 'value' | 'onChange'> & {
  legend: string;
  toggle: string;
  value: number | null;
  onChange(value: number | null): void;
  /** More controls shown while the limit is on. */
  children?: ReactNode;
}) {
  const on = value !== null;
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label className="checkbox">
        <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked ? FIRST_LIMIT : null)} />
        {toggle}
      </label>
      {on && (
        <div className="limits-on">
          <LimitNumber {...number} value={value} onChange={onChange} />
          {children}
        </div>
      )}
    </fieldset>
  );
}
