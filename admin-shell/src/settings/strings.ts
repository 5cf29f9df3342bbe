/** What the Settings area says (spec 002 §2.1, §2.3, §4, §5 and the error catalogue of §8). */
export const SETTINGS_STRINGS = {
  heading: 'Settings',
  tabsLabel: 'Settings sections',
  tabs: {
    general: 'General',
    widget: 'Widget',
    email: 'Email',
    integrations: 'Integrations',
    access: 'Access',
    misc: 'Misc',
  },
  loading: 'Loading settings…',
  save: 'Save Settings',
  saving: 'Saving…',
  saved: 'Settings saved.',
  fixErrors: 'Please fix errors on this page.',
  customLogoRequired: 'You must select a custom logo.',
  invalidAddresses: 'Please enter valid e-mail addresses, separated by commas.',
  addonPrompt: {
    title: (addon: string) => `Activate the ${addon} addon`,
    text: (addon: string) => `Please activate the ${addon} addon to access this feature.`,
    installAndActivate: 'Install & Activate',
    activateAddon: 'Activate Addon',
    working: 'Please wait...',
    activated: 'Addon Activated',
    cancel: 'Cancel',
  },
  locked: (label: string) => `${label} (locked)`,
} as const;

export const LICENSE_STRINGS = {
  heading: 'License Key',
  loading: 'Loading your license…',
  keyLabel: 'License key',
  liteIntro:
    'You are using Hearken Lite. Enter your license key to unlock Hearken Pro: your surveys and settings are kept.',
  proIntro: 'Add your Hearken license key to keep receiving updates and to unlock your plan’s features.',
  verify: 'Verify',
  deactivate: 'Deactivate',
  refresh: 'Refresh',
  connect: 'Unlock Hearken Pro',
  typeLabel: (type: string) => `Your license type: ${type}`,
  expiresLabel: (date: string) => `Valid until ${date}`,
  launchWizard: 'Launch Setup Wizard',
  toasts: {
    refreshing: 'Refreshing license...',
    verifying: 'Verifying license...',
    wait: 'Please wait...',
    success: 'Success',
  },
  refreshError: 'There was an error refreshing your license',
  upgradeError: 'There was an error unlocking Hearken PRO please try again or install manually.',
  ok: 'Ok',
  notices: {
    expired: 'Your license key for Hearken has expired. Please click here to renew your license key.',
    disabled: 'Your license key for Hearken has been disabled. Please use a different key.',
    invalid:
      'Your license key for Hearken is invalid. The key no longer exists or the user associated with the key has been deleted. Please use a different key.',
    renew: 'Renew your license key',
  },
  blurb: {
    title: 'Upgrade to Hearken Pro',
    intro: 'Get more from your surveys with Hearken Pro:',
    features: [
      'All question types, including star rating and NPS',
      'Survey templates',
      'Custom logo, colours and widget branding',
      'Device, page and behavioral targeting',
      'Survey scheduling and enhanced notifications',
      'Export responses to CSV and XLSX',
      'Priority support',
    ],
    bonus: 'Bonus: Hearken Lite users get 50% off regular price, automatically applied at checkout.',
    link: 'Get Hearken Pro',
    dismiss: 'Dismiss upgrade offer',
  },
} as const;

