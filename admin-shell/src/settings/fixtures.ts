/** Settings, licenses and configs as the host answers them, for the Settings area's tests. */
import type { SiteConfig } from '../config/queries';
import type { GlobalSettings, License } from './types';
import { licensedConfig } from '../test/config';

/** The host's defaults (host/src/settings/mod.rs). */
export const DEFAULT_SETTINGS: GlobalSettings = {
  widget_button_color: '#2D87F1',
  widget_color: '#FFFFFF',
  widget_show_logo: true,
  widget_text_color: '#23282D',
  widget_theme: 'light',
  widget_toggle_icon: 'field-hearken',
  widget_toggle_color: '#23282D',
  widget_toggle_text: '',
  widget_font: '',
  widget_position: 'bottom_right',
  widget_start_minimized: false,
  widget_custom_logo: '',
  logo_type: 'hearken',
  skip_text: 'Skip',
  next_text: 'Next',
  notifications_recipients: '',
  notifications_header_image: '',
  summaries_html_template: true,
  summaries_disabled: false,
  allow_usage_tracking: false,
  automatic_updates: 'none',
  create_edit_surveys: ['administrator', 'editor'],
  view_results: ['administrator', 'editor'],
  delete_surveys: ['administrator'],
  heatmap_auto_delete_enabled: false,
  heatmap_retention_period: '60',
  google_drive: { connected: false, label: '', date: null, folder_id: '' },
  timezone: 'UTC',
  widget_allowed_origins: '',
  ai_summary_endpoint: '',
  ai_summary_model: 'gpt-4o-mini',
  ai_summary_api_key: '',
  languages: [],
  cooldown_after_shown_days: 0,
  cooldown_after_answered_days: 0,
  surveys_per_visit: 0,
  no_client_storage: false,
};

type Addons = SiteConfig['addons'];

export { activeAddons as active, addonFlags, LITE_CONFIG } from '../test/config';
export const proConfig = (addons: Addons = {}) => licensedConfig('pro', addons);
export const eliteConfig = (addons: Addons = {}) => licensedConfig('elite', addons);

export const NO_LICENSE: License = {
  key: '',
  type: '',
  state: 'none',
  is_licensed: false,
  is_expired: false,
  is_disabled: false,
  is_invalid: false,
  key_id: null,
  expires: null,
  notice: null,
};

export const PRO_LICENSE: License = {
  ...NO_LICENSE,
  key: 'HKN1.pro.key',
  type: 'pro',
  state: 'valid',
  is_licensed: true,
  key_id: 'k1',
  expires: '2030-01-01',
};

export const ROLES = [
  { slug: 'administrator', name: 'Administrator', builtin: true },
  { slug: 'editor', name: 'Editor', builtin: true },
  { slug: 'author', name: 'Author', builtin: true },
];
