/**
 * What visitors read and hear, beside the administrator's own texts (the question, the instruction
 * and the thank-you come with the settings). The summary follows the spec's preview text
 * 'Average rating 5/5. Vote count: 200' (spec 001).
 */

/** The scale: spec 001, "Ratings use 5 stars". */
export const STEPS = 5;

/** An icon's accessible name: "Rate 3 out of 5". */
export const rateLabel = (n: number) => `Rate ${n} out of ${STEPS}`;

/** "Average rating 4.3/5." (one decimal at most, as the add-on rounds it). */
export const averageText = (average: number) => `Average rating ${Math.round(average * 10) / 10}/${STEPS}.`;

/** "Vote count: 12". */
export const countText = (total: number) => `Vote count: ${total}`;

export const TEXT = {
  failed: 'Sorry, your rating could not be sent. Please try again.',
  poweredBy: 'Powered by Hearken',
} as const;
