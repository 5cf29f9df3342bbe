/** An indeterminate progress bar: no value, so assistive technology reads it as busy. */
export function ProgressBar({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} className="surveys-progress">
      <div className="surveys-progress-bar" />
    </div>
  );
}
