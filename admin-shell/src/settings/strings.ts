import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('settings', en);

/** What the Settings area says (spec 002 §2.1, §2.3, §4, §5 and the error catalogue of §8). */
export const SETTINGS_STRINGS = m.strings({
  heading: 'settings.heading',
  tabsLabel: 'settings.tabsLabel',
  tabs: {
    general: 'settings.tabs.general',
    widget: 'settings.tabs.widget',
    visitors: 'settings.tabs.visitors',
    email: 'settings.tabs.email',
    integrations: 'settings.tabs.integrations',
    access: 'settings.tabs.access',
    misc: 'settings.tabs.misc',
  },
  loading: 'settings.loading',
  save: 'settings.save',
  saving: 'settings.saving',
  saved: 'settings.saved',
  fixErrors: 'settings.fixErrors',
  customLogoRequired: 'settings.customLogoRequired',
  invalidAddresses: 'settings.invalidAddresses',
  addonPrompt: {
    title: (addon: string) => m.format('settings.addonPrompt.title', { addon }),
    text: (addon: string) => m.format('settings.addonPrompt.text', { addon }),
    installAndActivate: 'settings.addonPrompt.installAndActivate',
    activateAddon: 'settings.addonPrompt.activateAddon',
    working: 'settings.addonPrompt.working',
    activated: 'settings.addonPrompt.activated',
    cancel: 'settings.addonPrompt.cancel',
  },
  locked: (label: string) => m.format('settings.locked', { label }),
});

export const LICENSE_STRINGS = m.strings({
  heading: 'license.heading',
  loading: 'license.loading',
  keyLabel: 'license.keyLabel',
  liteIntro: 'license.liteIntro',
  proIntro: 'license.proIntro',
  verify: 'license.verify',
  deactivate: 'license.deactivate',
  refresh: 'license.refresh',
  connect: 'license.connect',
  typeLabel: (type: string) => m.format('license.typeLabel', { type }),
  expiresLabel: (date: string) => m.format('license.expiresLabel', { date }),
  launchWizard: 'license.launchWizard',
  toasts: {
    refreshing: 'license.toasts.refreshing',
    verifying: 'license.toasts.verifying',
    wait: 'license.toasts.wait',
    success: 'license.toasts.success',
  },
  refreshError: 'license.refreshError',
  upgradeError: 'license.upgradeError',
  ok: 'license.ok',
  notices: {
    expired: 'license.notices.expired',
    disabled: 'license.notices.disabled',
    invalid: 'license.notices.invalid',
    renew: 'license.notices.renew',
  },
  blurb: {
    title: 'license.blurb.title',
    intro: 'license.blurb.intro',
    features: [
      'license.blurb.features.0',
      'license.blurb.features.1',
      'license.blurb.features.2',
      'license.blurb.features.3',
      'license.blurb.features.4',
      'license.blurb.features.5',
      'license.blurb.features.6',
    ],
    bonus: 'license.blurb.bonus',
    link: 'license.blurb.link',
    dismiss: 'license.blurb.dismiss',
  },
});

