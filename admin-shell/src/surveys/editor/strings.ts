/** What the survey editor's frame and its steps (except Questions) say (spec 000 §2–§8, spec 002 §2.5). */
import type { StepKey } from '../rules/steps';

export const EDITOR_STRINGS = {
  loading: 'Loading survey…',
  loadError: 'The survey could not be loaded.',
  backToList: 'Back to Surveys',
  workflow: 'Survey workflow',
  stepTitles: {
    setup: 'Setup',
    questions: 'Questions',
    settings: 'Settings',
    notifications: 'Notifications',
    publish: 'Publish',
  } satisfies Record<StepKey, string>,
  stepLocked: (title: string) => `${title} (complete this step first)`,
  stepDone: 'done',
  save: 'Save',
  saving: 'Saving…',
  close: 'Close',
  back: 'Back',
  nextStep: 'Next Step',
  stepNav: 'Step navigation',

  savedDraft: 'Your Survey was Saved as a Draft.',
  /** Shown as 'Your Survey was Saved! - View Surveys', the last words a link to the list. */
  saved: 'Your Survey was Saved!',
  viewSurveys: 'View Surveys',
  hasResponses:
    'This survey has already collected responses. Changing it now mixes old and new answers in its results: duplicate it or create a new survey instead.',

  duplicating: 'Duplicating survey…',
  duplicateFailed: 'The survey could not be duplicated.',

  // Setup
  setupTitle: 'Select a Template',
  setupIntro: 'Start from a blank survey or from one of the templates.',
  templatesLoading: 'Loading templates…',
  requiresAddon: (addon: string) => `Requires ${addon} addon`,
  unavailable: 'This template is not available on your plan.',
  upgrade: 'Upgrade',
  activateLicense: 'Activate License',
  installAddon: (addon: string) => `Install ${addon}`,
  activateAddon: (addon: string) => `Activate ${addon}`,
  installingAddon: 'Installing…',
  activatingAddon: 'Activating…',
  templateFeature: 'Survey Templates',

  // Settings
  settingsTitle: 'Settings',
  tracking: 'Tracking',
  trackingToggle: 'Enable analytics tracking',
  trackingUnavailable: 'No analytics integration is installed, so tracking cannot be turned on.',
  /** The settings step's card an add-on provides (spec 000 §2); its title is the add-on card's label. */
  targetingTitle: 'Targeting',
  /** The settings step's card an add-on provides (spec 000 §2, spec 002 §5); its title is the add-on card's label. */
  geoTitle: 'Geo targeting',
  /** The settings step's card an add-on provides (spec 000 §2); its title is the add-on card's label. */
  behaviorTitle: 'Behavior',
  chooseOption: 'Choose…',

  // Notifications
  notificationsTitle: 'Workflow',
  sendEmail: 'Send Email',
  sendEmailToggle: 'Send an email for each response',
  addresses: 'Email addresses',
  addressesPlaceholder: 'admin@example.com, team@example.com',
  addressesHint: 'Separate addresses with commas.',
  addressesInvalid: 'Please enter valid e-mail addresses, separated by commas.',
  emailLogic: 'Only send when conditions match',
  emailLogicFeature: 'Conditional Email Logic',
  emailLogicNoQuestions: 'Add a Radio, Checkbox, NPS, or Star Rating question to use conditional logic.',
  condition: (n: number) => `Condition ${n}`,
  conditionQuestion: 'Question',
  conditionCompare: 'Comparison',
  conditionValue: 'Answer',
  addCondition: 'Add Condition',
  removeCondition: (n: number) => `Remove condition ${n}`,
  compareNames: { is: 'is', is_not: 'is not', includes: 'includes', lower_than: 'lower than', greater_than: 'greater than' } as Record<string, string>,
  googleDrive: 'Send Responses to Google Drive',
  moreIntegrations: 'More Integrations Coming Soon',
  moreIntegrationsText: 'More places to send responses are on their way.',

  // Publish
  publishTitle: 'Publish',
  summary: 'Summary',
  summaryTitle: 'Title',
  summaryQuestions: 'Questions',
  summaryStatus: 'Status',
  summarySchedule: 'Schedule',
  untitled: '(untitled)',
  notScheduled: 'Publishes when saved',
  statusLegend: 'Status',
  statusDraft: 'Draft',
  statusPublish: 'Publish',
  statusNames: { draft: 'Draft', publish: 'Published', trash: 'Trash', scheduled: 'Scheduled' },
  scheduling: 'Scheduling',
  schedulingFeature: 'Scheduling',
  enableScheduling: 'Schedule publishing for a later date',
  scheduleDate: 'Date',
  scheduleTime: 'Time',
  scheduleMeridiem: 'AM or PM',
  scheduleBeforeToday: 'The schedule date cannot be earlier than today.',
  scheduleIncomplete: 'Choose a date and a time to schedule the survey.',
  publishLabels: { draft: 'Save as Draft', schedule: 'Save and Schedule', publish: 'Save and Publish' },
} as const;
