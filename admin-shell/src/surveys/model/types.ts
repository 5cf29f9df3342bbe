/**
 * The survey as the host sends and takes it (host/src/surveys/model.rs, spec 000 §3). The editor
 * edits this shape and posts it back as it is.
 */
export type SurveyStatus = 'draft' | 'publish' | 'trash';

/** Core types and the question-types add-on's; other add-ons may contribute more keys. */
export type QuestionTypeKey =
  | 'checkbox'
  | 'radio-button'
  | 'email'
  | 'text'
  | 'long-text'
  | 'star-rating'
  | 'nps'
  | 'image-radio'
  | 'icon-choice'
  | (string & {});

export interface ImageOption {
  label: string;
  image: string;
}

export interface IconOption {
  label: string;
  icon: { name: string; style: string } | null;
}

/** Plain strings for checkbox and radio-button; objects for image-radio and icon-choice. */
export type QuestionOption = string | ImageOption | IconOption;

export interface LogicCondition {
  question_id: string | number | null;
  compare: string;
  value: unknown;
}

export interface QuestionLogic {
  enabled: boolean;
  action: 'show' | 'hide';
  conditions: LogicCondition[];
}

export interface QuestionSettings {
  required: boolean;
  randomize: boolean;
  comment_box: boolean;
  icon_color?: string;
  icon_size?: 'small' | 'medium' | 'large';
  [key: string]: unknown;
}

export interface QuestionConfig {
  options: QuestionOption[];
  include_name?: boolean;
  [key: string]: unknown;
}

export interface Question {
  /** Client-made string ids for new questions; the server keeps them. */
  id: string | number;
  type: QuestionTypeKey;
  title: string;
  config: QuestionConfig;
  settings: QuestionSettings;
  logic: QuestionLogic;
}

/**
 * Where a thank-you redirect goes, as the pickers store it: the page's id on the site (or a typed
 * address), its title and its address. The host copies `url` to `redirect_url` on save. Surveys
 * saved before the pickers may hold other shapes: read them through `storedTarget`.
 */
export interface RedirectTarget {
  id: string | number;
  label: string;
  url: string;
}

/** `GET search?title=`: a page the widget has seen. */
export interface FoundPage {
  id: string | number;
  title: string;
  url: string;
}

export interface RedirectCondition {
  question: string | number | null;
  condition_type: string;
  condition: unknown;
  /** A `RedirectTarget` (older rows: a bare address). */
  page: unknown;
  redirect_url?: string | null;
}

export type ThankYouType = 'message' | 'redirect' | 'conditional_redirect';

export interface ThankYou {
  type: ThankYouType;
  message: string;
  redirect_to: RedirectTarget | null;
  redirect_url?: string | null;
  conditions: RedirectCondition[];
}

/**
 * The core's settings and the first-party add-ons' the shell still edits itself. Keys other
 * add-ons own (devices and page rules, timing, …) pass through untouched: the host fills their
 * defaults and the add-ons' own editor cards edit them.
 */
export interface SurveySettings {
  enable_tracking: boolean;
  thank_you: ThankYou;
  geo_targeting: { target: 'all' | 'select' | (string & {}); countries: string[] };
  theming: { color_scheme: 'light' | 'dark'; widget_color: string; text_color: string; button_color: string };
  google_drive: { enable: boolean; file_name: string; spreadsheet_id: string };
  [owned: string]: unknown;
}

export interface EmailLogic {
  enable: boolean;
  action: 'send';
  conditions: LogicCondition[];
}

export interface SurveyNotifications {
  email: { active: boolean; addresses: string; logic: EmailLogic };
}

export interface Survey {
  /** null until the first save. */
  id: number | null;
  title: string;
  /** 'nps' for an NPS survey; null otherwise. */
  type: string | null;
  status: SurveyStatus;
  template: string | null;
  questions: Question[];
  settings: SurveySettings;
  notifications: SurveyNotifications;
  /** RFC 3339 UTC; null when not scheduled. */
  publish_at: string | null;
  created_at?: string;
  updated_at?: string;
  impressions?: number;
  responses_count?: number;
  cookie_name?: string;
}

/** `POST surveys`: the saved survey, whether it is published, and why not. */
export interface SaveOutcome {
  survey: Survey;
  published: boolean;
  message: string;
  /** Per-field reasons the survey could not be published, keyed `questions.0.title` … */
  fields: Record<string, string>;
}

/** `GET survey-templates`. */
export interface Template {
  key: string;
  name: string;
  description: string;
  is_available: boolean;
  required_addons: string[];
  error?: string;
  type: string | null;
  questions: Question[];
}