export const WIDGET_STRINGS = m.strings({
  heading: 'widget.heading',
  sitesHeading: 'widget.sitesHeading',
  allowedOrigins: 'widget.allowedOrigins',
  allowedOriginsHint: 'widget.allowedOriginsHint',
  initializing: 'widget.initializing',
  preview: 'widget.preview',
  surveyPicker: 'widget.surveyPicker',
  noSurveys: 'widget.noSurveys',
  createSurvey: 'widget.createSurvey',
  sampleQuestion: 'widget.sampleQuestion',
  sampleAnswer: 'widget.sampleAnswer',
  position: 'widget.position',
  positions: {
    bottom_left: 'widget.positions.bottom_left',
    bottom_right: 'widget.positions.bottom_right',
    middle_left: 'widget.positions.middle_left',
    middle_right: 'widget.positions.middle_right',
  },
  logoType: 'widget.logoType',
  logoTypes: { hearken: 'widget.logoTypes.hearken', custom: 'widget.logoTypes.custom', none: 'widget.logoTypes.none' },
  customLogo: 'widget.customLogo',
  customLogoPreview: 'widget.customLogoPreview',
  skipText: 'widget.skipText',
  nextText: 'widget.nextText',
  startMinimized: 'widget.startMinimized',
  toggleIcon: 'widget.toggleIcon',
  toggleColor: 'widget.toggleColor',
  toggleText: 'widget.toggleText',
  colors: 'widget.colors',
  theme: 'widget.theme',
  themes: { light: 'widget.themes.light', dark: 'widget.themes.dark' },
  themeHint: 'widget.themeHint',
  widgetColor: 'widget.widgetColor',
  textColor: 'widget.textColor',
  buttonColor: 'widget.buttonColor',
  font: 'widget.font',
  useTheme: 'widget.useTheme',
  useCustom: 'widget.useCustom',
  fontSearch: 'widget.fontSearch',
  fontFamily: 'widget.fontFamily',
  fontWeight: 'widget.fontWeight',
  fontsLoading: 'widget.fontsLoading',
  noFontMatch: 'widget.noFontMatch',
  pleaseSelect: 'widget.pleaseSelect',
  previewFontNote: 'widget.previewFontNote',
  minimizedNote: 'widget.minimizedNote',
  icons: {
    'field-hearken': 'widget.icons.field-hearken',
    'field-smile': 'widget.icons.field-smile',
    'field-mail-open': 'widget.icons.field-mail-open',
    'field-hand-star': 'widget.icons.field-hand-star',
    'field-comments': 'widget.icons.field-comments',
    'field-comment-star': 'widget.icons.field-comment-star',
    'field-comment-heart': 'widget.icons.field-comment-heart',
    'field-comment-edit': 'widget.icons.field-comment-edit',
    'field-chevron-down': 'widget.icons.field-chevron-down',
  },
  features: {
    icon: 'widget.features.icon',
    iconColor: 'widget.features.iconColor',
    label: 'widget.features.label',
    font: 'widget.features.font',
    colors: 'widget.features.colors',
    logo: 'widget.features.logo',
    minimized: 'widget.features.minimized',
    position: 'widget.features.position',
  },
});

export const EMAIL_STRINGS = m.strings({
  heading: 'email.heading',
  recipients: 'email.recipients',
  recipientsHint: 'email.recipientsHint',
  htmlTemplate: 'email.htmlTemplate',
  headerImage: 'email.headerImage',
  headerImageHint: 'email.headerImageHint',
  sendSummaries: 'email.sendSummaries',
  sendSummariesHint: 'email.sendSummariesHint',
});

export const ACCESS_STRINGS = m.strings({
  heading: 'access.heading',
  intro: 'access.intro',
  feature: 'access.feature',
  capabilities: {
    create_edit_surveys: 'access.capabilities.create_edit_surveys',
    view_results: 'access.capabilities.view_results',
    delete_surveys: 'access.capabilities.delete_surveys',
  },
  always: 'access.always',
  loadingRoles: 'access.loadingRoles',
});

export const TIME_ZONE_STRINGS = m.strings({
  heading: 'timeZone.heading',
  label: 'timeZone.label',
  hint: 'timeZone.hint',
});

export const MISC_STRINGS = m.strings({
  heading: 'misc.heading',
  usageTracking: 'misc.usageTracking',
  usageTrackingHint: 'misc.usageTrackingHint',
});

/** The AI provider the results' AI Summary asks (spec 001 §6 leaves where it is set open). */
export const AI_STRINGS = m.strings({
  heading: 'ai.heading',
  intro: 'ai.intro',
  endpoint: 'ai.endpoint',
  endpointHint: 'ai.endpointHint',
  model: 'ai.model',
  apiKey: 'ai.apiKey',
  apiKeyHint: 'ai.apiKeyHint',
});

export const INTEGRATIONS_STRINGS = m.strings({
  heading: 'integrations.heading',
  title: 'integrations.title',
  intro: 'integrations.intro',
  toolUrl: 'integrations.toolUrl',
  steps: [
    { title: 'integrations.steps.0.title', action: 'integrations.steps.0.action' },
    { title: 'integrations.steps.1.title', action: 'integrations.steps.1.action' },
    { title: 'integrations.steps.2.title', action: 'integrations.steps.2.action' },
  ],
  stepLabel: (n: number) => m.format('integrations.stepLabel', { n }),
  current: 'integrations.current',
  notDetected: 'integrations.notDetected',
});
