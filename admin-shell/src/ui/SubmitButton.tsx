/** A form's primary button: off while its call runs, and saying so with `busyLabel` ('Adding…'). */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button-primary" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
