import type { ReactNode } from 'react';

/** An on/off setting: a labelled switch. */
export function Toggle({
  label,
  checked,
  disabled = false,
  onChange,
  children,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
  children?: ReactNode;
}) {
  return (
    <label className="qs-toggle">
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
      {children}
    </label>
  );
}