export const WIDGET_STRINGS = {
  heading: 'Widget',
  sitesHeading: 'Sites',
  allowedOrigins: 'Allowed site origins',
  allowedOriginsHint:
    'The sites that may show the widget, separated by commas, such as https://www.example.com. Leave empty to allow any site.',
  initializing: 'Loading the customizer…',
  preview: 'Preview',
  surveyPicker: 'Survey shown in the preview',
  noSurveys: 'You have no surveys yet. The preview shows a sample question.',
  createSurvey: 'Create your first survey',
  sampleQuestion: 'How would you rate your experience today?',
  sampleAnswer: 'Type your answer here...',
  position: 'Position',
  positions: {
    bottom_left: 'Bottom left',
    bottom_right: 'Bottom right',
    middle_left: 'Middle left',
    middle_right: 'Middle right',
  },
  logoType: 'Logo',
  logoTypes: { hearken: 'Hearken logo', custom: 'Custom logo', none: 'No logo' },
  customLogo: 'Custom logo URL',
  customLogoPreview: 'Custom logo preview',
  skipText: 'Skip button text',
  nextText: 'Next button text',
  startMinimized: 'Start minimized',
  toggleIcon: 'Toggle icon',
  toggleColor: 'Toggle icon color',
  toggleText: 'Toggle text',
  colors: 'Colors',
  theme: 'Theme',
  themes: { light: 'Light', dark: 'Dark' },
  themeHint: 'Choosing a theme replaces the three colours below with its preset.',
  widgetColor: 'Widget background color',
  textColor: 'Text color',
  buttonColor: 'Button color',
  font: 'Font',
  useTheme: 'Use Theme',
  useCustom: 'Use Custom Font',
  fontSearch: 'Search font families',
  fontFamily: 'Font family',
  fontWeight: 'Font weight',
  fontsLoading: 'Loading fonts…',
  noFontMatch: 'No font matches your search.',
  pleaseSelect: 'Please Select..',
  previewFontNote: 'The preview and the widget load this font from your Hearken server; visitors contact no font service.',
  minimizedNote: 'Visitors first see only the toggle button.',
  icons: {
    'field-hearken': 'Hearken',
    'field-smile': 'Smile',
    'field-mail-open': 'Open mail',
    'field-hand-star': 'Hand with star',
    'field-comments': 'Comments',
    'field-comment-star': 'Comment with star',
    'field-comment-heart': 'Comment with heart',
    'field-comment-edit': 'Comment with pencil',
    'field-chevron-down': 'Chevron down',
  },
  features: {
    icon: 'Custom Icon',
    iconColor: 'Icon Color',
    label: 'Toggle Label',
    font: 'Custom Font',
    colors: 'Theme Colors',
    logo: 'Custom Logo',
    minimized: 'Start Minimized',
    position: 'Widget Position',
  },
} as const;

export const EMAIL_STRINGS = {
  heading: 'Email',
  recipients: 'Send notifications to',
  recipientsHint: 'E-mail addresses, separated by commas.',
  htmlTemplate: 'Use the HTML e-mail template',
  headerImage: 'Header image URL',
  headerImageHint: 'Recommended header image size is 300x100 or smaller.',
  sendSummaries: 'Send weekly summary e-mails',
  sendSummariesHint: 'A summary of the week’s responses, to the addresses above, every Monday morning.',
} as const;

export const ACCESS_STRINGS = {
  heading: 'Access',
  intro: 'Choose which roles can use each part of Hearken. Administrators always can.',
  feature: 'Manage User Access',
  capabilities: {
    create_edit_surveys: 'Create and edit surveys',
    view_results: 'View results',
    delete_surveys: 'Delete surveys and responses',
  },
  always: 'always',
  loadingRoles: 'Loading roles…',
} as const;

export const TIME_ZONE_STRINGS = {
  heading: 'Time Zone',
  label: 'Site time zone',
  hint: 'Results count responses by the days of this time zone; the weekly summary goes out on its Monday morning.',
} as const;

export const MISC_STRINGS = {
  heading: 'Misc',
  usageTracking: 'Allow usage tracking',
  usageTrackingHint: 'Share anonymous data about how Hearken is used, to help us improve it.',
} as const;

/** The AI provider the results' AI Summary asks (spec 001 §6 leaves where it is set open). */
export const AI_STRINGS = {
  heading: 'AI Summary',
  intro:
    'The AI Summary on a survey’s results sends its text answers, with e-mail addresses and phone numbers removed, to an OpenAI-compatible API you choose.',
  endpoint: 'API URL',
  endpointHint: 'Such as https://api.openai.com/v1. Leave empty to turn the AI Summary off.',
  model: 'Model',
  apiKey: 'API key',
  apiKeyHint: 'Stored on this server and never shown again; leave it as it is to keep it.',
} as const;

export const INTEGRATIONS_STRINGS = {
  heading: 'Integrations',
  title: 'Automate what happens after a response',
  intro:
    'Hearken does not install other software for you. To send responses to other apps, set up an automation tool such as n8n yourself and point it at Hearken.',
  toolUrl: 'https://docs.n8n.io/hosting/',
  steps: [
    { title: 'Install and activate the automation tool', action: 'Read the install guide' },
    { title: 'Run its setup wizard', action: 'Run Setup Wizard' },
    { title: 'Create a recipe', action: 'Create a Recipe' },
  ],
  stepLabel: (n: number) => `Step ${n}`,
  current: 'current step',
  notDetected: 'Hearken cannot see whether the tool is installed, so step 1 stays the current step.',
} as const;
