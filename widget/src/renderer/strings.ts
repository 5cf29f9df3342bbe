/** The widget's words (spec 002 §5, §9). Skip, Next and the thank-you message may be set per site or survey. */
export const STRINGS = {
  skip: 'Skip',
  next: 'Next',
  close: 'Close',
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
