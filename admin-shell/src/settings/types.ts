/** The settings, license and role shapes of `GET settings`, `GET license` and `GET roles` (spec 002 §3). */

export type WidgetPosition = 'bottom_left' | 'bottom_right' | 'middle_left' | 'middle_right';
export type LogoType = 'hearken' | 'custom' | 'none';
export type AutomaticUpdates = 'all' | 'minor' | 'none';

/** A custom font, or '' (or null) for the theme's font. */
export interface WidgetFont {
  family?: string | null;
  weight?: string | null;
}

export interface GoogleDriveSettings {
  connected: boolean;
  label: string;
  date: number | null;
  folder_id: string;
}

/** The plugin-wide settings as the host answers them: stored values over the defaults. */
export interface GlobalSettings {
  widget_button_color: string;
  widget_color: string;
  widget_show_logo: boolean;
  widget_text_color: string;
  widget_theme: string;
  widget_toggle_icon: string;
  widget_toggle_color: string;
  widget_toggle_text: string;
  widget_font: WidgetFont | '' | null;
  widget_position: WidgetPosition;
  widget_start_minimized: boolean;
  widget_custom_logo: string;
  logo_type: LogoType;
  skip_text: string;
  next_text: string;
  notifications_recipients: string;
  notifications_header_image: string;
  summaries_html_template: boolean;
  summaries_disabled: boolean;
  allow_usage_tracking: boolean;
  /** '' or missing before the Misc tab sets its default. */
  automatic_updates: AutomaticUpdates | '';
  create_edit_surveys: string[];
  view_results: string[];
  delete_surveys: string[];
  heatmap_auto_delete_enabled: boolean;
  heatmap_retention_period: string;
  google_drive: GoogleDriveSettings;
  /** The site's time zone, an IANA name (default UTC): results count responses by its days. */
  timezone: string;
}

export type SettingsPatch = Partial<GlobalSettings>;

export interface SavedSettings {
  message: string;
  settings: GlobalSettings;
}

export interface LicenseNotice {
  type: string;
  message: string;
  link: string | null;
}

/** `GET license`. */
export interface License {
  key: string;
  type: string;
  state: string;
  is_licensed: boolean;
  is_expired: boolean;
  is_disabled: boolean;
  is_invalid: boolean;
  key_id?: string | null;
  expires?: string | null;
  notice?: LicenseNotice | null;
}

/** The answer of verify, upgrade, deactivate and validate. */
export interface LicenseOutcome {
  success: boolean;
  message: string;
  license: License;
  reload: boolean;
  /** Where to go to finish an upgrade, when the server sends one. */
  url?: string;
}

export interface Role {
  slug: string;
  name: string;
  builtin: boolean;
}

/** The roles that can manage options hold every capability: always selected (spec 002 §2.1). */
export const FORCED_ROLES: readonly string[] = ['administrator'];
