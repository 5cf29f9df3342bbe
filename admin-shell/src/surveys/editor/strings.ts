/** What the survey editor's frame and its steps (except Questions) say (spec 000 §2–§8, spec 002 §2.5). */
import type { StepKey } from '../rules/steps';
import { catalogue } from '../../language/catalogue';
import en from './locales/en.json';

const m = catalogue('surveys/editor', en);

export const EDITOR_STRINGS = m.strings({
  loading: 'loading',
  loadError: 'loadError',
  backToList: 'backToList',
  workflow: 'workflow',
  stepTitles: {
    setup: 'stepTitles.setup',
    questions: 'stepTitles.questions',
    settings: 'stepTitles.settings',
    notifications: 'stepTitles.notifications',
    publish: 'stepTitles.publish',
  } satisfies Record<StepKey, keyof typeof en>,
  stepLocked: (title: string) => m.format('stepLocked', { title }),
  stepDone: 'stepDone',
  save: 'save',
  saving: 'saving',
  close: 'close',
  back: 'back',
  nextStep: 'nextStep',
  stepNav: 'stepNav',

  savedDraft: 'savedDraft',
  /** Shown as 'Your Survey was Saved! - View Surveys', the last words a link to the list. */
  saved: 'saved',
  viewSurveys: 'viewSurveys',
  hasResponses: 'hasResponses',

  duplicating: 'duplicating',
  duplicateFailed: 'duplicateFailed',

  // Setup
  setupTitle: 'setupTitle',
  setupIntro: 'setupIntro',
  templatesLoading: 'templatesLoading',
  requiresAddon: (addon: string) => m.format('requiresAddon', { addon }),
  unavailable: 'unavailable',
  upgrade: 'upgrade',
  activateLicense: 'activateLicense',
  installAddon: (addon: string) => m.format('installAddon', { addon }),
  activateAddon: (addon: string) => m.format('activateAddon', { addon }),
  installingAddon: 'installingAddon',
  activatingAddon: 'activatingAddon',
  templateFeature: 'templateFeature',

  // Settings
  settingsTitle: 'settingsTitle',
  tracking: 'tracking',
  trackingToggle: 'trackingToggle',
  trackingUnavailable: 'trackingUnavailable',
  /** The settings step's card an add-on provides (spec 000 §2); its title is the add-on card's label. */
  targetingTitle: 'targetingTitle',
  /** The settings step's card an add-on provides (spec 000 §2, spec 002 §5); its title is the add-on card's label. */
  geoTitle: 'geoTitle',
  /** The settings step's card an add-on provides (spec 000 §2); its title is the add-on card's label. */
  behaviorTitle: 'behaviorTitle',
  chooseOption: 'chooseOption',

  // Notifications
  notificationsTitle: 'notificationsTitle',
  sendEmail: 'sendEmail',
  sendEmailToggle: 'sendEmailToggle',
  addresses: 'addresses',
  addressesPlaceholder: 'addressesPlaceholder',
  addressesHint: 'addressesHint',
  addressesInvalid: 'addressesInvalid',
  emailLogic: 'emailLogic',
  emailLogicFeature: 'emailLogicFeature',
  emailLogicNoQuestions: 'emailLogicNoQuestions',
  condition: (n: number) => m.format('condition', { n }),
  conditionQuestion: 'conditionQuestion',
  conditionCompare: 'conditionCompare',
  conditionValue: 'conditionValue',
  addCondition: 'addCondition',
  removeCondition: (n: number) => m.format('removeCondition', { n }),
  compareNames: m.byName({ is: 'compareNames.is', is_not: 'compareNames.is_not', includes: 'compareNames.includes', lower_than: 'compareNames.lower_than', greater_than: 'compareNames.greater_than' }),
  googleDrive: 'googleDrive',
  moreIntegrations: 'moreIntegrations',
  moreIntegrationsText: 'moreIntegrationsText',

  // Publish
  publishTitle: 'publishTitle',
  summary: 'summary',
  summaryTitle: 'summaryTitle',
  summaryQuestions: 'summaryQuestions',
  summaryStatus: 'summaryStatus',
  summarySchedule: 'summarySchedule',
  untitled: 'untitled',
  notScheduled: 'notScheduled',
  statusLegend: 'statusLegend',
  statusDraft: 'statusDraft',
  statusPublish: 'statusPublish',
  statusNames: { draft: 'statusNames.draft', publish: 'statusNames.publish', trash: 'statusNames.trash', scheduled: 'statusNames.scheduled' },
  scheduling: 'scheduling',
  schedulingFeature: 'schedulingFeature',
  enableScheduling: 'enableScheduling',
  scheduleDate: 'scheduleDate',
  scheduleTime: 'scheduleTime',
  scheduleMeridiem: 'scheduleMeridiem',
  scheduleBeforeToday: 'scheduleBeforeToday',
  scheduleIncomplete: 'scheduleIncomplete',
  publishLabels: { draft: 'publishLabels.draft', schedule: 'publishLabels.schedule', publish: 'publishLabels.publish' },
});
