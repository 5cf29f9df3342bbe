/** Texts of the Questions step: the spec's words (000 §2, §5, §8) and the labels around them. */
import { OPTIONS_REQUIRED, PLACEHOLDER_OPTION, TITLE_REQUIRED } from '../../rules/questions';
import { LOGIC_NEEDS_EARLIER_QUESTION } from '../../rules/logic';

export const QUESTIONS_STRINGS = {
  titleRequired: TITLE_REQUIRED,
  optionsRequired: OPTIONS_REQUIRED,
  logicNeedsEarlierQuestion: LOGIC_NEEDS_EARLIER_QUESTION,

  // Survey title
  surveyTitle: 'Survey title',
  editTitle: 'Edit title',

  // Build | Preview
  mode: 'Editor mode',
  build: 'Build',
  preview: 'Preview',
  firstName: 'First Name',
  email: 'Email',
  previewNotice: 'Preview: the questions as visitors see them. Answers cannot be given here.',

  // Question list and cards
  questions: 'Questions',
  addQuestion: 'Add Question',
  addQuestionDisabledNps: 'Questions cannot be added to or deleted from an NPS survey.',
  dragHandle: (n: number, title: string) => `Move question ${n}: ${title || 'Untitled'}`,
  cardToggle: (n: number, title: string) => `Question ${n}: ${title || 'Untitled'}`,
  hasErrors: 'This question has errors',
  tabQuestion: 'Question',
  tabSettings: 'Settings',
  tabLogic: 'Logic',
  deleteQuestion: 'Delete Question',
  deleteConfirm: 'Are you sure you want to delete this question? This cannot be undone.',
  deleteTitle: 'Delete this question?',
  cancel: 'Cancel',
  yesDelete: 'Yes, delete',

  // Question tab
  title: 'Title',
  type: 'Question Type',
  options: 'Options',
  option: PLACEHOLDER_OPTION,
  optionLabel: (n: number) => `Option ${n} label`,
  addOption: 'Add Option',
  removeOption: (n: number) => `Remove option ${n}`,
  includeName: 'Include First Name',
  starRatingInfo: 'Visitors rate from 1 to 5 stars.',
  npsInfo: 'Visitors choose a number from 1 to 10, from \u2018Not Likely\u2019 to \u2018Extremely Likely\u2019.',
  npsLow: 'Not Likely',
  npsHigh: 'Extremely Likely',
  imagesNeedAddon: (name: string) => `Images are chosen in the ${name} add-on\u2019s editor.`,
  iconsNeedAddon: (name: string) => `Icons are chosen in the ${name} add-on\u2019s editor.`,

  // Settings tab
  required: 'Required',
  randomize: 'Randomize options',
  commentBox: 'Comment box',
  iconColor: 'Icon colour',
  iconSize: 'Icon size',
  iconSizes: { small: 'Small', medium: 'Medium', large: 'Large' },
  /** A licensed site without an add-on that unlocks a setting. */
  settingNeedsAddon: (name: string) => `Requires the ${name} addon.`,
  /** The settings' names in the upgrade modal. */
  features: { required: 'Required Questions', randomize: 'Randomize Options', commentBox: 'Comment Box' },

  // Logic tab
  enableLogic: 'Enable conditional logic',
  conditionalLogic: 'Conditional Logic',
  action: 'Action',
  actions: { show: 'Show this question if', hide: 'Hide this question if' },
  conditionQuestion: (n: number) => `Condition ${n} question`,
  conditionCompare: (n: number) => `Condition ${n} comparison`,
  conditionValue: (n: number) => `Condition ${n} value`,
  chooseValue: 'Select a value',
  chooseQuestion: 'Select a question',
  chooseComparator: 'Select a condition',
  addCondition: 'Add Condition',
  removeCondition: (n: number) => `Remove condition ${n}`,

  // Thank-you card
  thankYou: 'Thank You Message',
  thankYouType: 'After the survey',
  thankYouTypes: { message: 'Show a message', redirect: 'Redirect to a page', conditional_redirect: 'Conditional redirect' },
  message: 'Message',
  customMessage: 'Custom thank-you message',
  redirects: 'Redirects',
  requiresAddon: (name: string) => `Redirects require the ${name} addon.`,
  conditionalNeedsQuestion: 'Conditional redirects need at least one question.',
  redirectUrl: 'Redirect to (URL or page)',
  redirectUrlHint:
    'Search the pages visitors have seen by title, or type a full address such as https://example.com/thanks.',
  pleaseSelect: 'Please Select..',
  noPages: 'No pages found. Type a full address starting with https:// to use a page not listed.',
  removeTarget: (label: string) => `Remove ${label}`,
  rowQuestion: (n: number) => `Redirect ${n} question`,
  rowComparator: (n: number) => `Redirect ${n} condition`,
  rowValue: (n: number) => `Redirect ${n} value`,
  rowPage: (n: number) => `Redirect ${n} to (URL or page)`,
  addRow: 'Add Condition',
  removeRow: (n: number) => `Remove redirect ${n}`,

  // Drag and drop announcements
  dragInstructions:
    'To pick up a question, press space or enter on its move handle. Use the arrow keys to move it, space or enter to drop it, or escape to cancel.',
  pickedUp: (title: string, n: number) => `Picked up question ${title}, at position ${n}.`,
  movedOver: (title: string, n: number) => `Question ${title} moved to position ${n}.`,
  dropped: (title: string, n: number) => `Question ${title} dropped at position ${n}.`,
  cancelled: (title: string) => `Moving question ${title} was cancelled.`,
} as const;

/** Advanced types the question-types add-on brings: shown locked when it is not active (spec 000 §6). */
export const ADVANCED_TYPE_LABELS: Record<string, string> = {
  'star-rating': 'Star Rating',
  nps: 'NPS',
  'image-radio': 'Image Radio',
  'icon-choice': 'Icon Choice',
};
