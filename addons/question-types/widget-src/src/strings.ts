/**
 * What visitors read and hear. The NPS end labels are the spec's words (000 §5, §9), shared with
 * the editors so a change of wording is one edit; the rest is ours.
 */
export { NPS_HIGH_LABEL, NPS_LOW_LABEL } from '../../ui-src/src/strings';

/** A star's accessible name: "3 of 5 stars". */
export const starLabel = (n: number, max: number) => `${n} of ${max} stars`;

/** An NPS point's accessible name, with the end label on the two ends: "1, Not Likely". */
export const npsPointLabel = (n: number, endLabel?: string) => (endLabel ? `${n}, ${endLabel}` : String(n));
