/** The widget's words (spec 002 §5, §9). Skip, Next and the thank-you message may be set per site or survey. */
export const STRINGS = {
  skip: 'Skip',
  next: 'Next',
  /** The last question's submit button, in Next's place. */
  send: 'Send',
  back: 'Back',
  close: 'Close',
  /** Where the visitor is: "2 of 5" (the question's place in the survey, skipped ones counted). */
  progress: (n: number, total: number) => `${n} of ${total}`,
  thankYou: 'Thanks for your feedback!',
  longTextPlaceholder: 'Type your answer here...',
  textPlaceholder: 'Type your answer here...',
  emailPlaceholder: 'Email Address',
  firstName: 'First Name',
  comments: 'Comments',
  /** The toggle's accessible name when the site sets no toggle text. */
  openSurvey: 'Open survey',
  minimizeSurvey: 'Minimize survey',
  /** Accessible name of the panel (a region). */
  panel: 'Feedback survey',
  logo: 'Hearken',
  required: 'required',
} as const;
