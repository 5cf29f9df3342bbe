import { RESULTS_STRINGS } from '../strings';

/**
 * Counts the range's partial responses in every figure, or not (issue 35 item 4): a labelled
 * switch that names how many there are ('Include partial responses (12)').
 */
export function PartialSwitch({ count, checked, onChange }: { count: number; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="rs-partial">
      <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {RESULTS_STRINGS.survey.includePartial(count)}
    </label>
  );
}
