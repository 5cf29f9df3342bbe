/** Texts of the Questions step: the spec's words (000 §2, §5, §8) and the labels around them. */
import { alias, catalogue } from '../../../language/catalogue';
import { RULES_STRINGS } from '../../rules/strings';
import en from './locales/en.json';

const m = catalogue('surveys/editor/questions', en);

export const QUESTIONS_STRINGS = m.strings({
  titleRequired: alias(() => RULES_STRINGS.titleRequired),
  optionsRequired: alias(() => RULES_STRINGS.optionsRequired),
  logicNeedsEarlierQuestion: alias(() => RULES_STRINGS.logicNeedsEarlierQuestion),

  // Survey title
  surveyTitle: 'surveyTitle',
  editTitle: 'editTitle',

  // Build | Preview
  mode: 'mode',
  build: 'build',
  preview: 'preview',
  firstName: 'firstName',
  email: 'email',
  previewNotice: 'previewNotice',

  // Question list and cards
  questions: 'questions',
  addQuestion: 'addQuestion',
  addQuestionDisabledNps: 'addQuestionDisabledNps',
  dragHandle: (n: number, title: string) => m.format('dragHandle', { n, title: title || m.format('untitled', {}) }),
  cardToggle: (n: number, title: string) => m.format('cardToggle', { n, title: title || m.format('untitled', {}) }),
  hasErrors: 'hasErrors',
  tabQuestion: 'tabQuestion',
  tabSettings: 'tabSettings',
  tabLogic: 'tabLogic',
  deleteQuestion: 'deleteQuestion',
  deleteConfirm: 'deleteConfirm',
  deleteTitle: 'deleteTitle',
  cancel: 'cancel',
  yesDelete: 'yesDelete',

  // Question tab
  title: 'title',
  type: 'type',
  options: 'options',
  option: (n: number) => RULES_STRINGS.option(n),
  optionLabel: (n: number) => m.format('optionLabel', { n }),
  addOption: 'addOption',
  removeOption: (n: number) => m.format('removeOption', { n }),
  includeName: 'includeName',
  starRatingInfo: 'starRatingInfo',
  npsInfo: 'npsInfo',
  npsLow: 'npsLow',
  npsHigh: 'npsHigh',
  imagesNeedAddon: (name: string) => m.format('imagesNeedAddon', { name }),
  iconsNeedAddon: (name: string) => m.format('iconsNeedAddon', { name }),

  // Settings tab
  required: 'required',
  randomize: 'randomize',
  commentBox: 'commentBox',
  iconColor: 'iconColor',
  iconSize: 'iconSize',
  iconSizes: { small: 'iconSizes.small', medium: 'iconSizes.medium', large: 'iconSizes.large' },
  /** A licensed site without an add-on that unlocks a setting. */
  settingNeedsAddon: (name: string) => m.format('settingNeedsAddon', { name }),
  /** The settings' names in the upgrade modal. */
  features: { required: 'features.required', randomize: 'features.randomize', commentBox: 'features.commentBox' },

  // Logic tab
  enableLogic: 'enableLogic',
  conditionalLogic: 'conditionalLogic',
  action: 'action',
  actions: { show: 'actions.show', hide: 'actions.hide' },
  conditionQuestion: (n: number) => m.format('conditionQuestion', { n }),
  conditionCompare: (n: number) => m.format('conditionCompare', { n }),
  conditionValue: (n: number) => m.format('conditionValue', { n }),
  chooseValue: 'chooseValue',
  chooseQuestion: 'chooseQuestion',
  chooseComparator: 'chooseComparator',
  addCondition: 'addCondition',
  removeCondition: (n: number) => m.format('removeCondition', { n }),

  // Thank-you card
  thankYou: 'thankYou',
  thankYouType: 'thankYouType',
  thankYouTypes: { message: 'thankYouTypes.message', redirect: 'thankYouTypes.redirect', conditional_redirect: 'thankYouTypes.conditional_redirect' },
  message: 'message',
  customMessage: 'customMessage',
  redirects: 'redirects',
  requiresAddon: (name: string) => m.format('requiresAddon', { name }),
  conditionalNeedsQuestion: 'conditionalNeedsQuestion',
  redirectUrl: 'redirectUrl',
  redirectUrlHint: 'redirectUrlHint',
  pleaseSelect: 'pleaseSelect',
  noPages: 'noPages',
  removeTarget: (label: string) => m.format('removeTarget', { label }),
  rowQuestion: (n: number) => m.format('rowQuestion', { n }),
  rowComparator: (n: number) => m.format('rowComparator', { n }),
  rowValue: (n: number) => m.format('rowValue', { n }),
  rowPage: (n: number) => m.format('rowPage', { n }),
  addRow: 'addRow',
  removeRow: (n: number) => m.format('removeRow', { n }),

  // Drag and drop announcements
  dragInstructions: 'dragInstructions',
  pickedUp: (title: string, n: number) => m.format('pickedUp', { title, n }),
  movedOver: (title: string, n: number) => m.format('movedOver', { title, n }),
  dropped: (title: string, n: number) => m.format('dropped', { title, n }),
  cancelled: (title: string) => m.format('cancelled', { title }),
});

/** Advanced types the question-types add-on brings: shown locked when it is not active (spec 000 §6). */
export const ADVANCED_TYPE_LABELS = m.strings(m.byName({
  'star-rating': 'advancedTypeLabels.star-rating',
  nps: 'advancedTypeLabels.nps',
  'image-radio': 'advancedTypeLabels.image-radio',
  'icon-choice': 'advancedTypeLabels.icon-choice',
}));
