/**
 * The settings, license and role shapes of `GET settings`, `GET license` and `GET roles` (spec 002
 * §3): the host's OpenAPI document's types, narrowed where the screens know more than it says.
 * The document leaves the settings' keys open (each add-on brings its own, checked by their
 * schemas on the host); the core's are listed here.
 */
import type { ApiSchemas, Narrowed } from '@hearken/addon-sdk';

export type WidgetPosition = 'bottom_left' | 'bottom_right' | 'middle_left' | 'middle_right';
export type LogoType = 'hearken' | 'custom' | 'none';
export type AutomaticUpdates = 'all' | 'minor' | 'none';

/** A custom font, or '' (or null) for the theme's font. */
export interface WidgetFont {
  family?: string | null;
  weight?: string | null;
}

/** The core's settings, which the settings screens edit. */
export type CoreSettings = {
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
  /** The site's time zone, an IANA name (default UTC): results count responses by its days. */
  timezone: string;
  /** The site origins that may embed the widget, comma-separated; empty allows any. */
  widget_allowed_origins: string;
  /** The AI summary's OpenAI-compatible API (`https://api.openai.com/v1`); empty: no AI summary. */
  ai_summary_endpoint: string;
  ai_summary_model: string;
  /** Masked by the host (`SECRET_PLACEHOLDER`) once set; sent back unchanged, it keeps the key. */
  ai_summary_api_key: string;
  /** The languages surveys are offered in besides their own (BCP 47 tags, issue 34); default none. */
  languages: string[];
  /** Days after a visitor was shown a survey in which no floating survey is chosen for them; 0: off (issue 35). */
  cooldown_after_shown_days: number;
  /** Days after a visitor's last answer in which no floating survey is chosen for them; 0: off. */
  cooldown_after_answered_days: number;
  /** Floating surveys one visit may show; 0: no cap. A visit ends after 30 minutes with no survey shown. */
  surveys_per_visit: number;
  /** The widget writes no cookie and no localStorage; caps then hold only for visitors the site names (`userId`). */
  no_client_storage: boolean;
};

/** The plugin-wide settings as the host answers them: stored values over the defaults. */
export type GlobalSettings = Narrowed<ApiSchemas['SavedSettings']['settings'], CoreSettings>;

export type SettingsPatch = Partial<GlobalSettings>;

export type SavedSettings = Narrowed<ApiSchemas['SavedSettings'], { settings: GlobalSettings }>;

export type LicenseNotice = ApiSchemas['LicenseNotice'];

/** `GET license`. */
export type License = ApiSchemas['LicenseView'];

/** The answer of verify, upgrade, deactivate and validate. */
export type LicenseOutcome = ApiSchemas['LicenseOutcome'];

export type Role = ApiSchemas['Role'];

/** The roles that can manage options hold every capability: always selected (spec 002 §2.1). */
export const FORCED_ROLES: readonly string[] = ['administrator'];
